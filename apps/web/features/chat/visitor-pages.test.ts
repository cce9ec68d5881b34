import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { SitePathLink } from "~/components/admin/SitePathLink";
import { VisitorCard, type VisitorInfo } from "./VisitorCard";

const visitor = (pages: string[], entryPage = "/tender"): VisitorInfo => ({
  loggedIn: false,
  name: null,
  phone: null,
  source: "https://www.baidu.com/s?wd=%E8%AE%A1%E9%87%8F",
  entryPage,
  pages: pages.map((path, i) => ({ path, at: `2026-11-24T10:0${i}:00`, seconds: 5 })),
  earlierConversations: 0,
});

/**
 * The agent console shows what visitors sent (issue 29, item 8): the pages they looked at are links
 * only when they are paths of this site; anything else, stored before the beacon checked, is text.
 */
describe("VisitorCard: a visitor's pages in the agent console", () => {
  it("links same-site paths, built from the path alone", () => {
    const html = renderToStaticMarkup(createElement(VisitorCard, { visitor: visitor(["/tender/12", "/news/资讯"]) }));
    expect(html).toContain('href="/tender/12"');
    expect(html).toContain('href="/news/资讯"');
    expect(html).toContain("计量"); // the referrer, decoded for reading
  });

  it("never links an off-site address a visitor planted; it shows as text", () => {
    const planted = ["//evil.example/login", "/\\evil.example/login", "https://evil.example/", "javascript:alert(1)", "/\t/evil.example"];
    const html = renderToStaticMarkup(createElement(VisitorCard, { visitor: visitor(planted, "//evil.example/x") }));
    expect(html).not.toMatch(/href="(?!\/[^/\\])/);
    expect(html).not.toContain("href=");
    expect(html).toContain("//evil.example/login");
    expect(html).toContain("//evil.example/x");
  });
});

describe("SitePathLink: 热门页面 in 访问统计", () => {
  it.each([
    ["/news/5", '<a href="/news/5">/news/5</a>'],
    ["//evil.example/login", "<span>//evil.example/login</span>"],
    ["/\\evil.example", "<span>/\\evil.example</span>"],
    ["/\u202e/login", "<span>/\u202e/login</span>"],
  ])("%s", (path, html) => {
    expect(renderToStaticMarkup(createElement(SitePathLink, { path }))).toBe(html);
  });
});
