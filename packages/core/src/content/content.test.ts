import type { Database } from "@portal/db";
import { openTestDatabase, testDbKinds } from "@portal/db/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Ctx } from "../context";
import { searchContent } from "../search";
import { testClock, testCtx } from "../testing";
import { getAgreement, saveAgreement } from "./agreements";
import {
  createProduct,
  createProductLog,
  createSolution,
  deleteSolution,
  getProduct,
  getSolution,
  listProducts,
  productLogPaged,
  solutionPaged,
  unpublishProduct,
  updateProduct,
} from "./catalog";
import { createHelpDir, createHelpDoc, getHelpDoc, helpDocsPaged, helpTree, searchHelp, unpublishHelpDoc } from "./help";
import { createJob, jobCities, jobListPaged } from "./recruit";
import { siteCounts } from "./stats";
import { checkDocLogin, docListPaged, getCatTree, getComBucket, getStudyDoc } from "./study-read";
import { createStudyCat, createStudyDoc, deleteStudyDoc, updateStudyDoc } from "./study-write";

describe.each(testDbKinds())("study materials and site content on %s", (kind) => {
  let database: Database;
  let ctx: Ctx;
  const clock = testClock();
  beforeAll(async () => {
    database = await openTestDatabase(kind);
    ctx = testCtx(database, clock);
  });
  afterAll(() => database.close());
  const visitor = (): Ctx => ({ ...ctx, actor: { kind: "anonymous", ip: "1.1.1.1" } });

  it("keeps only categories with documents or kept children, and counts them", async () => {
    const building = await createStudyCat(ctx, { type: "NORMAL", name: "建筑工程" });
    const fire = await createStudyCat(ctx, { type: "NORMAL", name: "防火", parentId: building.id });
    await createStudyCat(ctx, { type: "NORMAL", name: "空分类" });
    await createStudyDoc(ctx, {
      type: "NORMAL",
      catId: fire.id,
      title: "建筑防火通用规范",
      code: "GB 55037-2022",
      status: "现行",
      effectiveDate: "2023-06-01",
      state: "PUBLISHED",
    });
    const tree = await getCatTree(ctx, "NORMAL");
    expect(tree).toEqual([
      {
        id: building.id,
        name: "建筑工程",
        count: 0,
        hasDirect: false,
        children: [{ id: fire.id, name: "防火", count: 1, hasDirect: true, children: [] }],
      },
    ]);
    expect(await getComBucket(ctx, "NORMAL")).toEqual([
      { id: building.id, name: "建筑工程", parentId: null, count: 1 },
      { id: fire.id, name: "防火", parentId: building.id, count: 1 },
    ]);
    const list = await docListPaged(ctx, { type: "NORMAL", catId: building.id });
    expect(list.records[0]).toMatchObject({
      code: "GB 55037-2022",
      status: "现行",
      issuer: null,
      path: expect.stringMatching(/^\/standard\/detail\/\d+$/),
    });
    expect((await docListPaged(ctx, { type: "NORMAL", keyword: "55037" })).total).toBe(1);
    expect((await docListPaged(ctx, { type: "POLICY" })).total).toBe(0);
    await expect(docListPaged(ctx, { type: "NORMAL", catId: 99999 })).rejects.toMatchObject({ kind: "NotFound" });
  });

  it("derives 即将实施 from a future effective date and finds standards by code and words", async () => {
    const { id } = await createStudyDoc(ctx, {
      type: "NORMAL",
      title: "城市地铁隧道工程技术标准",
      code: "GB/T 99999-2026",
      effectiveDate: "2026-09-01",
      status: "现行",
      state: "PUBLISHED",
    });
    expect((await getStudyDoc(ctx, id)).status).toBe("即将实施");
    expect((await searchContent(ctx, { keyword: "隧道", type: "NORMAL" })).total).toBe(1);
    expect((await searchContent(ctx, { keyword: "99999" })).records[0].titleHtml).toContain("<em>99999</em>");
    await expect(createStudyDoc(ctx, { type: "NORMAL", title: "x", status: "作废" })).rejects.toMatchObject({ kind: "Invalid" });
    await expect(createStudyDoc(ctx, { type: "NORMAL", title: "x", effectiveDate: "2026/01/01" })).rejects.toMatchObject({
      kind: "Invalid",
    });
    await deleteStudyDoc(ctx, id);
    expect((await searchContent(ctx, { keyword: "隧道", type: "NORMAL" })).total).toBe(0);
  });

  it("withholds login-only full text from visitors and says so in checkLogin", async () => {
    const { id } = await createStudyDoc(ctx, {
      type: "PAPER",
      title: "计量支付论文",
      content: "<p>全文</p>",
      needLogin: true,
      state: "PUBLISHED",
    });
    const anon = await getStudyDoc(visitor(), id, "PAPER");
    expect(anon).toMatchObject({ locked: true, content: null });
    expect(await checkDocLogin(visitor(), id)).toEqual({ needLogin: true, loggedIn: false, allowed: false });
    expect((await searchContent(visitor(), { keyword: "全文" })).total).toBe(0);
    expect((await searchContent(visitor(), { keyword: "计量支付论文" })).total).toBe(1);
    const user: Ctx = { ...ctx, actor: { kind: "user", userId: "u1", sessionId: "s1", roles: [], ip: "1.1.1.1" } };
    expect((await getStudyDoc(user, id)).content).toBe("<p>全文</p>");
    expect(await checkDocLogin(user, id)).toEqual({ needLogin: true, loggedIn: true, allowed: true });
    await expect(getStudyDoc(ctx, id, "POLICY")).rejects.toMatchObject({ kind: "NotFound" });
    await updateStudyDoc(ctx, id, { state: "DRAFT" });
    await expect(getStudyDoc(user, id)).rejects.toMatchObject({ kind: "NotFound" });
  });

  it("authors products, changelog and solutions", async () => {
    const { id } = await createProduct(ctx, {
      name: "计量支付云",
      features: ["清单计量", "<b>变更</b>"],
      content: "<p onclick=x>介绍</p>",
      coverUrl: " /files/ab12.png ",
      state: "PUBLISHED",
    });
    expect(await getProduct(ctx, id)).toMatchObject({
      name: "计量支付云",
      features: ["清单计量", "变更"],
      content: "<p>介绍</p>",
      coverUrl: "/files/ab12.png",
    });
    expect((await listProducts(ctx))[0].coverUrl).toBe("/files/ab12.png");
    for (const coverUrl of ["javascript:alert(1)", "data:image/svg+xml,<svg onload=alert(1)>", "//evil.example/x.png"]) {
      await expect(updateProduct(ctx, id, { coverUrl })).rejects.toMatchObject({
        kind: "Invalid",
        message: expect.stringMatching(/封面地址/),
      });
    }
    await updateProduct(ctx, id, { coverUrl: "" });
    expect((await getProduct(ctx, id)).coverUrl).toBeNull();
    await createProductLog(ctx, { productId: id, version: "V3.2.0", releaseDate: "2026-02-28", title: "支持电子签章", state: "PUBLISHED" });
    await createProductLog(ctx, { productId: id, version: "V3.3.0", releaseDate: "2026-03-10", title: "移动端计量", state: "PUBLISHED" });
    const logs = await productLogPaged(ctx, { size: 1 });
    expect(logs).toMatchObject({ total: 2, pages: 2, records: [{ version: "V3.3.0", productName: "计量支付云" }] });
    await expect(createProductLog(ctx, { version: "1", releaseDate: "明天", title: "x" })).rejects.toMatchObject({ kind: "Invalid" });
    const sol = await createSolution(ctx, {
      projectType: "SUBWAY",
      title: "地铁工程解决方案",
      coverUrl: "/covers/subway-1.svg",
      state: "PUBLISHED",
    });
    await createSolution(ctx, { projectType: "ROAD", title: "公路工程解决方案", state: "PUBLISHED" });
    const subway = await solutionPaged(ctx, { projectType: "SUBWAY" });
    expect(subway.total).toBe(1);
    expect(subway.types).toHaveLength(2);
    expect(subway.records[0].coverUrl).toBe("/covers/subway-1.svg");
    expect((await getSolution(ctx, sol.id)).title).toBe("地铁工程解决方案");
    await deleteSolution(ctx, sol.id);
    await expect(getSolution(ctx, sol.id)).rejects.toMatchObject({ kind: "NotFound" });
    await unpublishProduct(ctx, id);
    expect(await listProducts(ctx)).toEqual([]);
  });

  it("serves help documents by id, number and share id, and searches them", async () => {
    const d = await createHelpDir(ctx, { name: "计量管理" });
    await createHelpDir(ctx, { name: "空目录" });
    const { id } = await createHelpDoc(ctx, {
      dirId: d.id,
      title: "如何发起中期计量",
      content: "<p>进入计量模块，选择计量期次。</p>",
      state: "PUBLISHED",
    });
    const doc = await getHelpDoc(ctx, { id });
    expect(doc.resNumber).toBe(`H${String(id).padStart(5, "0")}`);
    expect((await getHelpDoc(ctx, { resNumber: doc.resNumber })).id).toBe(id);
    expect((await getHelpDoc(ctx, { shareId: doc.shareId })).id).toBe(id);
    expect(doc.shareId).toMatch(/^[\w-]{12}$/);
    expect(await helpTree(ctx)).toEqual([{ id: d.id, name: "计量管理", count: 1, children: [] }]);
    expect((await helpDocsPaged(ctx, { dirId: d.id })).total).toBe(1);
    const hits = await searchHelp(ctx, "计量");
    expect(hits.records[0].titleHtml).toContain("<em>计量</em>");
    expect((await searchContent(ctx, { keyword: "计量期次" })).records.every((r) => r.type !== "HELP")).toBe(true);
    await unpublishHelpDoc(ctx, id);
    await expect(getHelpDoc(ctx, { shareId: doc.shareId })).rejects.toMatchObject({ kind: "NotFound" });
  });

  it("lists jobs by city and stores agreements sanitized", async () => {
    await createJob(ctx, {
      title: "前端工程师",
      city: "武汉",
      department: "研发中心",
      duty: "负责门户开发\n<script>x</script>维护组件库",
      state: "PUBLISHED",
    });
    await createJob(ctx, { title: "实施顾问", city: "宜昌", department: "交付中心", state: "PUBLISHED" });
    await createJob(ctx, { title: "测试工程师", city: "武汉", department: "研发中心" });
    expect(await jobCities(ctx)).toEqual([
      { city: "宜昌", count: 1 },
      { city: "武汉", count: 1 },
    ]);
    const wuhan = await jobListPaged(ctx, { city: "武汉" });
    expect(wuhan.records[0].duty).toEqual(["负责门户开发", "维护组件库"]);
    await expect(getAgreement(ctx, "privacy")).rejects.toMatchObject({ kind: "NotFound" });
    await saveAgreement(ctx, "privacy", {
      title: "隐私政策",
      version: "1.0",
      effectiveDate: "2026-01-01",
      content: "<h2>一</h2><img src=x onerror=alert(1)>",
    });
    expect((await getAgreement(ctx, "privacy")).content).toBe('<h2>一</h2><img src="x" />');
    const counts = await siteCounts(ctx);
    expect(counts).toMatchObject({ standard: 1, currentStandard: 1, help: 0, solution: 1 });
  });
});
