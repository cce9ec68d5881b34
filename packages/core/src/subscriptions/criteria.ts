import { ENGINEERING_STAGES, PARTY_TYPES, PROJECT_TYPES, TENDER_CATEGORIES } from "@portal/contract";
import type { DeliveryChannels, SubscriptionCriteria, WebhookKind } from "@portal/db";
import { queryTerms } from "@portal/text";
import { type SQL, sql } from "drizzle-orm";
import { invalid } from "../errors";
import { quoteLexeme, RENEWAL_WINDOWS, scoped } from "../tender";
import { followedWhere } from "./follows";

/** What a person may send when creating or changing a subscription (all fields optional on update). */
export interface SubscriptionInput {
  name?: string;
  keywords?: string[];
  excludes?: string[];
  scope?: string;
  regions?: string[];
  categories?: string[];
  stages?: string[];
  projectTypes?: string[];
  partyTypes?: string[];
  minAmount?: number | null;
  maxAmount?: number | null;
  site?: boolean;
  emailMode?: string;
  emailHour?: number;
  webhookKind?: string | null;
  webhookUrl?: string | null;
  webhookSecret?: string | null;
  shareWithCompany?: boolean;
  /** 即将到期: months ahead (3, 6 or 12); null or absent for a subscription to new notices. */
  renewals?: number | null;
}

export const WORD_MAX = 20;
export const WORD_LIMIT = 10;
const REGION_LIMIT = 30;

function wordList(list: unknown, label: string): string[] {
  if (list === undefined || list === null) return [];
  if (!Array.isArray(list)) throw invalid(`${label}格式不正确`);
  const out = [...new Set(list.map((w) => String(w).trim()).filter(Boolean))];
  if (out.length > WORD_LIMIT) throw invalid(`${label}最多 ${WORD_LIMIT} 个`);
  for (const w of out) {
    if (w.length > WORD_MAX) throw invalid(`${label}“${w.slice(0, 8)}…”超过 ${WORD_MAX} 个字`);
    if (queryTerms(w).length === 0) throw invalid(`${label}“${w}”不含可检索的文字`);
  }
  return out;
}

function codeList(list: unknown, allowed: object, label: string): string[] {
  if (list === undefined || list === null) return [];
  if (!Array.isArray(list)) throw invalid(`${label}格式不正确`);
  const out = [...new Set(list.map(String))].filter((v) => v !== "ALL");
  for (const v of out) if (!Object.hasOwn(allowed, v)) throw invalid(`${label}“${v}”不正确`);
  return out;
}

function regionList(list: unknown): string[] {
  if (list === undefined || list === null) return [];
  if (!Array.isArray(list)) throw invalid("地区格式不正确");
  const out = [...new Set(list.map(String))];
  if (out.length > REGION_LIMIT) throw invalid(`地区最多 ${REGION_LIMIT} 个`);
  for (const c of out) if (!/^\d{6}$/.test(c) || c.startsWith("00")) throw invalid("地区代码不正确");
  return out;
}

function amount(v: unknown, label: string): number | null {
  if (v === undefined || v === null || v === "") return null;
  const n = Number(v);
  if (!Number.isFinite(n) || n < 0 || n > 1e13) throw invalid(`${label}应为不小于 0 的金额（元）`);
  return Math.round(n);
}

/** Validates and normalises the criteria; `base` supplies what an update leaves out. */
export function parseCriteria(input: SubscriptionInput, base?: SubscriptionCriteria): SubscriptionCriteria {
  // 关注的机构 reaches what its owner follows; its name and channels change, its reach does not.
  if (base?.follows) return base;
  const has = (k: keyof SubscriptionInput) => input[k] !== undefined;
  const c: SubscriptionCriteria = {
    keywords: has("keywords") ? wordList(input.keywords, "关键词") : (base?.keywords ?? []),
    excludes: has("excludes") ? wordList(input.excludes, "排除词") : (base?.excludes ?? []),
    scope: has("scope") ? (input.scope === "all" ? "all" : input.scope === "title" ? "title" : badScope()) : (base?.scope ?? "title"),
    regions: has("regions") ? regionList(input.regions) : (base?.regions ?? []),
    categories: has("categories") ? codeList(input.categories, TENDER_CATEGORIES, "信息类别") : (base?.categories ?? []),
    stages: has("stages") ? codeList(input.stages, ENGINEERING_STAGES, "公告阶段") : (base?.stages ?? []),
    projectTypes: has("projectTypes") ? codeList(input.projectTypes, PROJECT_TYPES, "项目类型") : (base?.projectTypes ?? []),
    partyTypes: has("partyTypes") ? codeList(input.partyTypes, PARTY_TYPES, "主体类型") : (base?.partyTypes ?? []),
    minAmount: has("minAmount") ? amount(input.minAmount, "最低金额") : (base?.minAmount ?? null),
    maxAmount: has("maxAmount") ? amount(input.maxAmount, "最高金额") : (base?.maxAmount ?? null),
  };
  const renewals = has("renewals") ? renewalMonths(input.renewals) : base?.renewals;
  // A 即将到期 subscription reaches results only: a stage chosen beside it would mean nothing.
  if (renewals) Object.assign(c, { renewals, stages: [] });
  if (c.minAmount !== null && c.maxAmount !== null && c.minAmount > c.maxAmount) throw invalid("最低金额不能高于最高金额");
  // Without a word or a region a subscription would send every notice in the country.
  if (c.keywords.length === 0 && c.regions.length === 0) throw invalid("请至少填写一个关键词或选择一个地区");
  return c;
}

function renewalMonths(v: unknown): number | undefined {
  if (v === undefined || v === null || v === "" || v === 0) return undefined;
  const n = Number(v);
  if (!(RENEWAL_WINDOWS as readonly number[]).includes(n)) throw invalid("到期提醒的时间范围应为 3、6 或 12 个月");
  return n;
}

function badScope(): never {
  throw invalid("匹配范围应为标题或全文");
}

const WEBHOOK_HOSTS: Record<WebhookKind, string[]> = {
  wecom: ["qyapi.weixin.qq.com"],
  dingtalk: ["oapi.dingtalk.com"],
  feishu: ["open.feishu.cn", "open.larksuite.com"],
};

/** The platform's own robot endpoints (HTTPS, default port), as origins for the outgoing-HTTP port's allow-list. */
export function officialWebhookOrigins(kind: WebhookKind): string[] {
  return WEBHOOK_HOSTS[kind].map((host) => `https://${host}`);
}

/**
 * Robots are reached only at their platforms' own hosts over HTTPS: a webhook address is typed by
 * users, and the server must not be made to post to the intranet. `extraHosts` (configuration,
 * e.g. the local receiver in tests) are allowed over plain HTTP as well.
 */
export function checkWebhookUrl(kind: WebhookKind, url: string, extraHosts: string[] = []): string {
  let u: URL;
  try {
    u = new URL(url.trim());
  } catch {
    throw invalid("机器人地址不是有效的网址");
  }
  if (u.username || u.password) throw invalid("机器人地址不能包含账号密码");
  const host = u.host.toLowerCase();
  const official = u.protocol === "https:" && WEBHOOK_HOSTS[kind].includes(u.hostname.toLowerCase()) && !u.port;
  const extra = (u.protocol === "http:" || u.protocol === "https:") && extraHosts.includes(host);
  if (!official && !extra) {
    const name = { wecom: "企业微信", dingtalk: "钉钉", feishu: "飞书" }[kind];
    throw invalid(`请填写${name}群机器人的 Webhook 地址（https://${WEBHOOK_HOSTS[kind][0]}/…）`);
  }
  if (u.href.length > 500) throw invalid("机器人地址过长");
  return u.href;
}

export function parseChannels(input: SubscriptionInput, base: DeliveryChannels | undefined, extraHosts: string[]): DeliveryChannels {
  const has = (k: keyof SubscriptionInput) => input[k] !== undefined;
  const mode = has("emailMode") ? input.emailMode : (base?.email.mode ?? "off");
  if (mode !== "off" && mode !== "instant" && mode !== "digest") throw invalid("邮件推送方式应为不推送、即时或每日汇总");
  const hour = has("emailHour") ? Number(input.emailHour) : (base?.email.hour ?? 8);
  if (!Number.isInteger(hour) || hour < 0 || hour > 23) throw invalid("每日汇总时间应为 0–23 点");
  let webhook = base?.webhook ?? null;
  if (has("webhookKind") || has("webhookUrl")) {
    const kind = input.webhookKind ?? null;
    if (!kind || !input.webhookUrl) webhook = null;
    else {
      if (kind !== "wecom" && kind !== "dingtalk" && kind !== "feishu") throw invalid("机器人类型应为企业微信、钉钉或飞书");
      const secret = (input.webhookSecret ?? "").trim() || null;
      if (secret && (secret.length > 200 || /\s/.test(secret))) throw invalid("加签密钥格式不正确");
      webhook = { kind, url: checkWebhookUrl(kind, input.webhookUrl, extraHosts), secret };
    }
  }
  return { site: has("site") ? input.site !== false : (base?.site ?? true), email: { mode, hour }, webhook };
}

/** A keyword as lexemes of the tender tsvector: all must be present ("t:" for the title scope). */
export function keywordLexemes(word: string, scope: SubscriptionCriteria["scope"]): string[] {
  return queryTerms(word).map((w) => scoped(scope === "title" ? "title" : "all", w));
}

/**
 * The criteria as a WHERE clause over tender_announcements (the live count and the subscription's
 * list): the same lexemes and filters the matcher (match-index.ts) tests in memory. `owner` is the
 * subscription's owner, whose follow list a 关注的机构 subscription reaches.
 */
export function criteriaWhere(c: SubscriptionCriteria, owner?: string): SQL {
  // 关注的机构: the owner's followed organisations (nobody's when the owner is not known).
  if (c.follows) return owner ? sql`state = 'published' AND ${followedWhere(owner)}` : sql`false`;
  const group = (w: string) => `(${keywordLexemes(w, c.scope).map(quoteLexeme).join(" & ")})`;
  const conds: SQL[] = [sql`state = 'published'`];
  if (c.keywords.length) conds.push(sql`tsv @@ ${c.keywords.map(group).join(" | ")}::tsquery`);
  if (c.excludes.length) conds.push(sql`NOT (tsv @@ ${c.excludes.map(group).join(" | ")}::tsquery)`);
  if (c.regions.length) {
    const list = sql.join(
      c.regions.map((r) => sql`${r}`),
      sql`, `,
    );
    conds.push(sql`(province IN (${list}) OR city IN (${list}) OR district IN (${list}))`);
  }
  const inList = (col: string, values: string[]) => {
    if (values.length)
      conds.push(
        sql`${sql.identifier(col)} IN (${sql.join(
          values.map((v) => sql`${v}`),
          sql`, `,
        )})`,
      );
  };
  inList("category", c.categories);
  inList("stage", c.stages);
  inList("project_type", c.projectTypes);
  inList("party_type", c.partyTypes);
  const amountSql = sql`coalesce(win_amount_yuan, max_price_yuan, budget_yuan)`;
  if (c.minAmount !== null) conds.push(sql`${amountSql} >= ${c.minAmount}`);
  if (c.maxAmount !== null) conds.push(sql`${amountSql} <= ${c.maxAmount}`);
  return sql.join(conds, sql` AND `);
}
