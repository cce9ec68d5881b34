import { sql } from "drizzle-orm";
import type { Ctx } from "../context";
import { DISCOUNT_MAX, DISCOUNT_MIN, discountRows } from "./discount";
import { rows } from "./link";

/**
 * What a bid manager looks up about an organisation (issue 33, item 3), from the stored notices:
 * its record by year, the partners it works with most, its typical discount, and — for a bidder —
 * its competitors: the organisations that stood in the same candidate lists, with who came out
 * ahead. Public reads, like the rest of the organisation page.
 *
 * A project's candidates' notice and its result name the same bidders twice: competitors are counted
 * once per project. Who came out ahead: the winner of the project, else the better rank.
 */
export interface OrgYear {
  year: number;
  issued: number;
  issuedYuan: number;
  won: number;
  wonYuan: number;
}
export interface OrgPartner {
  id: number;
  name: string;
  count: number;
}
export interface OrgCompetitor {
  id: number;
  name: string;
  /** Projects both bid on. */
  met: number;
  /** Of those, the ones this organisation won or was ranked ahead in. */
  ahead: number;
  /** The ones the competitor won or was ranked ahead in. */
  behind: number;
}
export interface OrgProfile {
  years: OrgYear[];
  /** For a buyer: the agencies of its notices. */
  agencies: OrgPartner[];
  /** For a winner: the buyers of the notices it won. */
  buyers: OrgPartner[];
  /** Median and quartiles of the discounts of its won results, outliers left out and counted. */
  discount: { median: number; q1: number; q3: number; count: number; outliers: number } | null;
  competitors: OrgCompetitor[];
}

const YEARS = 6;
const PARTNERS = 5;
const COMPETITORS = 10;

const num = (v: unknown) => (v === null || v === undefined ? 0 : Number(v));

export async function orgProfile(ctx: Ctx, id: number): Promise<OrgProfile> {
  const won = sql`SELECT c.announcement_id FROM tender_candidates c WHERE c.org_id = ${id} AND c.is_winner = 1`;
  const [years, agencies, buyers, discount, competitors] = await Promise.all([
    rows<{ y: number; issued: number; issued_yuan: string | null; won: number; won_yuan: string | null }>(
      ctx.db,
      sql`SELECT y, sum(issued)::int AS issued, sum(issued_yuan)::text AS issued_yuan, sum(won)::int AS won, sum(won_yuan)::text AS won_yuan
          FROM (
            SELECT extract(year FROM a.published_on)::int AS y, 1 AS issued,
                   CASE WHEN a.stage = '0100' THEN coalesce(a.max_price_yuan, a.budget_yuan) END AS issued_yuan, 0 AS won, NULL::numeric AS won_yuan
            FROM tender_announcements a WHERE a.buyer_org_id = ${id} AND a.state = 'published'
            UNION ALL
            SELECT extract(year FROM a.published_on)::int, 0, NULL, 1, c.amount_yuan
            FROM tender_candidates c JOIN tender_announcements a ON a.id = c.announcement_id
            WHERE c.org_id = ${id} AND c.is_winner = 1 AND a.state = 'published'
          ) x GROUP BY y ORDER BY y DESC LIMIT ${YEARS}`,
    ),
    rows<{ id: number; name: string; n: number }>(
      ctx.db,
      sql`SELECT o.id, o.name, count(*)::int AS n FROM tender_announcements a JOIN tender_orgs o ON o.id = a.agency_org_id
          WHERE a.buyer_org_id = ${id} AND a.state = 'published' GROUP BY o.id, o.name ORDER BY n DESC, o.id LIMIT ${PARTNERS}`,
    ),
    rows<{ id: number; name: string; n: number }>(
      ctx.db,
      sql`SELECT o.id, o.name, count(*)::int AS n FROM tender_announcements a JOIN tender_orgs o ON o.id = a.buyer_org_id
          WHERE a.id IN (${won}) AND a.state = 'published' GROUP BY o.id, o.name ORDER BY n DESC, o.id LIMIT ${PARTNERS}`,
    ),
    rows<{ median: number | null; q1: number | null; q3: number | null; n: number; outliers: number }>(
      ctx.db,
      sql`SELECT percentile_cont(0.5) WITHIN GROUP (ORDER BY d.discount) FILTER (WHERE d.discount BETWEEN ${DISCOUNT_MIN} AND ${DISCOUNT_MAX}) AS median,
                 percentile_cont(0.25) WITHIN GROUP (ORDER BY d.discount) FILTER (WHERE d.discount BETWEEN ${DISCOUNT_MIN} AND ${DISCOUNT_MAX}) AS q1,
                 percentile_cont(0.75) WITHIN GROUP (ORDER BY d.discount) FILTER (WHERE d.discount BETWEEN ${DISCOUNT_MIN} AND ${DISCOUNT_MAX}) AS q3,
                 count(*) FILTER (WHERE d.discount BETWEEN ${DISCOUNT_MIN} AND ${DISCOUNT_MAX})::int AS n,
                 count(*) FILTER (WHERE d.discount NOT BETWEEN ${DISCOUNT_MIN} AND ${DISCOUNT_MAX})::int AS outliers
          FROM (${discountRows(sql`a.id IN (${won})`)}) d`,
    ),
    rows<{ id: number; name: string; met: number; ahead: number; behind: number }>(
      ctx.db,
      sql`WITH mine AS (
            SELECT c.announcement_id AS ann, coalesce(a.project_id, -a.id) AS proj, c.rank, c.is_winner
            FROM tender_candidates c JOIN tender_announcements a ON a.id = c.announcement_id
            WHERE c.org_id = ${id} AND a.state = 'published'
          ), pairs AS (
            SELECT m.proj, c.org_id AS other, max(m.is_winner) AS we_won, max(c.is_winner) AS they_won,
                   min(m.rank) AS our_rank, min(c.rank) AS their_rank
            FROM mine m JOIN tender_candidates c ON c.announcement_id = m.ann AND c.org_id <> ${id}
            GROUP BY m.proj, c.org_id
          )
          SELECT o.id, o.name, count(*)::int AS met,
                 count(*) FILTER (WHERE p.we_won = 1 OR (p.they_won = 0 AND p.our_rank < p.their_rank))::int AS ahead,
                 count(*) FILTER (WHERE p.they_won = 1 OR (p.we_won = 0 AND p.their_rank < p.our_rank))::int AS behind
          FROM pairs p JOIN tender_orgs o ON o.id = p.other
          GROUP BY o.id, o.name ORDER BY met DESC, o.id LIMIT ${COMPETITORS}`,
    ),
  ]);
  const d = discount[0];
  return {
    years: years.map((y) => ({
      year: Number(y.y),
      issued: num(y.issued),
      issuedYuan: num(y.issued_yuan),
      won: num(y.won),
      wonYuan: num(y.won_yuan),
    })),
    agencies: agencies.map((p) => ({ id: Number(p.id), name: p.name, count: Number(p.n) })),
    buyers: buyers.map((p) => ({ id: Number(p.id), name: p.name, count: Number(p.n) })),
    discount:
      d && (num(d.n) > 0 || num(d.outliers) > 0)
        ? {
            median: num(d.median),
            q1: num(d.q1),
            q3: num(d.q3),
            count: num(d.n),
            outliers: num(d.outliers),
          }
        : null,
    competitors: competitors.map((c) => ({
      id: Number(c.id),
      name: c.name,
      met: Number(c.met),
      ahead: Number(c.ahead),
      behind: Number(c.behind),
    })),
  };
}
