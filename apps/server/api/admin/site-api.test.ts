import { DEFAULT_POINT_RULES } from "@portal/core";
import { testDbKinds } from "@portal/db/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp } from "../../testing";
import { adminFixture, staffSession } from "../testing/staff-testkit";

type Fixture = Awaited<ReturnType<typeof adminFixture>>;

/** Administrator-only areas (settings, page TDK, staff, audit log), uploads, and inert rich text. */
describe.each(testDbKinds())("admin site API on %s", (kind) => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let f: Fixture;
  beforeAll(async () => {
    t = await createTestApp(kind);
    f = await adminFixture(t);
  });
  afterAll(() => t.close());

  const adminOnly: [string, unknown][] = [
    ["/api/admin/settings/get", {}],
    ["/api/admin/settings/update", { hotline: "400-000-0000" }],
    ["/api/admin/settings/saveFooterLinks", { links: [] }],
    ["/api/admin/pageInfo/listPaged", {}],
    ["/api/admin/pageInfo/update", { name: "page-news", title: "x" }],
    ["/api/admin/staff/listPaged", {}],
    ["/api/admin/staff/create", { phone: "13711111111", realname: "某", roles: ["editor"] }],
    ["/api/admin/staff/updateRoles", { userId: "00000000-0000-4000-8000-000000000000", roles: ["admin"] }],
    ["/api/admin/staff/disable", { userId: "00000000-0000-4000-8000-000000000000" }],
    ["/api/admin/audit/listPaged", {}],
    ["/api/admin/pointRules/get", {}],
    ["/api/admin/pointRules/update", DEFAULT_POINT_RULES],
  ];

  it("gives editors 403 and anonymous callers 401 on administrator functions", async () => {
    for (const [path, body] of adminOnly) {
      expect((await f.call(path, body)).status, path).toBe(401);
      const res = await f.call(path, body, f.editor);
      expect(res, path).toMatchObject({ status: 403, body: { code: "40301", data: null } });
    }
    const settings = await f.call("/api/admin/settings/get", {}, f.admin);
    expect(settings.body.data.settings.siteName).toBeTruthy();
  });

  it("edits the points rules: the public rules change at once, bad values are refused in Chinese, the change is audited", async () => {
    const rules = (await f.call("/api/admin/pointRules/get", {}, f.admin)).body.data;
    expect(rules).toEqual(DEFAULT_POINT_RULES);
    const changed = {
      ...rules,
      sign: {
        dailyPoints: 8,
        streakBonuses: [
          { days: 7, points: 50 },
          { days: 3, points: 15 },
        ],
      },
      earning: rules.earning.map((r: { code: string }) => (r.code === "READ" ? { ...r, points: 2, name: "<i>阅读</i>资讯" } : r)),
    };
    const saved = (await f.call("/api/admin/pointRules/update", changed, f.admin)).body.data;
    expect(saved.sign.streakBonuses).toEqual([
      { days: 3, points: 15 },
      { days: 7, points: 50 },
    ]);
    expect(saved.earning.find((r: { code: string }) => r.code === "READ")).toMatchObject({ name: "阅读资讯", points: 2 });
    expect((await f.call("/api/ai/pub/config/getSignRule", {})).body.data.dailyPoints).toBe(8);
    // The sign-in row among the ways to earn follows the daily points.
    const ways = (await f.call("/api/ai/pub/config/getPointEarningRule", {})).body.data;
    expect(ways.find((r: { code: string }) => r.code === "SIGN_IN")).toMatchObject({ points: 8, dailyLimit: 1 });
    const twice = {
      ...changed,
      sign: {
        dailyPoints: 8,
        streakBonuses: [
          { days: 3, points: 1 },
          { days: 3, points: 2 },
        ],
      },
    };
    const bad = await f.call("/api/admin/pointRules/update", twice, f.admin);
    expect(bad).toMatchObject({ status: 400, body: { msg: "连续签到奖励的天数不能重复" } });
    const missing = { ...changed, consumption: [] };
    expect((await f.call("/api/admin/pointRules/update", missing, f.admin)).body.msg).toMatch(/^缺少消耗项目 TENDER_CONTACT/);
    const log = (await f.call("/api/admin/audit/listPaged", {}, f.admin)).body.data.records;
    expect(JSON.stringify(log)).toContain("pointRules.update");
  });

  it("updates settings (markup stripped) and footer links, visible to the public at once", async () => {
    const r = await f.call(
      "/api/admin/settings/update",
      { hotline: "400-800-1234", companyName: "<b>筑信</b>工程云", icp: "京ICP备12345678号" },
      f.admin,
    );
    expect(r.body.data).toMatchObject({ hotline: "400-800-1234", companyName: "筑信工程云" });
    expect((await f.call("/api/admin/settings/update", { siteName: "名".repeat(31) }, f.admin)).body.msg).toMatch(
      /^参数 siteName 不正确：超出上限/,
    );
    const links = [
      { groupName: "关于", label: "关于我们", href: "/about" },
      { groupName: "关于", label: "外链", href: "https://example.com" },
    ];
    expect((await f.call("/api/admin/settings/saveFooterLinks", { links }, f.admin)).body.data.count).toBe(2);
    const bad = await f.call(
      "/api/admin/settings/saveFooterLinks",
      { links: [{ groupName: "a", label: "b", href: "javascript:alert(1)" }] },
      f.admin,
    );
    expect(bad.body.msg).toMatch(/必须以 http\(s\):\/\/ 或 \/ 开头/);
    expect((await f.call("/api/admin/settings/get", {}, f.admin)).body.data.footerLinks).toEqual(links);
  });

  it("lists and saves page TDK templates", async () => {
    const list = await f.call("/api/admin/pageInfo/listPaged", { size: 5 }, f.admin);
    expect(list.body).toMatchObject({ code: "30000", current: 1, size: 5 });
    expect(list.body.total).toBeGreaterThan(5);
    await f.call(
      "/api/admin/pageInfo/update",
      { name: "page-news", title: "资讯_{companyName}", keyword: "资讯", description: null },
      f.admin,
    );
    const one = await f.call("/api/admin/pageInfo/listPaged", { keyword: "page-news" }, f.admin);
    expect(one.body.data.records.find((r: { name: string }) => r.name === "page-news")).toMatchObject({ title: "资讯_{companyName}" });
    expect((await f.call("/api/admin/pageInfo/update", { name: "../etc", title: "x" }, f.admin)).body.msg).toMatch(/页面名称/);
  });

  it("manages staff: add, change roles, keep one administrator, disable ends sessions", async () => {
    const added = await f.call("/api/admin/staff/create", { phone: "13722222222", realname: "新编辑", roles: ["editor"] }, f.admin);
    expect(added.status).toBe(200);
    expect((await f.call("/api/admin/staff/create", { phone: "13722222222", realname: "x", roles: ["editor"] }, f.admin)).status).toBe(409);
    expect((await f.call("/api/admin/staff/create", { phone: "123", realname: "x", roles: ["editor"] }, f.admin)).status).toBe(400);
    const list = await f.call("/api/admin/staff/listPaged", { role: "editor" }, f.admin);
    expect(list.body.data.records.map((r: { realname: string }) => r.realname)).toEqual(expect.arrayContaining(["新编辑", "李编辑"]));
    expect((await f.call("/api/admin/staff/updateRoles", { userId: f.admin.userId, roles: ["editor"] }, f.admin)).body.msg).toBe(
      "至少要保留一名管理员",
    );
    expect((await f.call("/api/admin/staff/disable", { userId: f.admin.userId }, f.admin)).body.msg).toBe("不能停用自己的账号");
    const victim = await staffSession(t.database, "13733333333", ["editor"]);
    expect((await f.call("/api/admin/news/listPaged", {}, victim)).status).toBe(200);
    expect((await f.call("/api/admin/staff/disable", { userId: victim.userId }, f.admin)).status).toBe(200);
    expect((await f.call("/api/admin/news/listPaged", {}, victim)).status).toBe(401);
    const log = await f.call("/api/admin/audit/listPaged", { action: "staff." }, f.admin);
    expect(log.body.data.records.map((r: { action: string }) => r.action)).toEqual(["staff.disable", "staff.create"]);
    expect(log.body.data.records[0].detail).toEqual({ before: { roles: ["editor"] }, after: { roles: [] } });
  });

  it("a role granted to a signed-in person ends their sessions, so the first staff action follows a login with the second factor", async () => {
    // An ordinary reader, signed in without any second factor.
    const reader = await staffSession(t.database, "13744444444", [], "读者");
    expect((await t.post("/api/user/auth/v3/userinfo", {}, { Cookie: reader.cookie })).status).toBe(200);
    expect((await f.call("/api/admin/staff/create", { phone: "13744444444", realname: "读者", roles: ["editor"] }, f.admin)).status).toBe(
      200,
    );
    // The old session is gone: no staff action, not even reading, on it.
    expect((await f.call("/api/admin/news/listPaged", {}, reader)).status).toBe(401);
    // Same for a role added to someone already staff.
    const editor = await staffSession(t.database, "13755555555", ["editor"], "编辑乙");
    expect((await f.call("/api/admin/news/listPaged", {}, editor)).status).toBe(200);
    expect((await f.call("/api/admin/staff/updateRoles", { userId: editor.userId, roles: ["editor", "admin"] }, f.admin)).status).toBe(200);
    expect((await f.call("/api/admin/settings/get", {}, editor)).status).toBe(401);
    // Taking a role away keeps the session (it can only do less).
    const twoRoles = await staffSession(t.database, "13766666666", ["editor", "operator"], "运营甲");
    expect((await f.call("/api/admin/staff/updateRoles", { userId: twoRoles.userId, roles: ["editor"] }, f.admin)).status).toBe(200);
    expect((await f.call("/api/admin/news/listPaged", {}, twoRoles)).status).toBe(200);
  });

  it("filters the audit log by date", async () => {
    const today = new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 10);
    expect((await f.call("/api/admin/audit/listPaged", { from: today, to: today }, f.admin)).body.total).toBeGreaterThan(0);
    expect((await f.call("/api/admin/audit/listPaged", { to: "2000-01-01" }, f.admin)).body.total).toBe(0);
    expect((await f.call("/api/admin/audit/listPaged", { from: "2026/01/01" }, f.admin)).status).toBe(400);
  });

  const upload = (bytes: Uint8Array, name: string, who?: { cookie: string }) => {
    const form = new FormData();
    form.append("file", new Blob([bytes as Uint8Array<ArrayBuffer>]), name);
    return t.app.request("/api/admin/files/upload", {
      method: "POST",
      body: form,
      headers: { "X-Requested-With": "XMLHttpRequest", ...(who ? { Cookie: who.cookie } : {}) },
    });
  };
  const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 73, 72, 68, 82]);

  it("stores uploads by their bytes, not their name, and serves them inert", async () => {
    expect((await upload(png, "a.png")).status).toBe(401);
    const res = await upload(png, "evil.html", f.editor);
    const body = await res.json();
    expect(body.data).toMatchObject({ type: "image/png", size: 16, url: expect.stringMatching(/^\/files\/[a-f0-9]{64}\.png$/) });
    const file = await t.app.request(body.data.url);
    expect(file.status).toBe(200);
    expect(file.headers.get("content-type")).toBe("image/png");
    expect(file.headers.get("x-content-type-options")).toBe("nosniff");
    expect(file.headers.get("content-security-policy")).toMatch(/sandbox/);
    const svg = new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"></svg>');
    expect(await (await upload(svg, "x.png", f.editor)).json()).toMatchObject({ code: "40001", msg: expect.stringMatching(/只能上传/) });
    const big = new Uint8Array(5 * 1024 * 1024 + 1);
    big.set(png);
    expect([400, 413]).toContain((await upload(big, "big.png", f.editor)).status);
    expect((await t.app.request("/files/..%2F..%2Fetc%2Fpasswd")).status).toBe(404);
  });

  it("saves rich text through the admin API with every script vector removed", async () => {
    const dirId = (await f.call("/api/admin/column/list", {}, f.editor)).body.data[0].id;
    const content = [
      "<p>正文<img src=x onerror=alert(1)></p>",
      '<a href="javascript:alert(2)">点我</a>',
      "<script>alert(3)</script>",
      '<svg><script>alert(4)</script><a xlink:href="javascript:alert(5)">s</a></svg>',
      '<p style="background:url(javascript:alert(6))">样式</p><style>body{display:none}</style>',
      '<iframe src="javascript:alert(7)"></iframe><img src="data:image/svg+xml,<svg onload=alert(8)>">',
    ].join("");
    const id = (await f.call("/api/admin/news/create", { dirId, title: "XSS 测试", content, state: "PUBLISHED" }, f.editor)).body.data.id;
    const html = (await f.call("/api/news/pub/get", { id })).body.data.content as string;
    expect(html).toContain("正文");
    for (const bad of [/onerror/i, /javascript:/i, /<script/i, /<svg/i, /style=/i, /<style/i, /<iframe/i, /data:/i, /alert/])
      expect(html).not.toMatch(bad);
  });
});
