import { schema } from "@portal/db";
import { inArray } from "drizzle-orm";
import { PUBLIC_TTL_MS } from "../cache/cache";
import type { Ctx } from "../context";

/** What staff set for the whole site. Defaults apply until a row exists. */
export interface SiteSettings {
  siteName: string;
  companyName: string;
  hotline: string;
  icp: string;
  /** 公安备案号, shown next to the ICP number when set. */
  psb: string;
  defaultTitle: string;
  defaultKeywords: string;
  defaultDescription: string;
  /** Customer-service popup (SPEC §3 "Chat setting"). */
  chat: { autoSwitch: boolean; autoDelayed: number; autoContent: string };
  /** Days raw visit events are kept (the privacy policy says so); older ones are deleted daily. */
  analyticsRetentionDays: number;
}

export const DEFAULT_SETTINGS: SiteSettings = {
  siteName: "工程项目管理门户",
  companyName: "",
  hotline: "",
  icp: "",
  psb: "",
  defaultTitle: "工程项目管理门户",
  defaultKeywords: "计量支付软件,工程项目管理系统,工程建设",
  defaultDescription: "面向工程建设各方的项目管理云平台与行业信息门户。",
  chat: { autoSwitch: false, autoDelayed: 10, autoContent: "" },
  analyticsRetentionDays: 180,
};

const KEYS = Object.keys(DEFAULT_SETTINGS) as (keyof SiteSettings)[];
const NS = "site";

export function getSiteSettings(ctx: Ctx): Promise<SiteSettings> {
  return ctx.cache.wrap(NS, "settings", PUBLIC_TTL_MS, async () => {
    const rows = await ctx.db.select().from(schema.siteSettings).where(inArray(schema.siteSettings.key, KEYS));
    const stored = Object.fromEntries(rows.map((r) => [r.key, r.value]));
    return { ...DEFAULT_SETTINGS, ...stored } as SiteSettings;
  });
}

/** Writes the given keys (upsert) and drops the cached copy so every page shows them at once. */
export async function updateSiteSettings(ctx: Ctx, patch: Partial<SiteSettings>): Promise<void> {
  const entries = Object.entries(patch).filter(([k]) => (KEYS as string[]).includes(k));
  if (entries.length === 0) return;
  await ctx.db.transaction(async (tx) => {
    for (const [key, value] of entries) {
      await tx
        .insert(schema.siteSettings)
        .values({ key, value, updatedAt: ctx.now() })
        .onConflictDoUpdate({ target: schema.siteSettings.key, set: { value, updatedAt: ctx.now() } });
    }
  });
  await ctx.cache.invalidate(NS);
}
