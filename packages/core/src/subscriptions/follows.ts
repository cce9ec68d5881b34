// 关注单位 delivered like a subscription (issue 33 item 7): following a buyer, an agency or a
// competitor sends its new notices, results and candidacies through the channels every subscription
// has (site message, e-mail, robots, RSS). The follow list itself stays where the tender domain keeps
// it (tender_user_orgs); one subscription per user, marked `follows`, carries the channels.
import { randomBytes } from "node:crypto";
import { type DeliveryChannels, type SubscriptionCriteria, schema } from "@portal/db";
import { and, eq, sql } from "drizzle-orm";
import { requireUser } from "../access";
import type { Ctx } from "../context";
import { rows } from "../sql";
import { withTransaction } from "../transaction";

export const FOLLOWS_NAME = "关注的机构";

const s = schema.tenderSubscriptions;
const FOLLOWS_CRITERIA: SubscriptionCriteria = {
  keywords: [],
  excludes: [],
  scope: "title",
  regions: [],
  categories: [],
  stages: [],
  projectTypes: [],
  partyTypes: [],
  minAmount: null,
  maxAmount: null,
  follows: true,
};
const SITE_ONLY: DeliveryChannels = { site: true, email: { mode: "off", hour: 8 }, webhook: null };

/** Whether a stored subscription is a user's 关注的机构 subscription. */
export const isFollows = (c: SubscriptionCriteria) => c.follows === true;

/** SQL: the subscription row is not a 关注的机构 one (plan limits count only those a user wrote). */
export const writtenByUser = sql`NOT (${s.criteria} ? 'follows')`;

/**
 * The signed-in user's 关注的机构 subscription, created (site messages on) the first time they follow
 * an organisation. Concurrent follows create one: the user's row is locked while looking.
 */
export async function ensureFollowSubscription(ctx: Ctx): Promise<{ id: string; created: boolean }> {
  const userId = requireUser(ctx);
  return withTransaction(ctx, async (tx) => {
    await rows(tx.db, sql`SELECT id FROM users WHERE id = ${userId} FOR UPDATE`);
    const [had] = await tx.db
      .select({ id: s.id })
      .from(s)
      .where(and(eq(s.userId, userId), sql`${s.criteria} ? 'follows'`));
    if (had) return { id: had.id, created: false };
    const now = tx.now();
    const [row] = await tx.db
      .insert(s)
      .values({
        userId,
        name: FOLLOWS_NAME,
        criteria: FOLLOWS_CRITERIA,
        channels: SITE_ONLY,
        feedToken: randomBytes(24).toString("base64url"),
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: s.id });
    return { id: row.id, created: true };
  });
}

/** SQL: the announcement (alias-free columns of tender_announcements) involves an organisation `owner` follows. */
export function followedWhere(owner: string) {
  const orgs = sql`(SELECT org_id FROM tender_user_orgs WHERE user_id = ${owner})`;
  return sql`(buyer_org_id IN ${orgs} OR agency_org_id IN ${orgs} OR winner_org_id IN ${orgs}
    OR id IN (SELECT announcement_id FROM tender_candidates WHERE org_id IN ${orgs}))`;
}

/** The organisations each of these users follows (the matcher's index of 关注的机构 subscriptions). */
export async function followedOrgs(ctx: Ctx, userIds: string[]): Promise<Map<string, number[]>> {
  if (userIds.length === 0) return new Map();
  const list = await rows<{ user_id: string; orgs: number[] }>(
    ctx.db,
    sql`SELECT user_id, array_agg(org_id) AS orgs FROM tender_user_orgs
        WHERE user_id IN (${sql.join(
          userIds.map((u) => sql`${u}`),
          sql`, `,
        )}) GROUP BY user_id`,
  );
  return new Map(list.map((r) => [String(r.user_id), r.orgs.map(Number)]));
}

/** Changes whenever anyone follows or unfollows: the matcher rebuilds its index then. */
export async function followsVersion(ctx: Ctx): Promise<string> {
  const [v] = await rows<{ n: number; t: string | null }>(
    ctx.db,
    sql`SELECT count(*)::int AS n, max(created_at)::text AS t FROM tender_user_orgs`,
  );
  return `${v?.n}:${v?.t}`;
}
