import { schema } from "@portal/db";
import { inArray } from "drizzle-orm";
import { PERM, requirePermission } from "../access";
import { PUBLIC_TTL_MS } from "../cache";
import type { Ctx } from "../context";

export interface ChatSettings {
  autoSwitch: boolean;
  autoDelayed: number;
  autoContent: string;
  /** ISO weekdays (1 = Monday … 7 = Sunday) agents work, and the hours ("09:00"–"18:00", Beijing time). */
  workDays: number[];
  workStart: string;
  workEnd: string;
  /** 快捷回复 offered in the agent console. */
  canned: string[];
}

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
  /** Customer-service popup (SPEC §3 "Chat setting"), agents' working hours and canned replies. */
  chat: ChatSettings;
  /** Days raw visit events are kept (the privacy policy says so); older ones are deleted daily. */
  analyticsRetentionDays: number;
}

/** A change of some settings; within the chat settings too, fields left out keep their value. */
export type SiteSettingsPatch = Partial<Omit<SiteSettings, "chat">> & { chat?: Partial<ChatSettings> };

export const DEFAULT_SETTINGS: SiteSettings = {
  siteName: "工程项目管理门户",
  companyName: "",
  hotline: "",
  icp: "",
  psb: "",
  defaultTitle: "工程项目管理门户",
  defaultKeywords: "计量支付软件,工程项目管理系统,工程建设",
  defaultDescription: "面向工程建设各方的项目管理云平台与行业信息门户。",
  chat: {
    autoSwitch: false,
    autoDelayed: 10,
    autoContent: "",
    workDays: [1, 2, 3, 4, 5],
    workStart: "09:00",
    workEnd: "18:00",
    canned: [
      "您好，请问有什么可以帮您？",
      "请您留下手机号，我们的顾问会尽快与您联系。",
      "招标公告每天更新，您可以在“我的订阅”中设置关键词，新公告会第一时间推送给您。",
      "感谢您的咨询，祝您工作顺利！",
    ],
  },
  analyticsRetentionDays: 180,
};

const KEYS = Object.keys(DEFAULT_SETTINGS) as (keyof SiteSettings)[];
const NS = "site";

export function getSiteSettings(ctx: Ctx): Promise<SiteSettings> {
  return ctx.cache.wrap(NS, "settings", PUBLIC_TTL_MS, async () => {
    const rows = await ctx.db.select().from(schema.siteSettings).where(inArray(schema.siteSettings.key, KEYS));
    const stored = Object.fromEntries(rows.map((r) => [r.key, r.value]));
    const merged = { ...DEFAULT_SETTINGS, ...stored } as SiteSettings;
    // Settings saved before a chat field existed keep their values and get the new field's default.
    merged.chat = { ...DEFAULT_SETTINGS.chat, ...(stored.chat as Partial<ChatSettings> | undefined) };
    return merged;
  });
}

/** Writes the given keys (upsert) and drops the cached copy so every page shows them at once. */
export async function updateSiteSettings(ctx: Ctx, patch: SiteSettingsPatch): Promise<void> {
  requirePermission(ctx, PERM.settings);
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
