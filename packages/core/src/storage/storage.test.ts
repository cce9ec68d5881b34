import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { text } from "node:stream/consumers";
import { afterAll, describe, expect, it } from "vitest";
import { localFileStorage } from "./local";
import { checkDownload, signDownload } from "./signed";
import { checkKey, parseRange } from "./storage";

describe("file storage", () => {
  const dir = mkdtempSync(path.join(tmpdir(), "storage-"));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const files = localFileStorage(dir);

  it("streams a body in and reads it back whole or by range", async () => {
    const chunks = Array.from({ length: 100 }, (_, i) => `第${String(i).padStart(3, "0")}行\n`);
    expect((await files.put("docs/2026/说明.txt".replace("说明", "readme"), Readable.from(chunks))).size).toBe(
      Buffer.byteLength(chunks.join("")),
    );
    expect(await files.stat("docs/2026/readme.txt")).toMatchObject({ contentType: "text/plain; charset=utf-8" });
    expect(await text(await files.read("docs/2026/readme.txt"))).toBe(chunks.join(""));
    const first = Buffer.byteLength(chunks[0]);
    expect(await text(await files.read("docs/2026/readme.txt", { start: first, end: 2 * first - 1 }))).toBe(chunks[1]);
    await files.remove("docs/2026/readme.txt");
    expect(await files.stat("docs/2026/readme.txt")).toBeNull();
  });

  it("never writes outside its directory", () => {
    for (const bad of ["../etc/passwd", "/abs", "a/../../b", "a//b", "a\\b", ""]) expect(() => checkKey(bad), bad).toThrow();
    expect(checkKey("videos/12/720p.m3u8")).toBe("videos/12/720p.m3u8");
  });

  it("reads Range headers as RFC 9110 says", () => {
    expect(parseRange(undefined, 1000)).toBeNull();
    expect(parseRange("bytes=0-99", 1000)).toEqual({ start: 0, end: 99 });
    expect(parseRange("bytes=900-", 1000)).toEqual({ start: 900, end: 999 });
    expect(parseRange("bytes=-100", 1000)).toEqual({ start: 900, end: 999 });
    expect(parseRange("bytes=990-2000", 1000)).toEqual({ start: 990, end: 999 });
    expect(parseRange("bytes=1000-", 1000)).toBe("unsatisfiable");
    expect(parseRange("bytes=5-1", 1000)).toBe("unsatisfiable");
    expect(parseRange("bytes=0-1,5-6", 1000)).toBeNull(); // several ranges: the whole object
    expect(parseRange("items=0-1", 1000)).toBeNull();
  });

  it("signs download links that expire and cannot be altered", () => {
    const secret = "s".repeat(32);
    const now = new Date("2026-11-23T12:00:00Z");
    const link = signDownload(secret, "docs/a.pdf", { expiresAt: new Date(now.getTime() + 600_000), filename: "施工组织设计.pdf" });
    const url = new URL(link, "https://x");
    expect(url.pathname).toBe("/dl/docs/a.pdf");
    expect(checkDownload(secret, "docs/a.pdf", url.searchParams, now)).toEqual({ ok: true, filename: "施工组织设计.pdf", inline: false });
    expect(checkDownload(secret, "docs/a.pdf", url.searchParams, new Date(now.getTime() + 601_000))).toEqual({
      ok: false,
      reason: "expired",
    });
    expect(checkDownload(secret, "docs/b.pdf", url.searchParams, now)).toEqual({ ok: false, reason: "invalid" });
    const renamed = new URLSearchParams(url.searchParams);
    renamed.set("name", "other.pdf");
    expect(checkDownload(secret, "docs/a.pdf", renamed, now).ok).toBe(false);
    const later = new URLSearchParams(url.searchParams);
    later.set("exp", String(Number(later.get("exp")) + 3600));
    expect(checkDownload(secret, "docs/a.pdf", later, now).ok).toBe(false);
    expect(checkDownload("t".repeat(32), "docs/a.pdf", url.searchParams, now).ok).toBe(false);
  });
});
