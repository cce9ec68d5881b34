import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { testDbKinds } from "@portal/db/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp } from "../../testing";
import { adminFixture } from "../testing/staff-testkit";

type Fixture = Awaited<ReturnType<typeof adminFixture>>;

/**
 * Documents in the console (issue 11): the file is the request body, streamed into storage and
 * checked against its extension by its first bytes; staff edit, hide and delete; the public list
 * follows. Folders are the console's folder set "download".
 */
describe.each(testDbKinds())("admin documents API on %s", (kind) => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let f: Fixture;
  const dataDir = mkdtempSync(path.join(tmpdir(), "documents-"));
  const upload = (bytes: Uint8Array<ArrayBuffer> | string, query: Record<string, string>, who?: { cookie: string }) =>
    t.app.request(`/api/admin/download/upload?${new URLSearchParams(query)}`, {
      method: "POST",
      body: typeof bytes === "string" ? new TextEncoder().encode(bytes) : bytes,
      headers: { "Content-Type": "application/octet-stream", "X-Requested-With": "XMLHttpRequest", ...(who ? { Cookie: who.cookie } : {}) },
    });
  const publicTitles = async () =>
    (await t.json("/api/news/pub/download/listPaged", { size: 50 })).body.data.records.map((r: { title: string }) => r.title);

  beforeAll(async () => {
    t = await createTestApp(kind, { env: { DATA_DIR: dataDir } });
    f = await adminFixture(t);
  }, 120_000);
  afterAll(() => t.close());

  it("refuses visitors and plain users, wrong types, disguised files and empty bodies, in Chinese", async () => {
    const pdf = "%PDF-1.4\n一份测试资料";
    expect((await upload(pdf, { fileName: "a.pdf" })).status).toBe(401);
    expect((await upload(pdf, { fileName: "a.pdf" }, f.user)).status).toBe(403);
    const exe = await upload("MZ\x90\x00", { fileName: "setup.exe" }, f.editor);
    expect(exe.status).toBe(400);
    expect((await exe.json()).msg).toBe("只能上传 PDF、Word、Excel、PPT 文档或 ZIP 压缩包");
    const disguised = await upload("<html><script>alert(1)</script>", { fileName: "报告.pdf" }, f.editor);
    expect(disguised.status).toBe(400);
    expect((await disguised.json()).msg).toBe("文件内容与扩展名不符，请上传原始文档");
    expect((await upload("", { fileName: "空.pdf" }, f.editor)).status).toBe(400);
    expect((await upload(pdf, { fileName: "a.pdf", dirId: "999999" }, f.editor)).status).toBe(404);
    expect(await publicTitles()).not.toContain("报告");
  });

  it("uploads into a folder, lists it for the public with size and type, and serves the same bytes", async () => {
    const folder = await f.call("/api/admin/folder/create", { set: "download", name: "合同范本" }, f.editor);
    expect(folder.status).toBe(200);
    const bytes = new Uint8Array(200_000);
    bytes.set([0x50, 0x4b, 0x03, 0x04]);
    bytes[199_999] = 7;
    const res = await upload(
      bytes,
      { fileName: "施工合同示范文本.docx", summary: "主要条款", dirId: String(folder.body.data.id) },
      f.editor,
    );
    expect(res.status).toBe(200);
    const row = (await res.json()).data;
    expect(row).toMatchObject({
      title: "施工合同示范文本",
      fileType: "DOCX",
      sizeBytes: 200_000,
      state: "published",
      dirId: folder.body.data.id,
    });
    const listed = await t.json("/api/news/pub/download/listPaged", { dirId: folder.body.data.id });
    expect(listed.body.data.records).toHaveLength(1);
    const link = await f.call("/api/download/link", { id: row.id }, f.user);
    const file = await t.app.request(link.body.data.url);
    const got = new Uint8Array(await file.arrayBuffer());
    expect([got.length, got[0], got[199_999]]).toEqual([200_000, 0x50, 7]);
    // A folder holding a document is not deleted.
    const del = await f.call("/api/admin/folder/remove", { set: "download", id: folder.body.data.id }, f.editor);
    expect(del.status).toBe(409);
  });

  it("edits, hides and deletes, each in the audit log; hidden documents leave the public list", async () => {
    const res = await upload("%PDF-1.7 测试", { fileName: "监理规划.pdf", title: "监理规划范本" }, f.editor);
    const row = (await res.json()).data;
    expect(await publicTitles()).toContain("监理规划范本");
    const search = async () =>
      (await t.json("/api/news/pub/search", { keyword: "监理规划", type: "DOWNLOAD" })).body.data.records.map(
        (r: { path: string }) => r.path,
      );
    expect(await search()).toEqual([`/information/list?keyword=${encodeURIComponent("监理规划范本")}`]);
    const edited = await f.call("/api/admin/download/update", { id: row.id, title: "监理规划编制范本", state: "hidden" }, f.editor);
    expect(edited.body.data).toMatchObject({ title: "监理规划编制范本", state: "hidden" });
    expect(await publicTitles()).not.toContain("监理规划编制范本");
    expect(await search()).toEqual([]);
    const staffList = await f.call("/api/admin/download/listPaged", { state: "hidden" }, f.editor);
    expect(staffList.body.data.records.map((r: { id: number }) => r.id)).toContain(row.id);
    expect((await f.call("/api/admin/download/update", { id: row.id, title: "  " }, f.editor)).status).toBe(400);
    expect((await f.call("/api/admin/download/delete", { id: row.id }, f.editor)).status).toBe(200);
    expect((await f.call("/api/admin/download/delete", { id: row.id }, f.editor)).status).toBe(404);
    const audit = await f.call("/api/admin/audit/listPaged", { size: 50 }, f.admin);
    const actions = audit.body.data.records.map((r: { action: string }) => r.action);
    expect(actions).toEqual(expect.arrayContaining(["download.upload", "download.update", "download.remove", "downloadDir.create"]));
  });
});
