import { schema } from "@portal/db";
import { asc } from "drizzle-orm";
import { PERM, requirePermission } from "../access";
import { auditChange } from "../audit";
import type { Ctx } from "../context";
import { invalid } from "../errors";
import { requireText } from "../fields";
import { plainLine } from "../sanitize";
import { type ChatSettings, getSiteSettings, type SiteSettings, type SiteSettingsPatch, updateSiteSettings } from "../site";
import { withTransaction } from "../transaction";

export async function adminSettingsGet(ctx: Ctx) {
  requirePermission(ctx, PERM.settings);
  const [settings, footerLinks] = await Promise.all([getSiteSettings(ctx), listFooterLinks(ctx)]);
  return { settings, footerLinks };
}

function listFooterLinks(ctx: Ctx) {
  const f = schema.footerLinks;
  return ctx.db.select({ groupName: f.groupName, label: f.label, href: f.href }).from(f).orderBy(asc(f.sort), asc(f.id));
}

const TEXT_LIMITS: Partial<Record<keyof SiteSettings, number>> = {
  siteName: 30,
  companyName: 50,
  hotline: 30,
  icp: 50,
  psb: 50,
  defaultTitle: 100,
  defaultKeywords: 200,
  defaultDescription: 300,
};

/** The chat part: fields left out keep their value; the hours must make a day's span. */
function cleanChatSettings(before: ChatSettings, patch: Partial<ChatSettings>): ChatSettings {
  const chat = { ...before, ...patch };
  chat.autoContent = plainLine(chat.autoContent ?? "").slice(0, 200);
  chat.workDays = [...new Set(chat.workDays)].filter((d) => Number.isInteger(d) && d >= 1 && d <= 7).sort((a, b) => a - b);
  const hhmm = /^([01]\d|2[0-3]):[0-5]\d$/;
  if (!hhmm.test(chat.workStart) || !(hhmm.test(chat.workEnd) || chat.workEnd === "24:00")) throw invalid("工作时间格式应为 HH:mm");
  if (chat.workStart >= chat.workEnd) throw invalid("下班时间应晚于上班时间");
  chat.canned = chat.canned
    .map((t) => plainLine(t).slice(0, 300))
    .filter(Boolean)
    .slice(0, 30);
  return chat;
}

/** Settings are one-line texts (no markup reaches the page head or footer) plus the chat popup. */
export async function adminSettingsUpdate(ctx: Ctx, patch: SiteSettingsPatch) {
  requirePermission(ctx, PERM.settings);
  const before = await getSiteSettings(ctx);
  const clean: Partial<SiteSettings> = {};
  for (const [key, max] of Object.entries(TEXT_LIMITS) as [keyof SiteSettings, number][]) {
    const value = patch[key];
    if (value === undefined) continue;
    const text = plainLine(String(value));
    if (text.length > max) throw invalid(`设置项 ${key} 不能超过 ${max} 个字`);
    (clean as Record<string, unknown>)[key] = text;
  }
  if (clean.siteName !== undefined) requireText(clean.siteName, "网站名称");
  if (patch.chat) clean.chat = cleanChatSettings(before.chat, patch.chat);
  if (patch.analyticsRetentionDays !== undefined) {
    const days = Number(patch.analyticsRetentionDays);
    if (!Number.isInteger(days) || days < 7 || days > 1095) throw invalid("访问记录保留天数应在 7 到 1095 之间");
    clean.analyticsRetentionDays = days;
  }
  return withTransaction(ctx, async (tx) => {
    await updateSiteSettings(tx, clean);
    const after = await getSiteSettings(tx);
    await auditChange(tx, "settings.update", { type: "settings", id: "site" }, { ...before }, { ...after });
    return after;
  });
}

export interface FooterLinkInput {
  groupName: string;
  label: string;
  href: string;
}

/** Replaces the footer links with the given list; the list order is the display order. */
export async function adminFooterLinksSave(ctx: Ctx, links: FooterLinkInput[]) {
  requirePermission(ctx, PERM.settings);
  const rows = links.map((l, i) => {
    const href = l.href.trim();
    if (!/^(https?:\/\/|\/(?![/\\]))/i.test(href)) throw invalid(`第 ${i + 1} 个链接的地址必须以 http(s):// 或 / 开头`);
    return {
      groupName: requireText(plainLine(l.groupName), "分组名称", 20),
      label: requireText(plainLine(l.label), "链接文字", 30),
      href,
      sort: (i + 1) * 10,
    };
  });
  const before = await listFooterLinks(ctx);
  return withTransaction(ctx, async (tx) => {
    await tx.db.delete(schema.footerLinks);
    if (rows.length) await tx.db.insert(schema.footerLinks).values(rows);
    await tx.cache.invalidate("site");
    await auditChange(tx, "footer.update", { type: "footer", id: "links" }, { links: before }, { links: rows });
    return { count: rows.length };
  });
}
