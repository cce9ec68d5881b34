import { type FileStorage, storedFileType } from "@portal/core";
import type { Context } from "hono";
import type { AppEnv } from "./env";
import { sendStored } from "./serve-file";

/**
 * Uploaded files (DATA_DIR/files). Only names the upload service produced are served, with the type
 * it recognised from the bytes, nosniff, and a sandboxing CSP so that even a crafted file cannot run
 * script in our origin. Names are content hashes, so a file never changes: cache it for a year.
 * Streamed from storage, with Range (a large PDF opens at its first pages).
 */
export async function serveUpload(c: Context<AppEnv>, files: FileStorage) {
  const name = c.req.param("name") ?? "";
  const file = storedFileType(name);
  if (!file) return c.text("Not Found", 404);
  return sendStored(c, files, name, {
    "Content-Type": file.type,
    "Content-Security-Policy": "default-src 'none'; img-src 'self'; sandbox",
    "Cross-Origin-Resource-Policy": "same-origin",
    "Cache-Control": "public, max-age=31536000, immutable",
    "Content-Disposition": file.attachment ? "attachment" : "inline",
  });
}
