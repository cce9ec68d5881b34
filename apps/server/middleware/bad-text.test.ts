import { testDbKinds } from "@portal/db/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminFixture } from "../api/testing/staff-testkit";
import { createTestApp } from "../testing";
import { BAD_TEXT_MESSAGE } from "./bad-text";

type TestApp = Awaited<ReturnType<typeof createTestApp>>;

/**
 * Issue 8, item 5: a NUL byte or a lone surrogate anywhere in a request is bad input (400 with a
 * Chinese message), refused in one place before any service runs; PostgreSQL cannot store either
 * and used to answer 500 on these calls.
 */
describe.each(testDbKinds())("bad text on %s", (kind) => {
  let t: TestApp;
  let fixture: Awaited<ReturnType<typeof adminFixture>>;
  beforeAll(async () => {
    t = await createTestApp(kind);
    fixture = await adminFixture(t);
  });
  afterAll(() => t.close());

  const expectRefused = async (res: Response, what: string) => {
    expect(res.status, what).toBe(400);
    expect(await res.json(), what).toEqual({ code: "40001", msg: BAD_TEXT_MESSAGE, data: null });
  };

  it("refuses NUL and lone surrogates in JSON bodies of public, account and staff calls", async () => {
    for (const bad of ["a\u0000b", "\ud800", "x\udc00y"]) {
      await expectRefused(await t.post("/api/user/reg/invite/info", { code: bad }), `invite ${JSON.stringify(bad)}`);
      await expectRefused(await t.post("/api/news/pub/getByName", { name: bad }), "getByName");
      await expectRefused(
        await t.post("/api/user/auth/org/pwd/login", { orgCode: "ORG1", account: bad, password: "Passw0rd!x" }),
        "org login",
      );
      await expectRefused(await t.post("/api/user/center/profile/update", { realname: bad }, { Cookie: fixture.user.cookie }), "profile");
      await expectRefused(
        await t.post("/api/admin/news/create", { title: bad, dirId: 1, content: "<p>正文</p>" }, { Cookie: fixture.admin.cookie }),
        "admin create",
      );
      // Keys count too, and strings deep inside arrays.
      await expectRefused(await t.post("/api/news/pub/getByName", { name: "首页", extra: [{ [bad]: 1 }] }), "nested key");
    }
  });

  it("refuses them in the path and the query, even when escaped", async () => {
    await expectRefused(await t.app.request("/api/news/pub/getByName?x=%00"), "query");
    await expectRefused(await t.app.request("/files/a%00b.png"), "path");
    await expectRefused(await t.app.request("/api/news/pub/getByName?x=%ED%A0%80"), "surrogate escape");
    await expectRefused(await t.app.request("/api/news/pub/getByName?x=%E4%B8"), "broken escape");
  });

  it("leaves good text alone: Chinese, emoji (a surrogate pair) and ordinary punctuation", async () => {
    const res = await t.post("/api/user/center/profile/update", { realname: "张工👷‍♂️·测试" }, { Cookie: fixture.user.cookie });
    expect(res.status).toBe(200);
    expect((await res.json()).data.realname).toBe("张工👷‍♂️·测试");
    expect((await t.post("/api/user/reg/invite/info", { code: "ABC123" })).status).toBe(200);
  });
});
