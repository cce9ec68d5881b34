import { listColumnTree } from "../content";
import type { Ctx } from "../context";
import { contentSitemapSources } from "./content-sitemaps";
import type { SitemapSource } from "./sitemap-source";

export type { SitemapSource };

/** The sitemap protocol allows 50,000 URLs per file; a type with more is split into numbered files. */
export const SITEMAP_FILE_LIMIT = 50_000;

const STATIC_PATHS = [
  "/",
  "/news",
  "/tender",
  "/information",
  "/standard",
  "/policy",
  "/paper",
  "/video",
  "/product",
  "/product/log",
  "/solution",
  "/help",
  "/open",
  "/recruit",
  "/service",
  "/pravicy",
];

const pages: SitemapSource = {
  type: "pages",
  count: async () => STATIC_PATHS.length,
  urls: async (_ctx, offset, limit) => STATIC_PATHS.slice(offset, offset + limit).map((path) => ({ path })),
};

const columns: SitemapSource = {
  type: "columns",
  async count(ctx) {
    return (await columnPaths(ctx)).length;
  },
  async urls(ctx, offset, limit) {
    return (await columnPaths(ctx)).slice(offset, offset + limit).map((path) => ({ path }));
  },
};

async function columnPaths(ctx: Ctx): Promise<string[]> {
  const roots = await listColumnTree(ctx, "NEWS");
  return roots.flatMap((r) => [r, ...r.children]).map((c) => `/news/list/${c.id}`);
}

export const sitemapSources: SitemapSource[] = [pages, columns, ...contentSitemapSources];

/** The child sitemaps of the index: one per type and slice of 50,000. */
export async function sitemapIndex(ctx: Ctx): Promise<{ type: string; part: number }[]> {
  const parts: { type: string; part: number }[] = [];
  for (const source of sitemapSources) {
    const n = await source.count(ctx);
    const files = Math.max(1, Math.ceil(n / SITEMAP_FILE_LIMIT));
    for (let part = 1; part <= files; part++) parts.push({ type: source.type, part });
  }
  return parts;
}

export async function sitemapPart(ctx: Ctx, type: string, part: number) {
  const source = sitemapSources.find((s) => s.type === type);
  if (!source || part < 1) return null;
  const urls = await source.urls(ctx, (part - 1) * SITEMAP_FILE_LIMIT, SITEMAP_FILE_LIMIT);
  return part === 1 || urls.length > 0 ? urls : null;
}
