import type { Readable } from "node:stream";

/**
 * The file storage port (DESIGN §8): one interface, local disk by default (local.ts). Keys are
 * paths like "videos/12/720p.m3u8"; bodies are streamed in and out, never held whole in memory.
 */
export interface FileStorage {
  readonly kind: "local" | "s3";
  /** Stores a body under `key`, replacing what was there only once it is complete. */
  put(key: string, body: Readable | Uint8Array): Promise<{ size: number }>;
  /** Size and type of a stored object, null when there is none. */
  stat(key: string): Promise<{ size: number; contentType: string } | null>;
  /** The object's bytes, or the inclusive byte range [start, end] of them. */
  read(key: string, range?: { start: number; end: number }): Promise<Readable>;
  remove(key: string): Promise<void>;
}

/** The context's storage: a service that stores files in a context without one is a wiring mistake. */
export function storageOf(ctx: { storage?: FileStorage }): FileStorage {
  if (!ctx.storage) throw new Error("no file storage in this context (ctx.storage)");
  return ctx.storage;
}

// A part may start with "_" or "-" (older avatar names are base64url), never with a dot.
const KEY = /^[a-z0-9_-][a-z0-9_.-]*(\/[a-z0-9_-][a-z0-9_.-]*)*$/i;

/** Keys are ours, never a visitor's path: no "..", no leading slash, no hidden files, no odd characters. */
export function checkKey(key: string): string {
  if (key.length > 300 || !KEY.test(key) || key.split("/").some((p) => p === ".." || p === ".")) throw new Error(`bad storage key: ${key}`);
  return key;
}

const TYPES: Record<string, string> = {
  png: "image/png",
  jpg: "image/jpeg",
  jpeg: "image/jpeg",
  gif: "image/gif",
  webp: "image/webp",
  pdf: "application/pdf",
  mp4: "video/mp4",
  m3u8: "application/vnd.apple.mpegurl",
  ts: "video/mp2t",
  m4s: "video/iso.segment",
  docx: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
  xlsx: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
  pptx: "application/vnd.openxmlformats-officedocument.presentationml.presentation",
  doc: "application/msword",
  xls: "application/vnd.ms-excel",
  ppt: "application/vnd.ms-powerpoint",
  zip: "application/zip",
  rar: "application/vnd.rar",
  "7z": "application/x-7z-compressed",
  txt: "text/plain; charset=utf-8",
};

export function contentTypeOf(key: string): string {
  return TYPES[key.split(".").pop()?.toLowerCase() ?? ""] ?? "application/octet-stream";
}

/**
 * One `Range: bytes=…` request header against an object of `size` bytes (RFC 9110 §14): the
 * inclusive range to send, null to send everything (no header, or several ranges, which we answer
 * whole), or "unsatisfiable" (416).
 */
export function parseRange(header: string | undefined | null, size: number): { start: number; end: number } | null | "unsatisfiable" {
  if (!header) return null;
  const m = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!m || (m[1] === "" && m[2] === "")) return null;
  if (m[1] === "") {
    const suffix = Number(m[2]);
    if (suffix === 0) return "unsatisfiable";
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(m[1]);
  const end = m[2] === "" ? size - 1 : Math.min(Number(m[2]), size - 1);
  if (start >= size || end < start) return "unsatisfiable";
  return { start, end };
}
