import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { createSession } from "@portal/core/auth/sessions";
import { changePoints } from "@portal/core/points/ledger";
import { testCtx } from "@portal/core/testing";
import { schema } from "@portal/db";
import { testDbKinds } from "@portal/db/testing";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp } from "../../testing";

/**
 * Downloadable documents (issue 11): folders, lists, top downloads for everyone; a signed-in user
 * gets a signed link, paid from the day's free downloads, then with points; the same file again the
 * same day is free. Anonymous 401, unknown 404, bad input 400.
 */
describe.each(testDbKinds())("downloads API on %s", (kind) => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  const dataDir = mkdtempSync(path.join(tmpdir(), "downloads-"));
  const now = new Date("2026-11-23T04:00:00Z");
  const tokens: Record<string, string> = {};
  const ids: Record<string, string> = {};
  const docs: number[] = [];
  const call = (p: string, body: unknown = {}, who?: string) => t.json(p, body, who && tokens[who]);

  beforeAll(async () => {
    t = await createTestApp(kind, { now: () => now, env: { DATA_DIR: dataDir, FILE_LINK_SECRET: "f".repeat(40) } });
    mkdirSync(path.join(dataDir, "files", "docs"), { recursive: true });
    const [root] = await t.database.db.insert(schema.downloadDirs).values({ name: "施工资料", sort: 1 }).returning();
    const [sub] = await t.database.db.insert(schema.downloadDirs).values({ name: "施工组织设计", parentId: root.id }).returning();
    const [other] = await t.database.db.insert(schema.downloadDirs).values({ name: "造价资料", sort: 2 }).returning();
    for (let i = 0; i < 8; i++) {
      const key = `docs/doc-${i}.pdf`;
      writeFileSync(path.join(dataDir, "files", key), `%PDF-1.7 第 ${i} 份`);
      const [row] = await t.database.db
        .insert(schema.downloads)
        .values({
          dirId: i < 4 ? sub.id : i < 7 ? root.id : other.id,
          title: i === 0 ? "市政道路施工组织设计范本" : `工程资料 ${i}`,
          fileKey: key,
          fileName: `资料${i}.pdf`,
          fileType: i % 2 ? "DOCX" : "PDF",
          sizeBytes: 20,
          publishedOn: `2026-11-${String(10 + i).padStart(2, "0")}`,
        })
        .returning();
      docs.push(row.id);
    }
    const ctx = { ...testCtx(t.database), cache: t.cache, now: () => now };
    for (const [who, phone] of [
      ["alice", "13700000051"],
      ["bob", "13700000052"],
    ] as const) {
      const [u] = await t.database.db.insert(schema.users).values({ phone }).returning();
      tokens[who] = (await createSession(ctx, { userId: u.id })).token;
      ids[who] = u.id;
    }
  }, 120_000);
  afterAll(async () => {
    await t.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("serves the folders, lists (a folder with its sub-folders), search and top downloads to everyone", async () => {
    const tree = (await call("/api/download/dir/getTree")).body.data;
    expect(tree.map((d: { name: string }) => d.name)).toEqual(["施工资料", "造价资料"]);
    expect(tree[0].children[0].name).toBe("施工组织设计");
    const all = await call("/api/news/pub/download/listPaged", { dirId: tree[0].id, current: 1, size: 20 });
    expect(all.body.total).toBe(7);
    expect(all.body.data.records[0].publishedOn).toBe("2026-11-16");
    expect(
      (await call("/api/news/pub/download/listPaged", { keyword: "组织设计" })).body.data.records.map((r: { id: number }) => r.id),
    ).toEqual([docs[0]]);
    expect((await call("/api/news/pub/download/listPaged", { fileType: "DOCX" })).body.total).toBe(4);
    expect((await call("/api/news/pub/download/listPaged", { fileType: "EXE" })).status).toBe(400);
    expect((await call("/api/news/download/listPaged", {})).status).toBe(401);
    expect((await call("/api/news/download/listPaged", {}, "alice")).body.total).toBe(8);
    expect((await call("/api/download/topDownload", { size: 3 })).body.data).toHaveLength(3);
  });

  it("says what a download costs, and hands out signed links: free ones first, then points, the same file again free", async () => {
    expect((await call("/api/download/checkLogin", { id: docs[0] })).body.data).toMatchObject({ login: false, points: 5 });
    expect((await call("/api/download/checkLogin", { id: 999_999 })).status).toBe(404);
    expect((await call("/api/download/link", { id: docs[0] })).status).toBe(401);
    expect((await call("/api/download/link", { id: 999_999 }, "alice")).status).toBe(404);
    expect((await call("/api/download/checkLogin", { id: docs[0] }, "alice")).body.data).toMatchObject({
      login: true,
      freeLeft: 5,
      balance: 0,
    });

    const first = await call("/api/download/link", { id: docs[0] }, "alice");
    expect(first.body.data.via).toBe("quota");
    const file = await t.app.request(first.body.data.url);
    expect(file.status).toBe(200);
    expect(file.headers.get("content-disposition")).toContain("attachment");
    expect(await file.text()).toBe("%PDF-1.7 第 0 份");
    // The same file again today: free, not counted twice.
    expect((await call("/api/download/link", { id: docs[0] }, "alice")).body.data.via).toBe("again");
    for (const id of docs.slice(1, 5)) expect((await call("/api/download/link", { id }, "alice")).body.data.via).toBe("quota");
    const short = await call("/api/download/link", { id: docs[5] }, "alice");
    expect(short.status).toBe(409);
    expect(short.body.msg).toContain("今日免费下载次数已用完");
    await changePoints({ ...testCtx(t.database), now: () => now }, ids.alice, { delta: 12, reason: "GRANT", note: "测试", idemKey: "t" });
    expect((await call("/api/download/link", { id: docs[5] }, "alice")).body.data.via).toBe("points");
    expect((await call("/api/download/checkLogin", { id: docs[6] }, "alice")).body.data).toMatchObject({ freeLeft: 0, balance: 7 });
    const [row] = await t.database.db.select().from(schema.downloads).where(eq(schema.downloads.id, docs[0]));
    expect(row.downloadCount).toBe(1);
  });

  it("charges one download once however many requests race", async () => {
    const results = await Promise.all(Array.from({ length: 6 }, () => call("/api/download/link", { id: docs[7] }, "bob")));
    expect(results.every((r) => r.status === 200)).toBe(true);
    expect(results.filter((r) => r.body.data.via === "quota")).toHaveLength(1);
    const [row] = await t.database.db.select().from(schema.downloads).where(eq(schema.downloads.id, docs[7]));
    expect(row.downloadCount).toBe(1);
    expect((await call("/api/download/checkLogin", { id: docs[7] }, "bob")).body.data).toMatchObject({
      downloadedToday: true,
      freeLeft: 4,
    });
  });

  it("previews a PDF inline for a signed-in user without spending anything; other types and visitors are refused", async () => {
    expect((await call("/api/download/preview", { id: docs[0] })).status).toBe(401);
    expect((await call("/api/download/preview", { id: docs[1] }, "alice")).status).toBe(400);
    const before = (await call("/api/download/checkLogin", { id: docs[2] }, "alice")).body.data;
    const r = await call("/api/download/preview", { id: docs[2] }, "alice");
    expect(r.status).toBe(200);
    const file = await t.app.request(r.body.data.url);
    expect(file.status).toBe(200);
    expect(file.headers.get("content-disposition")).toMatch(/^inline; /);
    expect(file.headers.get("content-type")).toBe("application/pdf");
    expect(await file.text()).toBe("%PDF-1.7 第 2 份");
    // The inline link cannot be turned into an attachment (or back) without breaking its signature.
    expect((await t.app.request(r.body.data.url.replace("&inline=1", ""))).status).toBe(403);
    expect((await call("/api/download/checkLogin", { id: docs[2] }, "alice")).body.data).toEqual(before);
  });
});
