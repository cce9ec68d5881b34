import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { signDownload } from "@portal/core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp } from "./testing";

/** Stored files over HTTP (DESIGN §8): streamed with Range, signed expiring downloads. */
describe("file serving", () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  const dataDir = mkdtempSync(path.join(tmpdir(), "files-http-"));
  const secret = "k".repeat(40);
  const now = new Date("2026-11-23T12:00:00Z");
  const pdf = Buffer.concat([Buffer.from("%PDF-1.7\n"), Buffer.alloc(4000, 0x41)]);
  const pdfName = `${"b".repeat(64)}.pdf`;

  beforeAll(async () => {
    t = await createTestApp("pglite", { now: () => now, env: { DATA_DIR: dataDir, FILE_LINK_SECRET: secret } });
    writeFileSync(path.join(dataDir, "files", pdfName), pdf);
  });
  afterAll(async () => {
    await t.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("serves uploads whole or by range, and 416 for a range past the end", async () => {
    const whole = await t.app.request(`/files/${pdfName}`);
    expect(whole.status).toBe(200);
    expect(whole.headers.get("accept-ranges")).toBe("bytes");
    expect(Buffer.from(await whole.arrayBuffer()).equals(pdf)).toBe(true);
    const part = await t.app.request(`/files/${pdfName}`, { headers: { Range: "bytes=0-7" } });
    expect(part.status).toBe(206);
    expect(part.headers.get("content-range")).toBe(`bytes 0-7/${pdf.length}`);
    expect(await part.text()).toBe("%PDF-1.7");
    const past = await t.app.request(`/files/${pdfName}`, { headers: { Range: `bytes=${pdf.length}-` } });
    expect(past.status).toBe(416);
    expect(past.headers.get("content-range")).toBe(`bytes */${pdf.length}`);
    expect((await t.app.request("/files/..%2Fdb")).status).toBe(404);
  });

  it("downloads through a signed link as an attachment; expired or altered links are refused", async () => {
    const link = signDownload(secret, pdfName, { expiresAt: new Date(now.getTime() + 600_000), filename: "施工组织设计.pdf" });
    const ok = await t.app.request(link);
    expect(ok.status).toBe(200);
    expect(ok.headers.get("content-disposition")).toContain("filename*=UTF-8''%E6%96%BD%E5%B7%A5");
    expect(ok.headers.get("cache-control")).toBe("private, no-store");
    const resumed = await t.app.request(link, { headers: { Range: "bytes=4000-" } });
    expect(resumed.status).toBe(206);
    expect((await resumed.arrayBuffer()).byteLength).toBe(pdf.length - 4000);
    const expired = signDownload(secret, pdfName, { expiresAt: new Date(now.getTime() - 1000), filename: "a.pdf" });
    expect((await t.app.request(expired)).status).toBe(410);
    expect((await t.app.request(link.replace("name=", "name=x"))).status).toBe(403);
    expect(
      (await t.app.request(signDownload("x".repeat(40), pdfName, { expiresAt: new Date(now.getTime() + 60_000), filename: "a.pdf" })))
        .status,
    ).toBe(403);
    const missing = signDownload(secret, "docs/none.pdf", { expiresAt: new Date(now.getTime() + 60_000), filename: "a.pdf" });
    expect((await t.app.request(missing)).status).toBe(404);
  });
});
