import { testDbKinds } from "@portal/db/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp } from "../../testing";
import { adminFixture } from "../testing/staff-testkit";

type Fixture = Awaited<ReturnType<typeof adminFixture>>;

const SAMPLES: Record<string, Record<string, unknown>> = {
  product: { name: "测试产品", summary: "简介", features: ["一", "二"], content: "<p>介绍</p>" },
  productLog: { version: "V9.9", releaseDate: "2026-03-01", title: "测试版本", content: "<p>更新</p>" },
  solution: { projectType: "ROAD", title: "测试方案", content: "<p>方案</p>" },
  helpDoc: { title: "测试帮助", content: "<p>帮助</p>" },
  job: { title: "测试工程师", city: "武汉", department: "研发部", duty: "写代码" },
  studyDoc: { type: "NORMAL", title: "测试标准", code: "GB 99999-2026", status: "现行", content: "<p>条文</p>" },
};

/** Products, changelog, solutions, help, jobs and study materials share one admin API shape. */
describe.each(testDbKinds())("admin API for other content kinds on %s", (kind) => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let f: Fixture;
  beforeAll(async () => {
    t = await createTestApp(kind);
    f = await adminFixture(t);
  });
  afterAll(() => t.close());

  it.each(Object.keys(SAMPLES))("%s: create, list, get, update, schedule, publish, unpublish, remove with audit", async (area) => {
    const api = (verb: string, body: unknown, who: { cookie: string } | null = f.editor) =>
      f.call(`/api/admin/${area}/${verb}`, body, who ?? undefined);
    expect((await api("listPaged", {}, null)).status).toBe(401);
    expect((await api("listPaged", {}, f.user)).status).toBe(403);
    const created = await api("create", { ...SAMPLES[area], content: `${SAMPLES[area].content ?? ""}<script>alert(1)</script>` });
    expect(created.status).toBe(200);
    const id = created.body.data.id as number;
    const list = await api("listPaged", { status: "DRAFT", size: 100 });
    expect(list.body).toMatchObject({ code: "30000", current: 1, size: 100 });
    expect(list.body.data.records.find((r: { id: number }) => r.id === id)).toMatchObject({ status: "DRAFT" });
    const got = (await api("get", { id })).body.data;
    if ("content" in got) expect(got.content).not.toMatch(/<script/);
    expect((await api("update", { id, title: "改过的名称", name: "改过的名称" })).status).toBe(200);
    const renamed = (await api("get", { id })).body.data;
    expect(renamed.title ?? renamed.name).toBe("改过的名称");
    await api("publish", { id, publishAt: "2099-01-01 00:00" });
    expect((await api("listPaged", { status: "SCHEDULED", size: 100 })).body.data.records.some((r: { id: number }) => r.id === id)).toBe(
      true,
    );
    await api("publish", { id });
    expect((await api("listPaged", { status: "PUBLISHED", size: 100 })).body.data.records.some((r: { id: number }) => r.id === id)).toBe(
      true,
    );
    await api("unpublish", { id });
    expect((await api("remove", { id })).status).toBe(200);
    expect((await api("get", { id })).status).toBe(404);
    const log = await f.call("/api/admin/audit/listPaged", { action: `${area}.`, targetId: String(id) }, f.admin);
    expect(log.body.data.records.map((r: { action: string }) => r.action).reverse()).toEqual([
      `${area}.create`,
      `${area}.update`,
      `${area}.publish`,
      `${area}.publish`,
      `${area}.unpublish`,
      `${area}.remove`,
    ]);
  });

  it("refuses bad input with Chinese messages", async () => {
    const r = await f.call("/api/admin/job/create", { title: "x" }, f.editor);
    expect(r).toMatchObject({ status: 400, body: { msg: "参数 city 不正确：不能为空" } });
    const s = await f.call("/api/admin/studyDoc/create", { type: "NORMAL", title: "x", status: "作废" }, f.editor);
    expect(s.body.msg).toBe("标准状态只能是现行、废止或即将实施");
  });

  it("saves a new agreement version, sanitized, and keeps the old text in the audit log", async () => {
    const old = (await f.call("/api/admin/agreement/get", { kind: "service" }, f.editor)).body.data;
    const body = {
      kind: "service",
      title: "用户服务协议",
      version: "2026.9",
      effectiveDate: "2026-09-01",
      content: "<p>新条款</p><img src=x onerror=alert(1)>",
    };
    expect((await f.call("/api/admin/agreement/save", body, f.editor)).status).toBe(200);
    const got = (await f.call("/api/admin/agreement/get", { kind: "service" }, f.editor)).body.data;
    expect(got).toMatchObject({ version: "2026.9" });
    expect(got.content).not.toMatch(/onerror/);
    const log = await f.call("/api/admin/audit/listPaged", { action: "agreement.save" }, f.admin);
    expect(log.body.data.records[0].detail.before.version).toBe(old.version);
  });
});
