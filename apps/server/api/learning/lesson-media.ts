import { AppError, type FileStorage, lessonMediaKey } from "@portal/core";
import type { Context } from "hono";
import type { AppEnv } from "../../env";
import { sendStored } from "../../serve-file";

const YEAR = 31_536_000;

/**
 * GET /media/lessons/<lessonId>/<version>/<file>: HLS playlists, segments and posters from the
 * storage, with Range. Access follows the lesson (the session cookie comes with hls.js's same-origin
 * requests). Every URL names one transcode's content, so it is cached for good: by anyone for free
 * lessons and posters, by the viewer's browser only for the others.
 */
export async function serveLessonMedia(c: Context<AppEnv>, storage: FileStorage) {
  const id = Number(c.req.param("id"));
  const prefix = `/media/lessons/${c.req.param("id")}/`;
  // The raw path, so encoded slashes and dot segments never reach the parser decoded.
  const raw = new URL(c.req.url).pathname;
  if (!Number.isSafeInteger(id) || id < 1 || !raw.startsWith(prefix)) return c.text("Not Found", 404);
  try {
    const { key, shared } = await lessonMediaKey(c.get("ctx"), id, raw.slice(prefix.length));
    return await sendStored(c, storage, key, {
      "Cache-Control": `${shared ? "public" : "private"}, max-age=${YEAR}, immutable`,
      "Cross-Origin-Resource-Policy": "same-origin",
    });
  } catch (err) {
    if (!(err instanceof AppError)) throw err;
    const status = err.kind === "Unauthenticated" ? 401 : err.kind === "Forbidden" ? 403 : 404;
    return c.text(err.userMessage, status, { "Cache-Control": "no-store" });
  }
}
