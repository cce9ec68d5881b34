import { type Db, type DeliveryChannels, type DeliveryItem, schema } from "@portal/db";
import { inArray, sql } from "drizzle-orm";
import { requireSystem } from "../access";
import { addDays, chinaDate, chinaDay } from "../china-time";
import type { Ctx } from "../context";
import { rows } from "../sql";
import { regionLabel } from "../tender";
import { withTransaction } from "../transaction";
import { followedOrgs, followsVersion, isFollows } from "./follows";
import { MatchIndex, type MatchTarget } from "./match-index";
import { COUNT_DAYS, reachWhere } from "./subscriptions";

/** The match job's schedule key; the job itself (MATCH_JOB) is named by tender's hand-off, match-queue.ts. */
export const MATCH_SCHEDULE = "subscription-match";
/** Announcements matched per transaction. */
const BATCH = 500;
/** Items listed in one message or mail; the rest are counted ("等 N 条"). */
export const ITEMS_MAX = 20;

interface SubInfo {
  userId: string;
  name: string;
  channels: DeliveryChannels;
}

interface Loaded {
  version: string;
  index: MatchIndex;
  subs: Map<string, SubInfo>;
}

/**
 * The index is built once and kept while the subscriptions are unchanged (their count and newest
 * change): 100,000 subscriptions take seconds to load and index, a batch of notices milliseconds.
 * Kept per database, so tests with several databases in one process never share one.
 */
const loaded = new WeakMap<Db, Loaded>();

async function subscriptionIndex(ctx: Ctx): Promise<Loaded> {
  const [v] = await rows<{ n: number; t: string | null }>(
    ctx.db,
    sql`SELECT count(*)::int AS n, max(updated_at)::text AS t FROM tender_subscriptions WHERE enabled`,
  );
  const version = `${v?.n}:${v?.t}/${await followsVersion(ctx)}`;
  const hit = loaded.get(ctx.db);
  if (hit && hit.version === version) return hit;
  // 即将到期 subscriptions reach results coming due, not new notices: runRenewalMatching's.
  const list = await enabledSubscriptions(ctx, false);
  const following = await followedOrgs(
    ctx,
    list.filter((x) => isFollows(x.criteria)).map((x) => x.userId),
  );
  const fresh: Loaded = {
    version,
    index: new MatchIndex(list.map((x) => (isFollows(x.criteria) ? { ...x, orgs: following.get(x.userId) ?? [] } : x))),
    subs: new Map(list.map((x) => [x.id, { userId: x.userId, name: x.name, channels: x.channels }])),
  };
  loaded.set(ctx.db, fresh);
  return fresh;
}

/** Enabled subscriptions to new notices, or (`renewals`) the 即将到期 ones. */
function enabledSubscriptions(ctx: Ctx, renewals: boolean) {
  const s = schema.tenderSubscriptions;
  return ctx.db
    .select({ id: s.id, userId: s.userId, name: s.name, criteria: s.criteria, channels: s.channels })
    .from(s)
    .where(renewals ? sql`enabled AND criteria ? 'renewals'` : sql`enabled AND NOT (criteria ? 'renewals')`);
}

interface TargetRow {
  id: number;
  lex: string[];
  title: string;
  category: string;
  stage: string | null;
  project_type: string;
  party_type: string;
  province: string | null;
  city: string | null;
  district: string | null;
  amount: string | null;
  published_on: string;
  orgs: number[];
}

function formatAmount(yuan: number | null): string | null {
  if (yuan === null) return null;
  return yuan >= 10_000 ? `${(yuan / 10_000).toFixed(2).replace(/\.?0+$/, "")} 万元` : `${yuan} 元`;
}

/**
 * Matches waiting announcements, one batch per transaction: the matches, the site messages and the
 * deliveries of a batch are written together with the removal of its waiting rows, so a batch is
 * either done entirely or not at all, and a match already recorded never produces a second message.
 * Returns how many announcements were matched.
 */
export async function runMatching(
  ctx: Ctx,
  opts: { batch?: number; maxBatches?: number } = {},
): Promise<{ announcements: number; matches: number }> {
  requireSystem(ctx);
  let announcements = 0;
  let matches = 0;
  // Nothing waiting (every restart, most runs): the index is not built, which at a start would
  // take the main thread for a quarter of a second before the first page.
  const [waiting] = await rows<{ id: number }>(ctx.db, sql`SELECT announcement_id AS id FROM tender_match_pending LIMIT 1`);
  if (!waiting) return { announcements, matches };
  for (let i = 0; i < (opts.maxBatches ?? 1_000); i++) {
    const { index, subs } = await subscriptionIndex(ctx);
    const done = await withTransaction(ctx, async (tx) => {
      const pending = await rows<{ id: number }>(
        tx.db,
        sql`SELECT announcement_id AS id FROM tender_match_pending ORDER BY announcement_id
            LIMIT ${opts.batch ?? BATCH} FOR UPDATE SKIP LOCKED`,
      );
      if (pending.length === 0) return null;
      const ids = pending.map((p) => Number(p.id));
      const targets =
        index.size === 0
          ? []
          : await rows<TargetRow>(
              tx.db,
              sql`SELECT id, tsvector_to_array(tsv) AS lex, title, category, stage, project_type, party_type, province, city,
                         district, coalesce(win_amount_yuan, max_price_yuan, budget_yuan)::text AS amount, published_on::text,
                         array_remove(ARRAY[buyer_org_id, agency_org_id, winner_org_id], NULL)
                           || ARRAY(SELECT org_id FROM tender_candidates c WHERE c.announcement_id = tender_announcements.id) AS orgs
                  FROM tender_announcements WHERE id IN (${sql.join(
                    ids.map((x) => sql`${x}`),
                    sql`, `,
                  )}) AND state = 'published' AND published_on >= ${pushSince(ctx)}`,
            );
      const pairs: { sub: string; ann: number }[] = [];
      for (const t of targets) {
        const target: MatchTarget = {
          id: Number(t.id),
          lexemes: t.lex,
          category: t.category,
          stage: t.stage,
          projectType: t.project_type,
          partyType: t.party_type,
          province: t.province,
          city: t.city,
          district: t.district,
          amount: t.amount === null ? null : Number(t.amount),
          orgs: (t.orgs ?? []).map(Number),
        };
        for (const sub of index.match(target)) pairs.push({ sub, ann: target.id });
      }
      const fresh = await recordMatches(tx, pairs);
      await notify(tx, fresh, subs, new Map(targets.map((t) => [Number(t.id), t])));
      await tx.db.delete(schema.tenderMatchPending).where(inArray(schema.tenderMatchPending.announcementId, ids));
      return { announcements: ids.length, matches: fresh.length };
    });
    if (!done) break;
    announcements += done.announcements;
    matches += done.matches;
  }
  return { announcements, matches };
}

export const RENEWAL_JOB = "subscription.renewals";
export const RENEWAL_SCHEDULE = "subscription-renewals";

/**
 * 即将到期 subscriptions: each result whose service term has come within the subscription's months
 * (and meets its other criteria) is pushed once, through the same matches, messages and deliveries
 * as new notices. Due dates move by the day, so the job runs daily; one query per subscription.
 */
export async function runRenewalMatching(ctx: Ctx): Promise<{ matches: number }> {
  requireSystem(ctx);
  const list = await enabledSubscriptions(ctx, true);
  let matches = 0;
  for (const sub of list) {
    matches += await withTransaction(ctx, async (tx) => {
      const due = await rows<Listed & { id: number }>(
        tx.db,
        sql`SELECT id, title, province, city, coalesce(win_amount_yuan, max_price_yuan, budget_yuan)::text AS amount, published_on::text
            FROM tender_announcements WHERE ${reachWhere(tx, sub.criteria, sub.userId)}
              AND id NOT IN (SELECT announcement_id FROM tender_sub_matches WHERE subscription_id = ${sub.id})
            ORDER BY id LIMIT ${BATCH}`,
      );
      const fresh = await recordMatches(
        tx,
        due.map((d) => ({ sub: sub.id, ann: Number(d.id) })),
      );
      await notify(tx, fresh, new Map([[sub.id, sub]]), new Map(due.map((d) => [Number(d.id), d])), "个合同即将到期");
      return fresh.length;
    });
  }
  return { matches };
}

/** Older notices (a crawler catching up, a backfill) are recorded as seen but pushed to nobody. */
function pushSince(ctx: Ctx): string {
  return addDays(chinaDate(ctx.now()) as string, -COUNT_DAYS);
}

/** Inserts the pairs; returns those not recorded before (a re-run returns none). */
async function recordMatches(ctx: Ctx, pairs: { sub: string; ann: number }[]): Promise<{ sub: string; ann: number }[]> {
  const out: { sub: string; ann: number }[] = [];
  for (let i = 0; i < pairs.length; i += 5_000) {
    const part = pairs.slice(i, i + 5_000);
    const inserted = await rows<{ s: string; a: number }>(
      ctx.db,
      sql`INSERT INTO tender_sub_matches (subscription_id, announcement_id, created_at)
          SELECT s::uuid, a, ${ctx.now()} FROM unnest(${`{${part.map((p) => p.sub).join(",")}}`}::text[], ${`{${part.map((p) => p.ann).join(",")}}`}::int[]) AS x(s, a)
          ON CONFLICT DO NOTHING RETURNING subscription_id AS s, announcement_id AS a`,
    );
    for (const r of inserted) out.push({ sub: String(r.s), ann: Number(r.a) });
  }
  return out;
}

/** When a digest for `hour` (China time) goes out next. */
export function nextDigestAt(now: Date, hour: number): Date {
  const at = new Date(chinaDay(now).start.getTime() + hour * 3_600_000);
  return at > now ? at : new Date(at.getTime() + 86_400_000);
}

type Listed = Pick<TargetRow, "title" | "province" | "city" | "amount" | "published_on">;

async function notify(
  ctx: Ctx,
  fresh: { sub: string; ann: number }[],
  subs: Map<string, SubInfo>,
  targets: Map<number, Listed>,
  what = "条新招标信息",
) {
  const bySub = new Map<string, number[]>();
  for (const p of fresh) bySub.set(p.sub, [...(bySub.get(p.sub) ?? []), p.ann]);
  const messages: (typeof schema.userMessages.$inferInsert)[] = [];
  const deliveries: (typeof schema.subscriptionDeliveries.$inferInsert)[] = [];
  const now = ctx.now();
  for (const [subId, anns] of bySub) {
    const info = subs.get(subId);
    if (!info) continue;
    anns.sort((x, y) => y - x);
    const items: DeliveryItem[] = anns.slice(0, ITEMS_MAX).map((id) => {
      const t = targets.get(id) as Listed;
      return {
        id,
        title: t.title,
        region: regionLabel(t.province, t.city) ?? "",
        publishedOn: t.published_on,
        amount: formatAmount(t.amount === null ? null : Number(t.amount)),
      };
    });
    const title = `订阅“${info.name}”有 ${anns.length} ${what}`;
    const key = `${subId}:${Math.min(...anns)}`;
    if (info.channels.site) {
      const more = anns.length > ITEMS_MAX ? `\n…等 ${anns.length} 条` : "";
      messages.push({
        userId: info.userId,
        kind: "subscription",
        title,
        body: items.map((x) => `${x.publishedOn} ${x.title}`).join("\n") + more,
        link: `/personalCenter?tab=subscriptions&sub=${subId}`,
        dedupeKey: `sub:${key}`,
        createdAt: now,
      });
    }
    const { email, webhook } = info.channels;
    if (email.mode !== "off") {
      const nextAt = email.mode === "instant" ? now : nextDigestAt(now, email.hour);
      deliveries.push({
        userId: info.userId,
        subscriptionId: subId,
        channel: "email",
        title,
        items,
        nextAt,
        idemKey: `email:${key}`,
        createdAt: now,
      });
    }
    if (webhook) {
      deliveries.push({
        userId: info.userId,
        subscriptionId: subId,
        channel: webhook.kind,
        title,
        items,
        nextAt: now,
        idemKey: `hook:${key}`,
        createdAt: now,
      });
    }
  }
  for (let i = 0; i < messages.length; i += 1_000)
    await ctx.db
      .insert(schema.userMessages)
      .values(messages.slice(i, i + 1_000))
      .onConflictDoNothing();
  for (let i = 0; i < deliveries.length; i += 1_000)
    await ctx.db
      .insert(schema.subscriptionDeliveries)
      .values(deliveries.slice(i, i + 1_000))
      .onConflictDoNothing();
}
