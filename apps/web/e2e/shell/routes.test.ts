/**
 * The SPEC §2 route table walked in Chromium: every path and alias (with sample parameters) answers
 * the right HTTP status, renders the right layout, has a Chinese head, and hydrates without a
 * single script error. Sample ids are those of the deterministic demo content; pages past the last
 * one and ids that do not exist are 404. A visitor's own AI writing and papers ask to log in first.
 */
import { describe, expect, it } from "vitest";
import { baseUrl, expectNoErrors, open, useBrowser } from "../helpers";

/** home / default: top bar + footer + chat; none: bare page; impower: none, and explicitly no chat. */
type Layout = "home" | "default" | "none" | "impower";

// biome-ignore format: keep the table aligned like the spec's.
const ROUTES: [name: string, path: string, status: 200 | 301 | 302 | 404 | 500, layout: Layout][] = [
  ["home",                "/",                              200, "home"],
  ["index1",              "/index1",                        200, "home"],
  ["home alias",          "/front/login",                   200, "home"],
  ["home alias",          "/front/home",                    200, "home"],
  ["register",            "/register",                      200, "none"],
  ["contract",            "/contract",                      200, "default"],
  ["aiToolDetail",        "/aiToolDetail",                  302, "default"],
  ["aiToolDetail tool",   "/aiToolDetail?id=tech-bid",      200, "default"],
  ["aiToolDetail unknown","/aiToolDetail?id=no-such-tool",  404, "default"],
  ["aiWriteList",         "/aiWriteList",                   302, "none"],
  ["aiToolList",          "/aiToolList",                    200, "default"],
  ["product",             "/product",                       200, "default"],
  ["productLog",          "/product/log",                   200, "default"],
  ["productLog page",     "/product/log/1",                 200, "default"],
  ["productLog past end", "/product/log/99",                404, "default"],
  ["productDetail",       "/product/3",                     200, "default"],
  ["productDetail none",  "/product/999",                   404, "default"],
  ["standard",            "/standard",                      200, "default"],
  ["standard id",         "/standard/3",                    200, "default"],
  ["standard id page",    "/standard/3/1",                  200, "default"],
  ["standard past end",   "/standard/3/99",                 404, "default"],
  ["standardDetail",      "/standard/detail/1",             200, "default"],
  ["standardDetail alias","/front/normContent/1",           200, "default"],
  ["policy",              "/policy",                        200, "default"],
  ["policy id",           "/policy/9",                      200, "default"],
  ["policy id page",      "/policy/9/1",                    200, "default"],
  ["policyDetail",        "/policy/detail/107",             200, "default"],
  ["policyDetail of a standard", "/policy/detail/1",         404, "default"],
  ["policyDetail alias",  "/front/policyContent/107",       200, "default"],
  ["paper",               "/paper",                         200, "default"],
  ["paper id",            "/paper/12",                      200, "default"],
  ["paper id page",       "/paper/12/1",                    200, "default"],
  ["paperDetail",         "/paper/detail/114",              200, "default"],
  ["paperDetail none",    "/paper/detail/99999",            404, "default"],
  ["paperDetail alias",   "/front/paperContent/114",        200, "default"],
  ["information",         "/information",                   200, "default"],
  ["informationList",     "/information/list",              200, "default"],
  ["informationList id",  "/information/list/3",            200, "default"],
  ["informationList page","/information/list/3/1",          200, "default"],
  ["informationList past end", "/information/list/3/99",    404, "default"],
  ["informationList no folder", "/information/list/99999",  404, "default"],
  ["tenderList",          "/information/tender",            301, "default"],
  ["listDetail",          "/detail/5",                      200, "default"],
  ["tenderDetails",       "/tenderDetails/1",               200, "default"],
  ["tender",              "/tender",                        200, "default"],
  ["tender stats",        "/tender/stats",                  200, "default"],
  ["tender sources",      "/tender/sources",                200, "default"],
  ["tender renewals",     "/tender/renewals?within=3",      200, "default"],
  ["tender org",          "/tender/org/1",                  200, "default"],
  ["tender catNo",        "/tender/ENGINEERING",            200, "default"],
  ["tender catNo id",     "/tender/ENGINEERING/420000",     200, "default"],
  ["tender all params",   "/tender/ENGINEERING/420000/2/0100", 200, "default"],
  ["tenderDetail",        "/tender/detail/1/ENGINEERING/0100", 200, "default"],
  ["personalCenter",      "/personalCenter",                302, "none"],
  ["search",              "/search",                        200, "default"],
  ["video",               "/video",                         200, "default"],
  ["video course",        "/video/1",                       200, "default"],
  ["video no course",     "/video/99999",                   404, "default"],
  ["solution",            "/solution",                      200, "default"],
  ["solution type",       "/solution/BUILDING",             200, "default"],
  ["solution type page",  "/solution/BUILDING/1",           200, "default"],
  ["solutionDetail",      "/solution/detail/4",             200, "default"],
  ["solutionDetail none", "/solution/detail/999",           404, "default"],
  ["login",               "/login",                         200, "none"],
  ["doubleAuth",          "/doubleAuth",                    200, "none"],
  ["authorize",           "/authorize",                     200, "none"],
  ["loginPreview",        "/loginPreview",                  200, "none"],
  ["resetPassword",       "/resetPassword",                 200, "none"],
  ["invite",              "/invite",                        200, "none"],
  ["invite alias",        "/invite/register",               200, "none"],
  ["news",                "/news",                          200, "default"],
  ["newsList",            "/news/list/1",                   200, "default"],
  ["newsList page",       "/news/list/1/1",                 200, "default"],
  ["newsList past end",   "/news/list/1/99",                404, "default"],
  ["newsTag",             "/news/tag/1",                    200, "default"],
  ["newsTag page",        "/news/tag/1/1",                  200, "default"],
  ["newsTag none",        "/news/tag/99999",                404, "default"],
  ["newsTags",            "/news/tags",                     200, "default"],
  ["newsTags page",       "/news/tags/1",                   200, "default"],
  ["newsDetail",          "/news/5",                        200, "default"],
  ["newsDetail none",     "/news/99999",                    404, "default"],
  ["help",                "/help",                          200, "default"],
  ["help id",             "/help/3",                        200, "default"],
  ["help id page",        "/help/3/1",                      200, "default"],
  ["helpSearch",          "/help/search/计量",              200, "default"],
  ["helpDetail",          "/help/detail/1",                 200, "default"],
  ["helpNum",             "/help/num/H00001",               200, "default"],
  ["helpNum none",        "/help/num/1",                    404, "default"],
  // The share id is random per site (unguessable links): read it from the document page first.
  ["helpShare",           "/help/share/{shareId}",          200, "default"],
  ["helpShare none",      "/help/share/1",                  404, "default"],
  ["help/index",          "/help/index",                    301, "default"],
  ["weChat",              "/weChat",                        200, "none"],
  ["domainError",         "/domainError",                   200, "none"],
  ["Oauth",               "/Oauth/wechat",                  200, "impower"],
  ["open",                "/open",                          200, "default"],
  ["openApi",             "/open/api/news-pub-dirNews",     200, "default"],
  ["openApi none",        "/open/api/1",                    404, "default"],
  ["ui",                  "/open/ui",                       200, "default"],
  ["service",             "/service",                       200, "default"],
  ["service alias",       "/agreement/service",             200, "default"],
  ["pravicy",             "/pravicy",                       200, "default"],
  ["pravicy alias",       "/agreement/pravicy",             200, "default"],
  ["recruit",             "/recruit",                       200, "default"],
  ["AiPaperCreate",       "/aipaper/create",                302, "none"],
  ["AiPaperIndex",        "/aipaper/index",                 302, "none"],
  ["AiPaperDetail",       "/aipaper/detail/1",              404, "default"],
  ["AiPaperEdit",         "/aipaper/edit/1",                404, "default"],
  ["router",              "/router",                        404, "default"],
  ["router alias",        "/404",                           404, "default"],
  ["backService",         "/backService",                   302, "none"],
  ["error page",          "/500",                           500, "default"],
  ["unknown path",        "/no-such-page/x",                404, "default"],
  // Segments that cannot name anything are 404, not an empty page.
  ["bad page number",     "/product/log/abc",               404, "default"],
  ["unknown column",      "/news/list/999999",              404, "default"],
  ["bad id",              "/standard/a%20b",                404, "default"],
];

/** Where redirects end: /help/index is the help centre; a visitor's personal center and organisation platform ask to log in first. */
const REDIRECTS: Record<string, string> = {
  "/help/index": "/help",
  "/personalCenter": "/login?redirect=%2FpersonalCenter",
  "/backService": "/login?redirect=%2FbackService",
  "/information/tender": "/tender",
  "/aiToolDetail": "/aiToolList",
  "/aiWriteList": "/login?redirect=%2FaiWriteList",
  "/aipaper/create": "/login?redirect=%2Faipaper%2Fcreate",
  "/aipaper/index": "/login?redirect=%2Faipaper%2Findex",
};

/** The share id of help document 1, as its page links it. */
async function helpShareId(): Promise<string> {
  const html = await (await fetch(`${baseUrl}/help/detail/1`)).text();
  const id = /\/help\/share\/([\w-]+)/.exec(html)?.[1] ?? /shareId\\?",\\?"([\w-]+)/.exec(html)?.[1];
  if (!id) throw new Error("help document 1 shows no share link");
  return id;
}

describe.skipIf(!baseUrl)("SPEC §2 route table in Chromium", () => {
  const browser = useBrowser({ sharedContext: true });

  it.each(ROUTES)("%s %s → %i (%s layout)", async (_name, template, status, layout) => {
    const { page } = browser;
    const path = template.includes("{shareId}") ? template.replace("{shareId}", await helpShareId()) : template;
    const response = await open(page, path);

    if (status === 301 || status === 302) {
      // Playwright follows the redirect; check the first hop and where it ends.
      const hop = await response.request().redirectedFrom()?.response();
      expect(hop?.status()).toBe(status);
      expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe(REDIRECTS[path]);
    } else {
      expect(response.status()).toBe(status);
    }

    const head = await page.evaluate(() => ({
      lang: document.documentElement.lang,
      title: document.title.trim(),
      description: document.querySelector('meta[name="description"]')?.getAttribute("content")?.trim(),
    }));
    expect(head.lang).toBe("zh-CN");
    expect(head.title).not.toBe("");
    if (status !== 404 && status !== 500) expect(head.description).toBeTruthy();

    const chrome = layout === "home" || layout === "default";
    expect(await page.locator("header.topbar").count(), "top bar").toBe(chrome ? 1 : 0);
    expect(await page.locator("footer.footer").count(), "footer").toBe(chrome ? 1 : 0);
    expect(await page.getByRole("button", { name: "在线客服" }).count(), "chat button").toBe(chrome ? 1 : 0);

    if (status === 404 || status === 500) {
      const error = page.locator(".error-page");
      expect(await error.getByText("返回首页").count()).toBe(1);
      // The antd Result illustration is an inline SVG.
      expect(await error.locator("svg, img").count()).toBeGreaterThan(0);
    }

    expectNoErrors(browser, path);
  });
});

describe.skipIf(!baseUrl)("a second-factor cookie that does not decode", () => {
  it("shows the start-again state of /doubleAuth instead of a 500", async () => {
    const res = await fetch(`${baseUrl}/doubleAuth`, { headers: { cookie: "mfa=%E0" } });
    expect(res.status).toBe(200);
    expect(await res.text()).toContain("安全验证");
  });
});
