import { randomBytes } from "node:crypto";
import { type DeliveryChannels, type SubscriptionCriteria, schema } from "@portal/db";
import { queryTerms } from "@portal/text";
import { and, count, desc, eq, inArray, or, type SQL, sql } from "drizzle-orm";
import { requireUser } from "../access";
import { addDays, chinaDate } from "../china-time";
import type { Ctx } from "../context";
import { conflict, invalid, notFound } from "../errors";
import { requireMember, requireOrgAdmin } from "../org";
import { normalizePage, type Page, type Paged, pagedResult } from "../paging";
import { PLANS, userPlan } from "../points";
import { rows } from "../sql";
import { loadHits, renewalDueWhere, type TenderHit } from "../tender";
import { withTransaction } from "../transaction";
import { criteriaWhere, parseChannels, parseCriteria, type SubscriptionInput } from "./criteria";
import { isFollows, writtenByUser } from "./follows";

const s = schema.tenderSubscriptions;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const NAME_MAX = 30;
/** The live count looks this far back. */
export const COUNT_DAYS = 30;

export interface SubscriptionView {
  id: string;
  name: string;
  criteria: SubscriptionCriteria;
  channels: DeliveryChannels;
  enabled: boolean;
  /** Set when shared with an organisation's members. */
  companyId: string | null;
  companyName: string | null;
  /** False for a subscription an organisation shares with the reader: read, not edited. */
  mine: boolean;
  /** Private RSS/Atom address path (owner only). */
  feedPath: string | null;
  createdAt: string;
  updatedAt: string;
}

export interface SubscriptionOptions {
  /** Hosts robots may be reached at besides the platforms' own (configuration; tests' receivers). */
  webhookHosts?: string[];
}

type Row = typeof s.$inferSelect;

function view(r: Row, userId: string, companyName: string | null = null): SubscriptionView {
  const mine = r.userId === userId;
  return {
    id: r.id,
    name: r.name,
    criteria: r.criteria,
    channels: mine ? r.channels : { ...r.channels, webhook: null },
    enabled: r.enabled,
    companyId: r.companyId,
    companyName,
    mine,
    feedPath: mine ? feedPath(r.feedToken) : null,
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
  };
}

export const feedPath = (token: string) => `/api/ai/pub/bidSubscribe/feed/${token}`;
const newToken = () => randomBytes(24).toString("base64url");

function parseName(name: unknown, fallback: string): string {
  const n = String(name ?? "").trim() || fallback;
  if (n.length > NAME_MAX) throw invalid(`订阅名称不能超过 ${NAME_MAX} 个字`);
  return n;
}

async function myCompanyIds(ctx: Ctx, userId: string): Promise<string[]> {
  const m = schema.companyMembers;
  const list = await ctx.db.select({ id: m.companyId }).from(m).where(eq(m.userId, userId));
  const [own] = await ctx.db.select({ id: schema.users.companyId }).from(schema.users).where(eq(schema.users.id, userId));
  return [...new Set([...list.map((x) => x.id), ...(own?.id ? [own.id] : [])])];
}

/** Sharing with an organisation is its administrators' decision (a plain member gets 403). */
async function shareTarget(ctx: Ctx, companyId: unknown): Promise<string | null> {
  if (companyId === undefined || companyId === null || companyId === "") return null;
  const id = String(companyId);
  if (!UUID.test(id)) throw notFound("机构");
  await requireOrgAdmin(ctx, id);
  return id;
}

async function requireEmailIfNeeded(ctx: Ctx, userId: string, channels: DeliveryChannels) {
  if (channels.email.mode === "off") return;
  const [u] = await ctx.db.select({ email: schema.users.email }).from(schema.users).where(eq(schema.users.id, userId));
  if (!u?.email) throw invalid("开启邮件推送前，请先在“账号安全”中绑定邮箱");
}

/** How many subscriptions the user's plan allows, and how many they hold. */
export async function subscriptionAllowance(ctx: Ctx): Promise<{ limit: number; used: number; plan: string }> {
  const userId = requireUser(ctx);
  const plan = PLANS[await userPlan(ctx, userId)];
  const [{ n }] = await ctx.db
    .select({ n: count() })
    .from(s)
    .where(and(eq(s.userId, userId), writtenByUser));
  return { limit: plan.subscriptions, used: Number(n), plan: plan.name };
}

export async function createSubscription(
  ctx: Ctx,
  input: SubscriptionInput & { companyId?: string | null },
  opts: SubscriptionOptions = {},
): Promise<SubscriptionView> {
  const userId = requireUser(ctx);
  const criteria = parseCriteria(input);
  const channels = parseChannels(input, undefined, opts.webhookHosts ?? []);
  const name = parseName(input.name, criteria.keywords.slice(0, 3).join("、") || "地区订阅");
  await requireEmailIfNeeded(ctx, userId, channels);
  const companyId = await shareTarget(ctx, input.companyId);
  const { limit, plan } = await subscriptionAllowance(ctx);
  // The user's row is locked while counting, so concurrent creations cannot pass the plan's limit.
  const id = await withTransaction(ctx, async (tx) => {
    await rows(tx.db, sql`SELECT id FROM users WHERE id = ${userId} FOR UPDATE`);
    const [{ n }] = await tx.db
      .select({ n: count() })
      .from(s)
      .where(and(eq(s.userId, userId), writtenByUser));
    if (Number(n) >= limit) throw conflict(`${plan}最多可建 ${limit} 个订阅，请删除不用的订阅或升级会员`);
    const now = ctx.now();
    const [row] = await tx.db
      .insert(s)
      .values({ userId, companyId, name, criteria, channels, feedToken: newToken(), createdAt: now, updatedAt: now })
      .returning({ id: s.id });
    return row.id;
  });
  return getSubscription(ctx, id);
}

async function ownRow(ctx: Ctx, id: unknown): Promise<Row> {
  const userId = requireUser(ctx);
  const key = String(id ?? "");
  if (!UUID.test(key)) throw notFound("订阅");
  const [row] = await ctx.db
    .select()
    .from(s)
    .where(and(eq(s.id, key), eq(s.userId, userId)));
  if (!row) throw notFound("订阅");
  return row;
}

export async function updateSubscription(
  ctx: Ctx,
  id: string,
  input: SubscriptionInput & { enabled?: boolean; companyId?: string | null },
  opts: SubscriptionOptions = {},
): Promise<SubscriptionView> {
  const row = await ownRow(ctx, id);
  const criteria = parseCriteria(input, row.criteria);
  const channels = parseChannels(input, row.channels, opts.webhookHosts ?? []);
  await requireEmailIfNeeded(ctx, row.userId, channels);
  const companyId =
    input.companyId === undefined || input.companyId === row.companyId ? row.companyId : await shareTarget(ctx, input.companyId);
  // What one person follows is theirs: the 关注的机构 subscription is not shared.
  if (companyId && isFollows(row.criteria)) throw invalid("“关注的机构”订阅不能共享");
  await ctx.db
    .update(s)
    .set({
      name: input.name === undefined ? row.name : parseName(input.name, row.name),
      criteria,
      channels,
      companyId,
      enabled: input.enabled === undefined ? row.enabled : input.enabled !== false,
      updatedAt: ctx.now(),
    })
    .where(eq(s.id, row.id));
  return getSubscription(ctx, row.id);
}

export async function removeSubscription(ctx: Ctx, id: string): Promise<void> {
  const row = await ownRow(ctx, id);
  await ctx.db.delete(s).where(eq(s.id, row.id));
}

/** A new private feed address; the old one stops working at once. */
export async function resetFeedToken(ctx: Ctx, id: string): Promise<SubscriptionView> {
  const row = await ownRow(ctx, id);
  await ctx.db.update(s).set({ feedToken: newToken(), updatedAt: ctx.now() }).where(eq(s.id, row.id));
  return getSubscription(ctx, row.id);
}

/** One subscription the user owns or one shared with an organisation they belong to. */
export async function getSubscription(ctx: Ctx, id: string): Promise<SubscriptionView> {
  const userId = requireUser(ctx);
  if (!UUID.test(String(id ?? ""))) throw notFound("订阅");
  const companies = await myCompanyIds(ctx, userId);
  const visible = companies.length ? or(eq(s.userId, userId), inArray(s.companyId, companies)) : eq(s.userId, userId);
  const [row] = await ctx.db
    .select({ sub: s, companyName: schema.companies.name })
    .from(s)
    .leftJoin(schema.companies, eq(schema.companies.id, s.companyId))
    .where(and(eq(s.id, id), visible));
  if (!row) throw notFound("订阅");
  return view(row.sub, userId, row.companyName);
}

/** The user's own subscriptions, then those their organisations share (newest first in each). */
export async function listSubscriptions(ctx: Ctx): Promise<SubscriptionView[]> {
  const userId = requireUser(ctx);
  const companies = await myCompanyIds(ctx, userId);
  const visible = companies.length ? or(eq(s.userId, userId), inArray(s.companyId, companies)) : eq(s.userId, userId);
  const list = await ctx.db
    .select({ sub: s, companyName: schema.companies.name })
    .from(s)
    .leftJoin(schema.companies, eq(schema.companies.id, s.companyId))
    .where(visible)
    .orderBy(desc(s.createdAt))
    .limit(500);
  const views = list.map((r) => view(r.sub, userId, r.companyName));
  return [...views.filter((v) => v.mine), ...views.filter((v) => !v.mine)];
}

/** Subscriptions an organisation shares (the organisation platform); members only. */
export async function companySubscriptions(ctx: Ctx, companyId: string): Promise<SubscriptionView[]> {
  if (!UUID.test(companyId)) throw notFound("机构");
  const { userId } = await requireMember(ctx, companyId);
  const list = await ctx.db.select().from(s).where(eq(s.companyId, companyId)).orderBy(desc(s.createdAt)).limit(500);
  return list.map((r) => view(r, userId));
}

function since(ctx: Ctx): string {
  return addDays(chinaDate(ctx.now()) as string, -COUNT_DAYS);
}

/**
 * What a subscription reaches: notices of the last COUNT_DAYS days that meet its criteria, or, for a
 * 即将到期 subscription, results whose service term runs out within its months (published long ago).
 */
export function reachWhere(ctx: Ctx, c: SubscriptionCriteria, owner?: string): SQL {
  const when = c.renewals ? renewalDueWhere(chinaDate(ctx.now()) as string, c.renewals) : sql`published_on >= ${since(ctx)}`;
  return sql`${when} AND ${criteriaWhere(c, owner)}`;
}

/**
 * Announcements of the last 30 days a subscription (saved or being typed) would have sent: the
 * figure shown live while a subscription is edited. Capped, like the search's counts.
 */
export async function countMatching(ctx: Ctx, input: SubscriptionInput): Promise<{ count: number; capped: boolean; days: number }> {
  requireUser(ctx);
  const c = parseCriteria(input);
  const cap = 10_000;
  const [r] = await rows<{ n: number }>(
    ctx.db,
    sql`SELECT count(*)::int AS n FROM (SELECT 1 FROM tender_announcements
        WHERE ${reachWhere(ctx, c)} LIMIT ${cap}) x`,
  );
  const n = Number(r?.n ?? 0);
  return { count: n, capped: n >= cap, days: COUNT_DAYS };
}

/** The 30-day figure of each of the user's subscriptions (countSubscribe). */
export async function countSubscriptions(ctx: Ctx): Promise<{ id: string; name: string; count: number; newCount: number }[]> {
  const list = await listSubscriptions(ctx);
  const m = schema.tenderSubMatches;
  const out = [];
  for (const v of list) {
    const [{ n }] = await ctx.db.select({ n: count() }).from(m).where(eq(m.subscriptionId, v.id));
    const found = isFollows(v.criteria) ? await countFollowed(ctx, v) : (await countMatching(ctx, v.criteria)).count;
    out.push({ id: v.id, name: v.name, count: found, newCount: Number(n) });
  }
  return out;
}

/** 关注的机构's 30-day figure: its owner's follow list (the reader's own subscription only). */
async function countFollowed(ctx: Ctx, v: SubscriptionView): Promise<number> {
  if (!v.mine) return 0;
  const [r] = await rows<{ n: number }>(
    ctx.db,
    sql`SELECT count(*)::int AS n FROM (SELECT 1 FROM tender_announcements
        WHERE ${reachWhere(ctx, v.criteria, requireUser(ctx))} LIMIT 10000) x`,
  );
  return Number(r?.n ?? 0);
}

/** A subscription's announcements of the last 30 days, newest first (listPagedBySubscribe). */
export async function subscriptionTendersPaged(ctx: Ctx, input: Partial<Page> & { id: string }): Promise<Paged<TenderHit>> {
  const sub = await getSubscription(ctx, input.id);
  const page = normalizePage(input, 20);
  const where = reachWhere(ctx, sub.criteria, sub.mine ? requireUser(ctx) : undefined);
  const [list, [t]] = await Promise.all([
    rows<{ id: number; d: string }>(
      ctx.db,
      sql`SELECT id, published_on::text AS d FROM tender_announcements WHERE ${where}
          ORDER BY published_on DESC, id DESC LIMIT ${page.size} OFFSET ${(page.current - 1) * page.size}`,
    ),
    rows<{ n: number }>(ctx.db, sql`SELECT count(*)::int AS n FROM tender_announcements WHERE ${where}`),
  ]);
  const terms = sub.criteria.keywords.flatMap((w) => queryTerms(w));
  const hits = await loadHits(
    ctx,
    list.map((r) => ({ id: Number(r.id), d: String(r.d) })),
    terms,
  );
  return pagedResult(hits, Number(t?.n ?? 0), page);
}
