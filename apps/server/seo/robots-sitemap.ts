import { sitemapIndex, sitemapPart } from "@portal/core";
import { Hono } from "hono";
import type { AppEnv } from "../env";

const xmlEscape = (s: string) => s.replace(/[<>&'"]/g, (ch) => `&#${ch.charCodeAt(0)};`);
const XML = { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" };

/** robots.txt and a sitemap index split by content type (DESIGN §5, ready for 100k+ URLs). */
export function seoRoutes(originOf: (url: string) => string) {
  const app = new Hono<AppEnv>();
  app.get("/robots.txt", (c) => {
    const origin = originOf(c.req.url);
    const body = [
      "User-agent: *",
      "Allow: /",
      "Disallow: /api/",
      "Disallow: /admin",
      "Disallow: /personalCenter",
      "Disallow: /search",
      "Disallow: /login",
      "Disallow: /Oauth/",
      `Sitemap: ${origin}/sitemap.xml`,
      "",
    ].join("\n");
    return c.text(body, 200, { "Cache-Control": "public, max-age=3600" });
  });
  app.get("/sitemap.xml", async (c) => {
    const origin = originOf(c.req.url);
    const parts = await sitemapIndex(c.get("ctx"));
    const items = parts.map((p) => `<sitemap><loc>${xmlEscape(`${origin}/sitemaps/${p.type}-${p.part}.xml`)}</loc></sitemap>`);
    return c.body(
      `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${items.join("")}</sitemapindex>`,
      200,
      XML,
    );
  });
  app.get("/sitemaps/:file{[a-z]+-[0-9]+\\.xml}", async (c) => {
    const match = /^([a-z]+)-(\d+)\.xml$/.exec(c.req.param("file"));
    const urls = match ? await sitemapPart(c.get("ctx"), match[1], Number(match[2])) : null;
    if (!urls) return c.text("Not Found", 404);
    const origin = originOf(c.req.url);
    const items = urls.map(
      (u) =>
        `<url><loc>${xmlEscape(origin + u.path)}</loc>${u.lastmod ? `<lastmod>${u.lastmod.toISOString().slice(0, 10)}</lastmod>` : ""}</url>`,
    );
    return c.body(
      `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${items.join("")}</urlset>`,
      200,
      XML,
    );
  });
  return app;
}
