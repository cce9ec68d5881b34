import { describe, expect, it } from "vitest";
import { sniffAttachment } from "./attachment-type";

const bytes = (...parts: (string | number[])[]) =>
  Buffer.concat(parts.map((p) => (typeof p === "string" ? Buffer.from(p, "latin1") : Buffer.from(p))));
const OLE = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];

/** Issue 35: what an attachment is comes from its first bytes, never from its name or the server's word. */
describe("attachment type sniffing", () => {
  it("keeps the documents tender notices attach", () => {
    const kinds: [Buffer, string, string][] = [
      [bytes("%PDF-1.7\n"), "招标文件.doc", "pdf"],
      [bytes("PK\x03\x04", [20, 0], "[Content_Types].xml word/document.xml"), "招标文件", "docx"],
      [bytes("PK\x03\x04", [20, 0], "xl/workbook.xml"), "清单.xls", "xlsx"],
      [bytes("PK\x03\x04", [20, 0], "图纸/总平面.dwg"), "图纸.zip", "zip"],
      [bytes(OLE, [0, 0]), "工程量清单.xls", "xls"],
      [bytes(OLE, [0, 0]), "附件", "doc"],
      [bytes("Rar!\x1a\x07\x01\x00"), "图纸.rar", "rar"],
      [bytes([0x37, 0x7a, 0xbc, 0xaf, 0x27, 0x1c]), "图纸.7z", "7z"],
      [bytes([0xff, 0xd8, 0xff, 0xe0]), "现场照片.jpg", "jpg"],
      [bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), "截图.png", "png"],
    ];
    for (const [head, name, ext] of kinds) expect(sniffAttachment(head, name)).toEqual({ ok: true, ext });
  });

  it("refuses programs, web pages and anything else, whatever they are called", () => {
    expect(sniffAttachment(bytes("MZ\x90\x00"), "招标文件.pdf")).toEqual({ ok: false, reason: "可执行程序，不予保存" });
    expect(sniffAttachment(bytes([0x7f, 0x45, 0x4c, 0x46, 2]), "a.doc")).toEqual({ ok: false, reason: "可执行程序，不予保存" });
    expect(sniffAttachment(bytes("\n  <!DOCTYPE html><html>"), "a.pdf")).toMatchObject({
      ok: false,
      reason: expect.stringContaining("网页"),
    });
    expect(sniffAttachment(bytes("#!/bin/sh\nrm -rf /"), "a.pdf")).toEqual({ ok: false, reason: "不支持的文件类型" });
    expect(sniffAttachment(bytes(""), "a.pdf")).toEqual({ ok: false, reason: "不支持的文件类型" });
  });
});
