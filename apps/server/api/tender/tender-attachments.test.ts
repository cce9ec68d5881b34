import { mkdtempSync, rmSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { ingestAnnouncements, localFileStorage, memoryQueue, registerAttachmentMirror } from "@portal/core";
import { createSession } from "@portal/core/auth/sessions";
import { testCtx } from "@portal/core/testing";
import { schema } from "@portal/db";
import { testDbKinds } from "@portal/db/testing";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp } from "../../testing";

const PDF = Buffer.from("%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n");
const EXE = Buffer.concat([Buffer.from("MZ"), Buffer.alloc(200, 0x90)]);
const LIMIT = 64 * 1024;

/**
 * Issue 35: an ingested notice's attachments are copied, in the background, through the outgoing
 * HTTP port into the file storage; programs, web pages and files over the limit are refused and
 * say why. Signed-in users get our copy through a signed link; visitors are sent to log in.
 */
describe.each(testDbKinds())("tender attachment copies on %s", (kind) => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let site: Server;
  let origin: string;
  let token: string;
  let id: number;
  let reingest: (text: string, extra: string[]) => Promise<void>;
  const now = new Date("2026-03-15T02:00:00Z");
  const dataDir = mkdtempSync(path.join(tmpdir(), "attachments-"));

  beforeAll(async () => {
    // The source site: a PDF, a program named like a document, a page instead of a file, a file
    // over the limit sent without a length, and one that says its length up front.
    site = createServer((req, res) => {
      const send = (body: Buffer, headers: Record<string, string> = {}) => {
        res.writeHead(200, headers);
        res.end(body);
      };
      if (req.url === "/files/a.pdf") return send(PDF, { "content-type": "application/pdf" });
      if (req.url === "/files/setup.doc") return send(EXE, { "content-type": "application/msword" });
      if (req.url === "/files/gone.pdf")
        return send(Buffer.from("<!DOCTYPE html><html>页面不存在</html>"), { "content-type": "text/html" });
      if (req.url === "/files/big.zip") {
        res.writeHead(200, { "content-type": "application/zip" });
        for (let i = 0; i < 3; i++) res.write(Buffer.alloc(LIMIT / 2, 0x50));
        return res.end();
      }
      if (req.url === "/files/declared.pdf") return send(Buffer.concat([PDF, Buffer.alloc(LIMIT * 2)]));
      res.writeHead(404).end();
    });
    await new Promise<void>((resolve) => site.listen(0, "127.0.0.1", resolve));
    origin = `http://127.0.0.1:${(site.address() as AddressInfo).port}`;

    t = await createTestApp(kind, { now: () => now, env: { DATA_DIR: dataDir, FILE_LINK_SECRET: "a".repeat(40) } });
    const queue = memoryQueue();
    const ctx = { ...testCtx(t.database), now: () => now, cache: t.cache, queue, storage: localFileStorage(path.join(dataDir, "files")) };
    // Loopback is refused by the port unless trusted: the test's site is, as an operator's host would be.
    registerAttachmentMirror(queue, () => ctx, { trust: [new URL(origin).host], maxBytes: LIMIT });
    const names = ["a.pdf", "setup.doc", "gone.pdf", "big.zip", "declared.pdf"];
    reingest = async (text, extra) => {
      await ingestAnnouncements(ctx, [
        {
          sourceUrl: `${origin}/notice/1.html`,
          title: "宜昌市夷陵区黄花隧道改扩建工程施工招标公告",
          text: `项目编号：E4205002026000042\n招标人：宜昌市夷陵区交通运输局\n${text}`,
          publishedOn: "2026-03-10",
          attachments: [
            ...[...names, ...extra].map((n) => ({ name: `附件 ${n}`, url: `${origin}/files/${n}` })),
            { name: "示例附件.pdf", url: "https://ggzy.example/files/1.pdf" },
          ],
        },
      ]);
      await queue.idle();
    };
    await reingest("", []);
    const [row] = await t.database.db.select().from(schema.tenderAnnouncements);
    id = row.id;
    const [u] = await t.database.db.insert(schema.users).values({ phone: "13700000091" }).returning();
    token = (await createSession(ctx, { userId: u.id })).token;
  }, 120_000);
  afterAll(async () => {
    await t?.close();
    site?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("keeps the PDF, refuses the program, the web page and the oversized files, and never fetches the demo host", async () => {
    const [row] = await t.database.db.select().from(schema.tenderAnnouncements).where(eq(schema.tenderAnnouncements.id, id));
    const byName = Object.fromEntries(row.attachments.map((a) => [a.name, a]));
    expect(byName["附件 a.pdf"]).toMatchObject({ mirror: "done", type: "pdf", size: PDF.length });
    expect(byName["附件 setup.doc"]).toMatchObject({ mirror: "failed", error: "可执行程序，不予保存" });
    expect(byName["附件 gone.pdf"]).toMatchObject({ mirror: "failed", error: expect.stringContaining("网页") });
    expect(byName["附件 big.zip"]).toMatchObject({ mirror: "failed", error: `文件超过 ${LIMIT} 字节` });
    expect(byName["附件 declared.pdf"]).toMatchObject({ mirror: "failed", error: `文件超过 ${LIMIT} 字节` });
    expect(byName["示例附件.pdf"]).toMatchObject({ mirror: "skipped" });
    expect(row.attachments.filter((a) => a.key)).toHaveLength(1);
  });

  it("shows signed-in users the copy's state and hands out our copy through a signed link", async () => {
    const detail = (await t.json("/api/ai/pub/bid/detail", { id }, token)).body.data;
    expect(detail.attachments[0]).toMatchObject({ name: "附件 a.pdf", url: `${origin}/files/a.pdf`, mirror: "done", type: "pdf" });
    expect(detail.attachments[0].key).toBeUndefined();
    const go = await t.app.request(`/tender/attachment/${id}/0`, { headers: { Authorization: `Bearer ${token}` } });
    expect(go.status).toBe(302);
    const link = go.headers.get("location") ?? "";
    expect(link).toMatch(/^\/dl\/tender\/attachments\//);
    const file = await t.app.request(link);
    expect(file.status).toBe(200);
    expect(file.headers.get("content-type")).toBe("application/pdf");
    expect(file.headers.get("content-disposition")).toContain("attachment");
    expect(Buffer.from(await file.arrayBuffer())).toEqual(PDF);
    // No copy (the refused program), a bad index, an unknown notice: 404.
    for (const p of [`/tender/attachment/${id}/1`, `/tender/attachment/${id}/99`, "/tender/attachment/999999/0"]) {
      expect((await t.app.request(p, { headers: { Authorization: `Bearer ${token}` } })).status).toBe(404);
    }
  });

  it("sends visitors to log in and back to the notice", async () => {
    const go = await t.app.request(`/tender/attachment/${id}/0`);
    expect(go.status).toBe(302);
    expect(go.headers.get("location")).toBe(`/login?redirect=${encodeURIComponent(`/tenderDetails/${id}`)}`);
  });

  it("keeps the copies when the notice is published again, and copies an attachment added to it", async () => {
    const before = (await t.database.db.select().from(schema.tenderAnnouncements)).map((r) => r.attachments)[0];
    await reingest("（更正）", ["a2.pdf"]);
    const [row] = await t.database.db.select().from(schema.tenderAnnouncements).where(eq(schema.tenderAnnouncements.id, id));
    expect(row.text).toContain("（更正）");
    expect(row.attachments[0]).toEqual(before[0]);
    // The site has no a2.pdf: 404, said so.
    expect(row.attachments.find((a) => a.name === "附件 a2.pdf")).toMatchObject({ mirror: "failed", error: "来源网站返回 HTTP 404" });
  });
});
