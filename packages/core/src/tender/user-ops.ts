import { schema } from "@portal/db";
import { and, count, desc, eq, sql } from "drizzle-orm";
import { requireUser } from "../access";
import type { Ctx } from "../context";
import { invalid, notFound } from "../errors";
import { normalizePage, type Page, type Paged, pagedResult } from "../paging";
import { loadHits, type TenderHit } from "./hits";
import { survivingOrg } from "./orgs";

const a = schema.tenderAnnouncements;
const ops = schema.tenderUserOps;
const follows = schema.tenderUserOrgs;
type Op = "praise" | "favorite";

/** A published announcement's title; 404 for any other id. */
export async function requireAnnouncement(ctx: Ctx, id: number): Promise<{ title: string }> {
  const [row] = await ctx.db
    .select({ title: a.title })
    .from(a)
    .where(and(eq(a.id, id), eq(a.state, "published")));
  if (!row) throw notFound("公告");
  return row;
}

/** Counts of likes and favourites on an announcement (public: /ai/pub/userOperation/stats). */
export async function tenderStats(ctx: Ctx, id: number): Promise<{ praiseCount: number; favoriteCount: number }> {
  await requireAnnouncement(ctx, id);
  const rows = await ctx.db.select({ op: ops.op, n: count() }).from(ops).where(eq(ops.announcementId, id)).groupBy(ops.op);
  const of = (op: Op) => Number(rows.find((r) => r.op === op)?.n ?? 0);
  return { praiseCount: of("praise"), favoriteCount: of("favorite") };
}

/** The signed-in user's marks on an announcement, with the counts. */
export async function tenderUserOperation(ctx: Ctx, id: number) {
  const userId = requireUser(ctx);
  const stats = await tenderStats(ctx, id);
  const mine = await ctx.db
    .select({ op: ops.op })
    .from(ops)
    .where(and(eq(ops.announcementId, id), eq(ops.userId, userId)));
  return { ...stats, praised: mine.some((m) => m.op === "praise"), favorited: mine.some((m) => m.op === "favorite") };
}

/** Like / favourite on or off; idempotent, so a double click or a retry changes nothing. */
async function toggle(ctx: Ctx, id: number, op: Op, on: boolean) {
  const userId = requireUser(ctx);
  await requireAnnouncement(ctx, id);
  if (on) await ctx.db.insert(ops).values({ announcementId: id, userId, op, createdAt: ctx.now() }).onConflictDoNothing();
  else await ctx.db.delete(ops).where(and(eq(ops.announcementId, id), eq(ops.userId, userId), eq(ops.op, op)));
  return tenderUserOperation(ctx, id);
}
export const praiseTender = (ctx: Ctx, id: number) => toggle(ctx, id, "praise", true);
export const cancelPraiseTender = (ctx: Ctx, id: number) => toggle(ctx, id, "praise", false);
export const favoriteTender = (ctx: Ctx, id: number) => toggle(ctx, id, "favorite", true);
export const cancelFavoriteTender = (ctx: Ctx, id: number) => toggle(ctx, id, "favorite", false);

/** The user's favourite announcements, newest favourite first (/ai/bid/listPagedByFavorite). */
export async function favoriteTendersPaged(ctx: Ctx, input: Partial<Page> = {}): Promise<Paged<TenderHit>> {
  const userId = requireUser(ctx);
  const page = normalizePage(input, 20);
  const where = and(eq(ops.userId, userId), eq(ops.op, "favorite"), eq(a.state, "published"));
  const [list, [{ n }]] = await Promise.all([
    ctx.db
      .select({ id: a.id, d: sql<string>`${a.publishedOn}::text` })
      .from(ops)
      .innerJoin(a, eq(a.id, ops.announcementId))
      .where(where)
      .orderBy(desc(ops.createdAt), desc(a.id))
      .limit(page.size)
      .offset((page.current - 1) * page.size),
    ctx.db.select({ n: count() }).from(ops).innerJoin(a, eq(a.id, ops.announcementId)).where(where),
  ]);
  return pagedResult(await loadHits(ctx, list, []), Number(n), page);
}

/** Follow an organisation (buyer, agency or winner); idempotent. */
export async function followOrg(ctx: Ctx, askedId: number): Promise<{ followed: boolean }> {
  const userId = requireUser(ctx);
  // A merged-away id (an old page or bookmark) follows the organisation it became.
  const orgId = (await survivingOrg(ctx, askedId)).id;
  // A cap keeps one account from turning the follow list into a scraper of every organisation.
  // One statement counts and inserts; only when it inserted nothing is there more to find out.
  const inserted = await ctx.db
    .insert(follows)
    .select(
      ctx.db
        .select({
          userId: sql`${userId}`.as("user_id"),
          orgId: sql`${orgId}::int`.as("org_id"),
          createdAt: sql`${ctx.now()}::timestamptz`.as("created_at"),
        })
        .from(sql`(SELECT 1) AS one`)
        .where(sql`(SELECT count(*) FROM ${follows} WHERE ${follows.userId} = ${userId}) < ${FOLLOW_LIMIT}`),
    )
    .onConflictDoNothing()
    .returning({ orgId: follows.orgId });
  if (inserted.length === 0 && !(await followsOrg(ctx, orgId))) throw invalidFollow();
  return { followed: true };
}

export async function unfollowOrg(ctx: Ctx, askedId: number): Promise<{ followed: boolean }> {
  const userId = requireUser(ctx);
  const orgId = (await survivingOrg(ctx, askedId).catch(() => ({ id: askedId }))).id;
  await ctx.db.delete(follows).where(and(eq(follows.userId, userId), eq(follows.orgId, orgId)));
  return { followed: false };
}

/** Whether the signed-in user follows an organisation; false for visitors. */
export async function followsOrg(ctx: Ctx, orgId: number): Promise<boolean> {
  if (ctx.actor.kind !== "user") return false;
  const [row] = await ctx.db
    .select({ orgId: follows.orgId })
    .from(follows)
    .where(and(eq(follows.userId, ctx.actor.userId), eq(follows.orgId, orgId)));
  return Boolean(row);
}

/** The organisations the user follows (/ai/bidOrg/listPaged). */
export async function followedOrgsPaged(ctx: Ctx, input: Partial<Page> = {}) {
  const userId = requireUser(ctx);
  const page = normalizePage(input, 20);
  const o = schema.tenderOrgs;
  const [list, [{ n }]] = await Promise.all([
    ctx.db
      .select({ id: o.id, name: o.name, issued: o.buyerCount, won: o.winCount, agency: o.agencyCount })
      .from(follows)
      .innerJoin(o, eq(o.id, follows.orgId))
      .where(eq(follows.userId, userId))
      .orderBy(desc(follows.createdAt), desc(o.id))
      .limit(page.size)
      .offset((page.current - 1) * page.size),
    ctx.db.select({ n: count() }).from(follows).where(eq(follows.userId, userId)),
  ]);
  return pagedResult(list, Number(n), page);
}

/** Newest announcements issued, handled or won by the organisations the user follows (/ai/bid/listPagedByFollow). */
export async function followedTendersPaged(ctx: Ctx, input: Partial<Page> = {}): Promise<Paged<TenderHit>> {
  const userId = requireUser(ctx);
  const page = normalizePage(input, 20);
  const orgs = sql`(SELECT org_id FROM tender_user_orgs WHERE user_id = ${userId})`;
  const where = sql`${a.state} = 'published' AND (${a.buyerOrgId} IN ${orgs} OR ${a.agencyOrgId} IN ${orgs} OR ${a.winnerOrgId} IN ${orgs})`;
  const [list, [{ n }]] = await Promise.all([
    ctx.db
      .select({ id: a.id, d: sql<string>`${a.publishedOn}::text` })
      .from(a)
      .where(where)
      .orderBy(desc(a.publishedOn), desc(a.id))
      .limit(page.size)
      .offset((page.current - 1) * page.size),
    ctx.db.select({ n: count() }).from(a).where(where),
  ]);
  return pagedResult(await loadHits(ctx, list, []), Number(n), page);
}

export const FOLLOW_LIMIT = 200;
const invalidFollow = () => invalid(`最多关注 ${FOLLOW_LIMIT} 家单位，请先取消关注不再需要的单位`);
