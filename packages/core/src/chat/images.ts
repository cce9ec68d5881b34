import { createHash } from "node:crypto";
import { MAX_UPLOAD_BYTES, sniffFile } from "../admin";
import type { Ctx } from "../context";
import { invalid, unauthenticated } from "../errors";
import { storageOf } from "../storage";

/** Chat images are kept under their own prefix and served at /files/chat/<name>. */
const CHAT_IMAGE_NAME = /^[a-f0-9]{64}\.(png|jpg|gif|webp)$/;
const CHAT_IMAGE_URL = /^\/files\/chat\/[a-f0-9]{64}\.(png|jpg|gif|webp)$/;

export function isChatImageName(name: string): boolean {
  return CHAT_IMAGE_NAME.test(name);
}

/** Image messages may only point at an image this service stored. */
export function isChatImageUrl(url: string): boolean {
  return CHAT_IMAGE_URL.test(url);
}

/**
 * Stores an image sent in the chat (by a visitor with a chat cookie or by staff), recognised by its
 * first bytes like every upload: PNG, JPEG, GIF or WebP, at most 5 MB. The name is the content hash.
 */
export async function storeChatImage(ctx: Ctx, input: { bytes: Uint8Array; allowed: boolean }): Promise<{ url: string }> {
  if (!input.allowed) throw unauthenticated();
  if (input.bytes.byteLength === 0) throw invalid("图片是空的");
  if (input.bytes.byteLength > MAX_UPLOAD_BYTES) throw invalid("图片不能超过 5 MB");
  const kind = sniffFile(input.bytes);
  if (!kind || kind.ext === "pdf") throw invalid("只能发送 PNG、JPEG、GIF 或 WebP 图片");
  const name = `${createHash("sha256").update(input.bytes).digest("hex")}.${kind.ext}`;
  await storageOf(ctx).put(`chat/${name}`, input.bytes);
  return { url: `/files/chat/${name}` };
}
