import { coverSvg, parseCoverName } from "@portal/core";
import type { Context } from "hono";
import type { AppEnv } from "./env";

/**
 * The demo content's cover illustrations (core/demo/cover-art.ts), drawn on request: a few
 * kilobytes of SVG each, so nothing binary ships with the project. Sandboxed like uploads.
 */
export function serveCover(c: Context<AppEnv>) {
  const cover = parseCoverName(c.req.param("name") ?? "");
  if (!cover) return c.text("Not Found", 404);
  c.header("Content-Type", "image/svg+xml; charset=utf-8");
  c.header("X-Content-Type-Options", "nosniff");
  c.header("Content-Security-Policy", "default-src 'none'; style-src 'unsafe-inline'; sandbox");
  c.header("Cache-Control", "public, max-age=86400");
  return c.body(coverSvg(cover.theme, cover.variant), 200);
}
