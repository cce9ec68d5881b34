import { helpTree } from "@portal/core";
import { testCtx } from "@portal/core/testing";
import { testDbKinds } from "@portal/db/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp } from "../../testing";
import { adminFixture } from "../testing/staff-testkit";

type Fixture = Awaited<ReturnType<typeof adminFixture>>;
type Folder = { id: number; name: string; parentId: number | null; sort: number; docs: number };

/** Help-centre folders and study-material categories: staff build the trees the public pages show. */
describe.each(testDbKinds())("admin folder API on %s", (kind) => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let f: Fixture;
  const folders = async (set: string) => (await f.call("/api/admin/folder/list", { set }, f.editor)).body.data as Folder[];
  beforeAll(async () => {
    t = await createTestApp(kind);
    f = await adminFixture(t);
  });
  afterAll(() => t.close());

  it("answers 401 and 403 before anything else, and refuses unknown sets in Chinese", async () => {
    expect((await f.call("/api/admin/folder/list", { set: "help" })).status).toBe(401);
    expect((await f.call("/api/admin/folder/create", { set: "help", name: "x" }, f.user)).status).toBe(403);
    const bad = await f.call("/api/admin/folder/list", { set: "secret" }, f.editor);
    expect(bad).toMatchObject({ status: 400, body: { code: "40001" } });
    expect(bad.body.msg).toMatch(/^参数 set 不正确/);
    expect((await f.call("/api/admin/folder/create", { set: "help", name: "" }, f.editor)).body.msg).toMatch(/^参数 name 不正确/);
    expect((await f.call("/api/admin/folder/create", { set: "help", name: "<i> </i>" }, f.editor)).body.msg).toBe("目录名称不能为空");
  });

  it("lists the seeded trees with document counts, one tree per set", async () => {
    const help = await folders("help");
    expect(help.length).toBeGreaterThan(0);
    expect(help.some((d) => d.docs > 0)).toBe(true);
    const standards = await folders("standard");
    expect(standards.map((c) => c.name)).toContain("防火与消防");
    expect(standards.reduce((n, c) => n + c.docs, 0)).toBe(106);
    const policies = await folders("policy");
    expect(policies.some((p) => standards.some((s) => s.id === p.id))).toBe(false);
  });

  it("builds a help folder that appears on the help centre once it holds a published document", async () => {
    const root = (await f.call("/api/admin/folder/create", { set: "help", name: "电子投标" }, f.editor)).body.data.id as number;
    const sub = (await f.call("/api/admin/folder/create", { set: "help", name: "CA 证书", parentId: root }, f.editor)).body.data.id;
    const deeper = await f.call("/api/admin/folder/create", { set: "help", name: "第三级", parentId: sub }, f.editor);
    expect(deeper).toMatchObject({ status: 400, body: { msg: "目录最多两级，上级目录必须是一级目录" } });
    const ghost = await f.call("/api/admin/helpDoc/create", { title: "无目录", dirId: 999999 }, f.editor);
    expect(ghost).toMatchObject({ status: 400, body: { msg: "所选目录不存在" } });

    const tree = () => helpTree({ ...testCtx(t.database), cache: t.cache, now: () => new Date() });
    expect((await tree()).some((n) => n.id === root)).toBe(false);
    const doc = await f.call("/api/admin/helpDoc/create", { title: "CA 证书如何续期", dirId: sub, state: "PUBLISHED" }, f.admin);
    const node = (await tree()).find((n) => n.id === root);
    expect(node).toMatchObject({ name: "电子投标", children: [{ id: sub, name: "CA 证书", count: 1 }] });

    await f.call("/api/admin/folder/update", { set: "help", id: sub, name: "数字证书" }, f.editor);
    expect((await tree()).find((n) => n.id === root)?.children[0].name).toBe("数字证书");
    expect(await f.call("/api/admin/folder/remove", { set: "help", id: root }, f.editor)).toMatchObject({
      status: 409,
      body: { msg: "请先删除或移走该目录的下级目录" },
    });
    expect((await f.call("/api/admin/folder/remove", { set: "help", id: sub }, f.editor)).body.msg).toBe(
      "该目录下还有文档，请先移走或删除文档",
    );
    await f.call("/api/admin/helpDoc/remove", { id: doc.body.data.id }, f.editor);
    expect((await f.call("/api/admin/folder/remove", { set: "help", id: sub }, f.editor)).status).toBe(200);
    expect((await f.call("/api/admin/folder/remove", { set: "help", id: root }, f.editor)).status).toBe(200);
    expect((await f.call("/api/admin/folder/remove", { set: "help", id: root }, f.editor)).status).toBe(404);

    const log = await f.call("/api/admin/audit/listPaged", { targetType: "helpDir", targetId: String(sub) }, f.admin);
    expect(log.body.data.records.map((r: { action: string }) => r.action).reverse()).toEqual([
      "helpDir.create",
      "helpDir.update",
      "helpDir.remove",
    ]);
    expect(log.body.data.records[1]).toMatchObject({
      actorId: f.editor.userId,
      detail: { before: { name: "CA 证书" }, after: { name: "数字证书" } },
    });
  });

  it("keeps each study category tree to its own type and reorders siblings", async () => {
    const policy = (await folders("policy"))[0];
    expect((await f.call("/api/admin/folder/update", { set: "standard", id: policy.id, name: "越界" }, f.editor)).status).toBe(404);
    const cross = await f.call("/api/admin/folder/create", { set: "standard", name: "跨树", parentId: policy.id }, f.editor);
    expect(cross.body.msg).toBe("上级分类不存在");

    const a = (await f.call("/api/admin/folder/create", { set: "standard", name: "测试分类甲" }, f.editor)).body.data.id as number;
    const b = (await f.call("/api/admin/folder/create", { set: "standard", name: "测试分类乙" }, f.editor)).body.data.id as number;
    expect((await f.call("/api/admin/folder/reorder", { set: "standard", ids: [b, a] }, f.editor)).status).toBe(200);
    const after = await folders("standard");
    const pos = (id: number) => after.findIndex((c) => c.id === id);
    expect(pos(b)).toBeLessThan(pos(a));
    expect((await f.call("/api/admin/folder/reorder", { set: "standard", ids: [a, policy.id] }, f.editor)).body.msg).toBe("分类不存在");

    // A published standard in the new category makes it show in the public tree (hasDirect).
    const doc = { type: "NORMAL", catId: a, title: "测试标准", code: "GB 99998-2026", status: "现行", state: "PUBLISHED" };
    expect((await f.call("/api/admin/studyDoc/create", doc, f.admin)).status).toBe(200);
    const tree = (await f.call("/api/cat/dir/getTree", { type: "NORMAL" })).body.data as { id: number; name: string }[];
    expect(tree.find((n) => n.id === a)?.name).toBe("测试分类甲");
    expect(tree.some((n) => n.id === b)).toBe(false);
  });
});
