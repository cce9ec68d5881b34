import { readStoredFile } from "@portal/core";
import type { Context } from "hono";
import type { AppEnv } from "./env";

/**
 * Uploaded files (DATA_DIR/files). Only names the upload service produced are served, with the type
 * it recognised from the bytes, nosniff, and a sandboxing CSP so that even a crafted file cannot run
 * script in our origin. Names are content hashes, so a file never changes: cache it for a year.
 */
export async function serveUpload(c: Context<AppEnv>, dir: string) {
  const file = await readStoredFile(dir, c.req.param("name") ?? "");
  if (!file) return c.text("Not Found", 404);
  c.header("Content-Type", file.type);
  c.header("X-Content-Type-Options", "nosniff");
  c.header("Content-Security-Policy", "default-src 'none'; img-src 'self'; sandbox");
  c.header("Cross-Origin-Resource-Policy", "same-origin");
  c.header("Cache-Control", "public, max-age=31536000, immutable");
  c.header("Content-Disposition", file.attachment ? "attachment" : "inline");
  return c.body(new Uint8Array(file.bytes), 200);
}
