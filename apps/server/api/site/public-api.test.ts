import { seedDemo } from "@portal/core";
import { testCtx } from "@portal/core/testing";
import { testDbKinds } from "@portal/db/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp } from "../../testing";

type TestApp = Awaited<ReturnType<typeof createTestApp>>;

describe.each(testDbKinds())("public API on %s", (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
    await seedDemo({ ...testCtx(t.database), cache: t.cache });
  });
  afterAll(() => t.close());

  describe("POST /api/news/pub/getByName", () => {
    it("returns the page's templates in the success envelope", async () => {
      const res = await t.post("/api/news/pub/getByName", { name: "page-newsDetail" });
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({
        code: "30000",
        msg: "成功",
        data: { title: "{title}_{columnName}_{companyName}", keyword: "{tagName},{columnName}", description: "{title}" },
      });
    });

    it("answers the site defaults for a page without templates", async () => {
      const body = await (await t.post("/api/news/pub/getByName", { name: "page-nothing" })).json();
      expect(body.data.title).toContain("筑信工程云");
      expect(body.data.keyword).toContain("计量支付软件");
    });

    it("rejects a missing or oversized name with 400 and a Chinese message", async () => {
      const missing = await t.post("/api/news/pub/getByName", {});
      expect(missing.status).toBe(400);
      expect(await missing.json()).toMatchObject({ code: "40001", msg: expect.stringContaining("name"), data: null });
      const long = await t.post("/api/news/pub/getByName", { name: "x".repeat(65) });
      expect(long.status).toBe(400);
      expect((await long.json()).msg).toMatch(/超出上限/);
    });
  });

  describe("POST /api/news/pub/docDirList", () => {
    it("returns the column tree with children", async () => {
      const body = await (await t.post("/api/news/pub/docDirList", { docType: "NEWS" })).json();
      expect(body.code).toBe("30000");
      const trends = body.data.find((c: { name: string }) => c.name === "行业动态");
      expect(trends).toMatchObject({ bizType: "NEWS", children: [{ name: "国内动态" }, { name: "地方动态" }] });
      expect(body.data.filter((c: { bizType: string }) => c.bizType === "TOPIC")).toHaveLength(10);
    });

    it("defaults to NEWS without a body and answers [] for KNOW", async () => {
      const none = await t.app.request("/api/news/pub/docDirList", { method: "POST", headers: { "X-Requested-With": "XMLHttpRequest" } });
      expect(none.status).toBe(200);
      expect((await none.json()).data.length).toBe(18);
      expect((await (await t.post("/api/news/pub/docDirList", { docType: "KNOW" })).json()).data).toEqual([]);
    });

    it("rejects an unknown docType", async () => {
      const res = await t.post("/api/news/pub/docDirList", { docType: "TENDER" });
      expect(res.status).toBe(400);
      expect((await res.json()).msg).toMatch(/docType/);
    });
  });

  describe("customer service", () => {
    it("creates a guest with its source, or 直接访问", async () => {
      const a = await (await t.post("/api/crm/sdm/open/guest/create", { guest: { source: "https://www.baidu.com/s?wd=计量支付" } })).json();
      expect(a.code).toBe("30000");
      expect(a.data.guestId).toMatch(/^[0-9a-f-]{36}$/);
      const b = await (await t.post("/api/crm/sdm/open/guest/create", {})).json();
      expect(b.data.guestId).not.toBe(a.data.guestId);
    });

    it("returns the popup setting", async () => {
      const body = await (await t.post("/api/crm/sdm/open/setting/get")).json();
      expect(body.data).toEqual({ autoSwitch: true, autoDelayed: 15, autoContent: expect.stringContaining("客服") });
    });

    it("limits guest creation per IP with 429 and Retry-After", async () => {
      const fresh = await createTestApp(kind);
      try {
        const statuses: number[] = [];
        for (let i = 0; i < 30; i++) statuses.push((await fresh.post("/api/crm/sdm/open/guest/create", {})).status);
        expect(statuses.every((s) => s === 200)).toBe(true);
        const blocked = await fresh.post("/api/crm/sdm/open/guest/create", {});
        expect(blocked.status).toBe(429);
        expect(Number(blocked.headers.get("Retry-After"))).toBeGreaterThan(0);
        expect((await blocked.json()).msg).toMatch(/操作过于频繁，请 \d+ 秒后再试/);
      } finally {
        await fresh.close();
      }
    });
  });
});
