import { createHash } from "node:crypto";
import { PERM, requirePermission } from "../access";
import { auditChange } from "../audit";
import type { Ctx } from "../context";
import { invalid } from "../errors";
import { storageOf } from "../storage";

export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;

/** What we accept, recognised by the file's first bytes: the name and the browser's type are not trusted. */
const KINDS = [
  { ext: "png", type: "image/png", test: (b: Uint8Array) => starts(b, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]) },
  { ext: "jpg", type: "image/jpeg", test: (b: Uint8Array) => starts(b, [0xff, 0xd8, 0xff]) },
  { ext: "gif", type: "image/gif", test: (b: Uint8Array) => ascii(b, 0, "GIF87a") || ascii(b, 0, "GIF89a") },
  { ext: "webp", type: "image/webp", test: (b: Uint8Array) => ascii(b, 0, "RIFF") && ascii(b, 8, "WEBP") },
  { ext: "pdf", type: "application/pdf", test: (b: Uint8Array) => ascii(b, 0, "%PDF-") },
] as const;

function starts(b: Uint8Array, sig: number[]) {
  return sig.every((v, i) => b[i] === v);
}
function ascii(b: Uint8Array, at: number, s: string) {
  return [...s].every((ch, i) => b[at + i] === ch.charCodeAt(0));
}

export function sniffFile(bytes: Uint8Array) {
  return KINDS.find((k) => k.test(bytes)) ?? null;
}

/** Stored names are the content hash plus our own extension: unguessable from outside, never the uploader's name. */
const STORED_NAME = /^[a-f0-9]{64}\.(png|jpg|gif|webp|pdf)$/;

/**
 * Saves an uploaded image (or PDF attachment) in the file storage, under its stored name (the key is
 * the name, as in DATA_DIR/files before there was a storage port, so older addresses keep working),
 * and returns its public address /files/<name>.
 * SVG and HTML are refused on purpose: a browser would run scripts inside them.
 */
export async function storeUpload(ctx: Ctx, input: { bytes: Uint8Array; originalName?: string }) {
  requirePermission(ctx, PERM.mediaUpload);
  if (input.bytes.byteLength === 0) throw invalid("文件是空的");
  if (input.bytes.byteLength > MAX_UPLOAD_BYTES) throw invalid("文件不能超过 5 MB");
  const kind = sniffFile(input.bytes);
  if (!kind) throw invalid("只能上传 PNG、JPEG、GIF、WebP 图片或 PDF 文件");
  const name = `${createHash("sha256").update(input.bytes).digest("hex")}.${kind.ext}`;
  // The storage replaces an object only once it is complete: a reader never sees half a file.
  await storageOf(ctx).put(name, input.bytes);
  const url = `/files/${name}`;
  const original = (input.originalName ?? "").replace(/[^\p{L}\p{N}._ -]/gu, "").slice(0, 100);
  await auditChange(ctx, "file.upload", { type: "file", id: name }, null, { url, type: kind.type, size: input.bytes.byteLength, original });
  return { url, type: kind.type, size: input.bytes.byteLength };
}

/** The type of a stored upload for the public /files/ route, or null for any name we did not produce. */
export function storedFileType(name: string): { type: string; attachment: boolean } | null {
  if (!STORED_NAME.test(name)) return null;
  const ext = name.split(".").pop();
  const kind = KINDS.find((k) => k.ext === ext);
  return { type: kind?.type ?? "application/octet-stream", attachment: ext === "pdf" };
}
