/**
 * What an attachment really is, read from its first bytes rather than from the name or the
 * server's Content-Type (sites send PDFs as text/html and error pages as 招标文件.pdf). Only the
 * kinds tender notices attach are kept; programs, scripts and web pages are refused.
 */
export type AttachmentKind = { ok: true; ext: string } | { ok: false; reason: string };

const starts = (b: Uint8Array, sig: number[], at = 0) => sig.every((v, i) => b[at + i] === v);
const ascii = (s: string) => [...s].map((c) => c.charCodeAt(0));

/** Old Office files share one container (OLE2); the name tells a spreadsheet from a document. */
const OLE_EXTS = new Set(["doc", "xls", "ppt"]);

export function sniffAttachment(head: Uint8Array, name: string): AttachmentKind {
  const named = name.split(".").pop()?.toLowerCase() ?? "";
  if (starts(head, ascii("%PDF-"))) return { ok: true, ext: "pdf" };
  if (starts(head, [0x50, 0x4b, 0x03, 0x04])) return { ok: true, ext: officeInZip(head) ?? "zip" };
  if (starts(head, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])) return { ok: true, ext: OLE_EXTS.has(named) ? named : "doc" };
  if (starts(head, ascii("Rar!\x1a\x07"))) return { ok: true, ext: "rar" };
  if (starts(head, [0x37, 0x7a, 0xbc, 0xaf, 0x27, 0x1c])) return { ok: true, ext: "7z" };
  if (starts(head, [0xff, 0xd8, 0xff])) return { ok: true, ext: "jpg" };
  if (starts(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return { ok: true, ext: "png" };
  if (starts(head, ascii("MZ")) || starts(head, [0x7f, 0x45, 0x4c, 0x46]) || isMachO(head)) {
    return { ok: false, reason: "可执行程序，不予保存" };
  }
  const text = new TextDecoder("latin1").decode(head.subarray(0, 512)).trimStart().toLowerCase();
  if (/^(<!doctype html|<html|<head|<body|<script|<\?xml)/.test(text))
    return { ok: false, reason: "来源返回的是网页而不是文件（附件可能已失效）" };
  return { ok: false, reason: "不支持的文件类型" };
}

/** A .docx/.xlsx/.pptx names its parts (word/…, xl/…, ppt/…) near the start of the archive. */
function officeInZip(head: Uint8Array): string | undefined {
  const names = new TextDecoder("latin1").decode(head.subarray(0, Math.min(head.length, 8192)));
  if (names.includes("word/")) return "docx";
  if (names.includes("xl/")) return "xlsx";
  if (names.includes("ppt/")) return "pptx";
  return undefined;
}

function isMachO(b: Uint8Array): boolean {
  return [
    [0xfe, 0xed, 0xfa, 0xce],
    [0xfe, 0xed, 0xfa, 0xcf],
    [0xcf, 0xfa, 0xed, 0xfe],
    [0xce, 0xfa, 0xed, 0xfe],
  ].some((sig) => starts(b, sig));
}
