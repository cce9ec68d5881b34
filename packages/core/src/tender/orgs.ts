import { schema } from "@portal/db";
import { desc, eq, sql } from "drizzle-orm";
import { PUBLIC_TTL_MS } from "../cache";
import type { Ctx } from "../context";
import { invalid, notFound } from "../errors";
import { normalizePage, type Page, type Paged, pagedResult } from "../paging";
import { TENDER_DETAIL_NS } from "./cache-names";
import { regionLabel, stageLabel } from "./hits";
import { rows } from "./link";
import { normOrgName } from "./normalize";
import { orgProfile } from "./org-profile";

interface HistoryRow {
  id: number;
  title: string;
  stage: string | null;
  published_on: string;
  province: string | null;
  city: string | null;
  amount: string | null;
}

const toItem = (r: HistoryRow) => ({
  id: Number(r.id),
  title: r.title,
  stage: r.stage,
  stageLabel: stageLabel(r.stage),
  publishedOn: r.published_on,
  regionName: regionLabel(r.province, r.city),
  amountYuan: r.amount === null ? null : Number(r.amount),
});

/**
 * The organisation an id stands for now: itself, or the one staff merged it into. Old links,
 * follows and API calls with a merged-away id keep working.
 */
export async function survivingOrg(ctx: Ctx, id: number) {
  const o = schema.tenderOrgs;
  const [org] = await ctx.db.select().from(o).where(eq(o.id, id));
  if (!org) throw notFound("单位");
  if (!org.mergedInto) return org;
  const [survivor] = await ctx.db.select().from(o).where(eq(o.id, org.mergedInto));
  if (!survivor) throw notFound("单位");
  return survivor;
}

/**
 * An organisation with its history: tenders issued, won, the amounts and the regions, and its profile
 * (org-profile.ts: by year, partners, typical discount, competitors). A merged-away
 * id answers with the surviving organisation (its `id` differs from the one asked for).
 *
 * The same for every visitor and ten queries: kept with the detail pages (TENDER_DETAIL_NS, emptied
 * whenever notices are stored, re-extracted, corrected or organisations merged). Under 16 visitors
 * at once the queries held the page to 75 req/s with p95 above 300 ms on the demo data (issue 34).
 * Callers must not change the object: the in-process cache hands every request the same one.
 */
export function getOrg(ctx: Ctx, askedId: number): Promise<TenderOrg> {
  return ctx.cache.wrap(TENDER_DETAIL_NS, `org:${askedId}`, PUBLIC_TTL_MS, () => loadOrg(ctx, askedId));
}

async function loadOrg(ctx: Ctx, askedId: number) {
  const org = await survivingOrg(ctx, askedId);
  const id = org.id;
  const issued = await rows<HistoryRow>(
    ctx.db,
    sql`SELECT a.id, a.title, a.stage, a.published_on::text AS published_on, a.province, a.city,
               coalesce(a.max_price_yuan, a.budget_yuan)::text AS amount
        FROM tender_announcements a WHERE a.buyer_org_id = ${id} AND a.state = 'published'
        ORDER BY a.published_on DESC, a.id DESC LIMIT 20`,
  );
  const won = await rows<HistoryRow>(
    ctx.db,
    sql`SELECT a.id, a.title, a.stage, a.published_on::text AS published_on, a.province, a.city, c.amount_yuan::text AS amount
        FROM tender_candidates c JOIN tender_announcements a ON a.id = c.announcement_id
        WHERE c.org_id = ${id} AND c.is_winner = 1 AND a.state = 'published'
        ORDER BY a.published_on DESC, a.id DESC LIMIT 20`,
  );
  const [sums] = await rows<{ issued_amount: string | null; won_amount: string | null }>(
    ctx.db,
    sql`SELECT (SELECT sum(coalesce(max_price_yuan, budget_yuan)) FROM tender_announcements
                WHERE buyer_org_id = ${id} AND state = 'published' AND stage = '0100')::text AS issued_amount,
               (SELECT sum(c.amount_yuan) FROM tender_candidates c JOIN tender_announcements a ON a.id = c.announcement_id
                WHERE c.org_id = ${id} AND c.is_winner = 1 AND a.state = 'published')::text AS won_amount`,
  );
  const regions = await rows<{ province: string; n: number }>(
    ctx.db,
    sql`SELECT province, count(*)::int AS n FROM (
          SELECT province FROM tender_announcements WHERE buyer_org_id = ${id} AND state = 'published'
          UNION ALL
          SELECT a.province FROM tender_candidates c JOIN tender_announcements a ON a.id = c.announcement_id
          WHERE c.org_id = ${id} AND c.is_winner = 1 AND a.state = 'published') x
        WHERE province IS NOT NULL GROUP BY province ORDER BY n DESC LIMIT 10`,
  );
  const profile = await orgProfile(ctx, id);
  return {
    id: org.id,
    name: org.name,
    ...profile,
    aliases: org.aliases.filter((a) => a !== org.name),
    counts: { issued: org.buyerCount, agency: org.agencyCount, won: org.winCount, candidate: org.candidateCount },
    amounts: {
      issuedYuan: sums?.issued_amount ? Number(sums.issued_amount) : 0,
      wonYuan: sums?.won_amount ? Number(sums.won_amount) : 0,
    },
    regions: regions.map((r) => ({ province: r.province, name: regionLabel(r.province, null), count: Number(r.n) })),
    issued: issued.map(toItem),
    won: won.map(toItem),
  };
}
export type TenderOrg = Awaited<ReturnType<typeof loadOrg>>;

export interface ListOrgsInput extends Partial<Page> {
  keyword?: string;
  role?: "buyer" | "agency" | "winner";
}

export interface TenderOrgItem {
  id: number;
  name: string;
  issued: number;
  won: number;
  agency: number;
}

/** Organisations by activity, optionally those whose name contains a keyword. */
export async function listOrgs(ctx: Ctx, input: ListOrgsInput): Promise<Paged<TenderOrgItem>> {
  const page = normalizePage(input, 20);
  const keyword = (input.keyword ?? "").trim();
  if (keyword.length > 30) throw invalid("关键词不能超过 30 个字");
  const o = schema.tenderOrgs;
  const conds = [sql`${o.mergedInto} IS NULL`];
  if (keyword) conds.push(sql`${o.normName} LIKE ${`%${normOrgName(keyword).replace(/[\\%_]/g, "\\$&")}%`}`);
  if (input.role === "buyer") conds.push(sql`${o.buyerCount} > 0`);
  if (input.role === "agency") conds.push(sql`${o.agencyCount} > 0`);
  if (input.role === "winner") conds.push(sql`${o.winCount} > 0`);
  const where = sql.join(conds, sql` AND `);
  const activity = sql`${o.buyerCount} + ${o.winCount} + ${o.agencyCount}`;
  const [list, [{ n }]] = await Promise.all([
    ctx.db
      .select({ id: o.id, name: o.name, issued: o.buyerCount, won: o.winCount, agency: o.agencyCount })
      .from(o)
      .where(where)
      .orderBy(desc(activity), desc(o.id))
      .limit(page.size)
      .offset((page.current - 1) * page.size),
    ctx.db.select({ n: sql<number>`count(*)::int` }).from(o).where(where),
  ]);
  return pagedResult(list, Number(n), page);
}
