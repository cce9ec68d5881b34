import { testDbKinds } from "@portal/db/testing";
import { PNG } from "pngjs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accountsApp } from "../testing/accounts-testkit";

const ICODE_ROUTES = [
  "/api/user/auth/icode",
  "/api/user/reg/code",
  "/api/user/findPwd/code",
  "/api/user/findPwd/refreshIcode",
  "/api/user/reg/v3/upgrade/code",
];

/**
 * The image code as served (issue 29, item 1): every route that hands one out answers with a PNG in a
 * data: URL, so the response holds neither the answer nor the glyphs' outlines for a script to read.
 */
describe.each(testDbKinds())("image code API on %s", (kind) => {
  let k: Awaited<ReturnType<typeof accountsApp>>;
  beforeAll(async () => {
    k = await accountsApp(kind);
  });
  afterAll(() => k.t.close());

  it.each(ICODE_ROUTES)("%s answers with a PNG and no vector markup", async (route) => {
    const res = await k.t.post(route, {}, { "X-Forwarded-For": "10.2.0.1" });
    expect(res.status).toBe(200);
    const body = await res.text();
    expect(body).not.toMatch(/<svg|<path|svg\+xml/i);
    const { data } = JSON.parse(body) as { data: { icodeId: string; image: string } };
    expect(Object.keys(data).sort()).toEqual(["icodeId", "image"]);
    const [, base64] = data.image.match(/^data:image\/png;base64,([A-Za-z0-9+/=]+)$/) ?? [];
    const png = PNG.sync.read(Buffer.from(base64 ?? "", "base64"));
    expect([png.width, png.height]).toEqual([240, 80]);
  });

  it("takes the answer once: after a wrong try the right answer no longer counts", async () => {
    const c = k.client();
    const phone = k.phone();
    const { icodeId, icode } = await c.icode();
    const wrong = await c.post("/api/user/reg/sendVcode", { phone, icodeId, icode: icode === "AAAA" ? "BBBB" : "AAAA" });
    expect(wrong).toMatchObject({ status: 400, msg: "图形验证码错误，请重新输入" });
    const again = await c.post("/api/user/reg/sendVcode", { phone, icodeId, icode });
    expect(again).toMatchObject({ status: 400, msg: "图形验证码错误，请重新输入" });
    const fresh = await c.icode();
    expect((await c.post("/api/user/reg/sendVcode", { phone, ...fresh, icode: fresh.icode.toLowerCase() })).status).toBe(200);
  });
});
