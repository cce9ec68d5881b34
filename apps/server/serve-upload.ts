import { type FileStorage, isChatImageName, storedFileType } from "@portal/core";
import type { Context } from "hono";
import type { AppEnv } from "./env";
import { sendStored } from "./serve-file";

/**
 * Uploaded files (storage key = the name). Only names the upload service produced are served, with the type
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

/** Avatar names the avatar service produces (older ones are 24 base64url characters). */
const AVATAR_NAME = /^[A-Za-z0-9_-]{1,64}\.(png|jpg|webp)$/;

/**
 * Avatars (storage key avatars/<name>), with the same guards as uploads. A replaced avatar is deleted,
 * so a day's cache rather than a year's.
 */
export async function serveAvatar(c: Context<AppEnv>, files: FileStorage) {
  const name = c.req.param("name") ?? "";
  if (!AVATAR_NAME.test(name)) return c.text("Not Found", 404);
  return sendStored(c, files, `avatars/${name}`, {
    "Content-Security-Policy": "default-src 'none'; sandbox",
    "Cross-Origin-Resource-Policy": "same-origin",
    "Cache-Control": "public, max-age=86400",
  });
}

/**
 * Images sent in the customer-service chat (storage key chat/<hash>.<ext>). The name is the content
 * hash, unguessable without the image itself; browsers keep them privately only.
 */
export async function serveChatImage(c: Context<AppEnv>, files: FileStorage) {
  const name = c.req.param("name") ?? "";
  if (!isChatImageName(name)) return c.text("Not Found", 404);
  return sendStored(c, files, `chat/${name}`, {
    "Content-Type": storedFileType(name)?.type ?? "application/octet-stream",
    "Content-Security-Policy": "default-src 'none'; sandbox",
    "Cross-Origin-Resource-Policy": "same-origin",
    "Cache-Control": "private, max-age=31536000, immutable",
  });
}
