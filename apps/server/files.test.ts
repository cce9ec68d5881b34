import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { type FileStorage, signDownload } from "@portal/core";
import { startS3Server } from "@portal/core/storage/s3-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { staffSession } from "./api/testing/staff-testkit";
import { openStorage } from "./storage";
import { createTestApp } from "./testing";

/** The app's own storage, on local disk or in a bucket of a real S3-compatible server (DESIGN §8). */
const engines = [
  { name: "local disk", start: async () => ({ env: {} as Record<string, string>, close: async () => {} }) },
  { name: "S3 (s3rver)", start: startS3Server },
];

/** Stored files over HTTP (DESIGN §8): streamed with Range, signed expiring downloads. */
describe.each(engines)("file serving from $name", (engine) => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let server: { env: Record<string, string>; close(): Promise<void> };
  let files: FileStorage;
  const dataDir = mkdtempSync(path.join(tmpdir(), "files-http-"));
  const secret = "k".repeat(40);
  const now = new Date("2026-11-23T12:00:00Z");
  const pdf = Buffer.concat([Buffer.from("%PDF-1.7\n"), Buffer.alloc(4000, 0x41)]);
  const pdfName = `${"b".repeat(64)}.pdf`;
  const png = Buffer.from("89504e470d0a1a0a0000000d4948445200000001000000010806000000", "hex");

  beforeAll(async () => {
    server = await engine.start();
    t = await createTestApp("pglite", { now: () => now, env: { DATA_DIR: dataDir, FILE_LINK_SECRET: secret, ...server.env } });
    // The same storage the app opened from its configuration.
    files = openStorage(t.config);
    expect(files.kind).toBe(engine.name === "local disk" ? "local" : "s3");
    await files.put(pdfName, new Uint8Array(pdf));
    await files.put("docs/2026/plan.pdf", new Uint8Array(pdf));
  });
  afterAll(async () => {
    await t.close();
    await server.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("serves uploads whole or by range, and 416 for a range past the end", async () => {
    const whole = await t.app.request(`/files/${pdfName}`);
    expect(whole.status).toBe(200);
    expect(whole.headers.get("accept-ranges")).toBe("bytes");
    expect(whole.headers.get("content-length")).toBe(String(pdf.length));
    expect(Buffer.from(await whole.arrayBuffer()).equals(pdf)).toBe(true);
    const part = await t.app.request(`/files/${pdfName}`, { headers: { Range: "bytes=0-7" } });
    expect(part.status).toBe(206);
    expect(part.headers.get("content-range")).toBe(`bytes 0-7/${pdf.length}`);
    expect(await part.text()).toBe("%PDF-1.7");
    const tail = await t.app.request(`/files/${pdfName}`, { headers: { Range: "bytes=-10" } });
    expect(tail.status).toBe(206);
    expect(await tail.text()).toBe("A".repeat(10));
    const past = await t.app.request(`/files/${pdfName}`, { headers: { Range: `bytes=${pdf.length}-` } });
    expect(past.status).toBe(416);
    expect(past.headers.get("content-range")).toBe(`bytes */${pdf.length}`);
    expect((await t.app.request("/files/..%2Fdb")).status).toBe(404);
    expect((await t.app.request(`/files/${"c".repeat(64)}.pdf`)).status).toBe(404);
    // Documents for download are reached only through a signed link, never by their path.
    expect((await t.app.request("/files/docs/2026/plan.pdf")).status).toBe(404);
  });

  it("downloads through a signed link as an attachment; expired or altered links are refused", async () => {
    const link = signDownload(secret, "docs/2026/plan.pdf", { expiresAt: new Date(now.getTime() + 600_000), filename: "施工组织设计.pdf" });
    const ok = await t.app.request(link);
    expect(ok.status).toBe(200);
    expect(ok.headers.get("content-disposition")).toContain("filename*=UTF-8''%E6%96%BD%E5%B7%A5");
    expect(ok.headers.get("cache-control")).toBe("private, no-store");
    expect(Buffer.from(await ok.arrayBuffer()).equals(pdf)).toBe(true);
    const resumed = await t.app.request(link, { headers: { Range: "bytes=4000-" } });
    expect(resumed.status).toBe(206);
    expect(Buffer.from(await resumed.arrayBuffer()).equals(pdf.subarray(4000))).toBe(true);
    expect((await t.app.request(link, { headers: { Range: "bytes=9999-" } })).status).toBe(416);
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

  it("keeps console uploads and avatars in the storage and serves them from it", async () => {
    const form = (name: string) => {
      const body = new FormData();
      body.append("file", new Blob([new Uint8Array(png)]), name);
      return body;
    };
    const editor = await staffSession(t.database, "13700000001", ["editor"]);
    const upload = await t.app.request("/api/admin/files/upload", {
      method: "POST",
      body: form("a.png"),
      headers: { "X-Requested-With": "XMLHttpRequest", Cookie: editor.cookie },
    });
    const { url } = (await upload.json()).data as { url: string };
    expect(url).toMatch(/^\/files\/[a-f0-9]{64}\.png$/);
    expect(await files.stat(url.slice("/files/".length))).toEqual({ size: png.length, contentType: "image/png" });
    expect(Buffer.from(await (await t.app.request(url)).arrayBuffer()).equals(png)).toBe(true);

    const person = await staffSession(t.database, "13700000002", []);
    const avatar = async () => {
      const res = await t.app.request("/api/user/center/avatar/upload", {
        method: "POST",
        body: form("me.png"),
        headers: { "X-Requested-With": "XMLHttpRequest", Cookie: person.cookie },
      });
      return ((await res.json()).data as { avatarUrl: string }).avatarUrl;
    };
    const first = await avatar();
    expect(first).toMatch(/^\/files\/avatars\/[a-f0-9]{24}\.png$/);
    const served = await t.app.request(first);
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("image/png");
    expect(served.headers.get("content-security-policy")).toMatch(/sandbox/);
    // A new avatar replaces the old one in the storage too.
    const second = await avatar();
    expect((await t.app.request(second)).status).toBe(200);
    expect(await files.stat(`avatars/${first.split("/").pop()}`)).toBeNull();
    expect((await t.app.request(first)).status).toBe(404);
    expect((await t.app.request("/files/avatars/..%2F..%2Fdb.png")).status).toBe(404);
    // Avatars stored before the storage port keep their addresses (base64url names).
    await files.put("avatars/_x-Y1abcdefghijklmnopqrs.jpg", new Uint8Array([0xff, 0xd8, 0xff, 0xe0]));
    expect((await t.app.request("/files/avatars/_x-Y1abcdefghijklmnopqrs.jpg")).headers.get("content-type")).toBe("image/jpeg");
  });
});
