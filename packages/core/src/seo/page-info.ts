import { schema } from "@portal/db";
import { eq } from "drizzle-orm";
import { PERM, requirePermission } from "../access";
import { PUBLIC_TTL_MS } from "../cache";
import type { Ctx } from "../context";
import { getSiteSettings } from "../site";
import { renderTemplate, type TemplateVars } from "./template";

/** SPEC §3 "Page-info record". */
export interface PageInfo {
  title: string;
  keyword: string | null;
  description: string | null;
}

export interface Tdk {
  title: string;
  keywords: string;
  description: string;
}

const NS = "page-info";

/** Used for pages with no record of their own and no "page-default" record. */
const BUILTIN_DEFAULT: PageInfo = { title: "{title}_{companyName}", keyword: "{title}", description: null };

/** The stored templates of one page name (e.g. "page-newsDetail"); null when staff defined none. */
export function getPageInfo(ctx: Ctx, name: string): Promise<PageInfo | null> {
  return ctx.cache.wrap(NS, name, PUBLIC_TTL_MS, async () => {
    const [row] = await ctx.db
      .select({ title: schema.pageInfos.title, keyword: schema.pageInfos.keyword, description: schema.pageInfos.description })
      .from(schema.pageInfos)
      .where(eq(schema.pageInfos.name, name))
      .limit(1);
    return row ?? null;
  });
}

/**
 * Title, keywords and description of one page: the page's templates (else "page-default", else
 * "{title}_{companyName}") filled with `vars`; each field falls back to the site default on its own.
 */
export async function resolveTdk(ctx: Ctx, pageName: string, vars: TemplateVars = {}): Promise<Tdk> {
  const [settings, own, fallback] = await Promise.all([getSiteSettings(ctx), getPageInfo(ctx, pageName), getPageInfo(ctx, "page-default")]);
  const info = own ?? fallback ?? BUILTIN_DEFAULT;
  const filled: TemplateVars = { companyName: settings.companyName || settings.siteName, ...vars };
  return {
    title: renderTemplate(info.title, filled) ?? settings.defaultTitle,
    keywords: renderTemplate(info.keyword, filled) ?? settings.defaultKeywords,
    description: renderTemplate(info.description, filled) ?? settings.defaultDescription,
  };
}

export async function upsertPageInfo(ctx: Ctx, name: string, info: PageInfo): Promise<void> {
  requirePermission(ctx, PERM.settings);
  await ctx.db
    .insert(schema.pageInfos)
    .values({ name, ...info, updatedAt: ctx.now() })
    .onConflictDoUpdate({ target: schema.pageInfos.name, set: { ...info, updatedAt: ctx.now() } });
  await ctx.cache.invalidate(NS);
}
