import { type SQL, sql } from "drizzle-orm";
import { addDays, chinaDate } from "../china-time";
import type { Ctx } from "../context";
import { invalid } from "../errors";
import { normalizePage, type Page, type Paged, pagedResult } from "../paging";
import { regionLabel } from "./hits";
import { rows } from "./link";

/**
 * 即将到期 (issue 33, item 5): service contracts whose stated term (service-period.ts) ends soon, so
 * the work is about to be tendered again. A contract is taken to start at its result's publication;
 * it is usually tendered again one to two months before it ends. A staff correction of the term wins
 * over the extracted one. Public read, like the tender list.
 */
export interface RenewalItem {
  id: number;
  title: string;
  category: string;
  stage: string | null;
  regionName: string | null;
  buyer: string | null;
  winner: string | null;
  awardedOn: string;
  months: number;
  /** When the term runs out (the award date plus the term). */
  endsOn: string;
}

export interface RenewalsInput extends Partial<Page> {
  /** How far ahead to look: 3, 6 or 12 months. */
  within?: number;
  province?: string;
}

export const RENEWAL_WINDOWS = [3, 6, 12] as const;

/** The stated term in months and the day it runs out, of the announcements table under `alias` ("" unaliased). */
const termOf = (alias: string) => {
  const p = alias ? `${alias}.` : "";
  const months = sql.raw(`coalesce(${p}corrections->'service_months'->>'value', ${p}fields->'service_months'->>'value')::int`);
  return { p, months, endsOn: sql`(${sql.raw(p)}published_on + make_interval(months => ${months}))::date` };
};
const { months, endsOn } = termOf("a");

/**
 * Results whose term runs out between `today` and `within` months on: the list below, and a 即将到期
 * subscription's reach (subscriptions/subscriptions.ts), which reads the table unaliased.
 */
export function renewalDueWhere(today: string, within: number, alias = ""): SQL {
  const t = termOf(alias);
  const until = addDays(today, Math.round(within * 30.44));
  return sql`${sql.raw(t.p)}state = 'published' AND ${sql.raw(t.p)}stage = '0104'
    AND (${sql.raw(t.p)}fields ? 'service_months' OR ${sql.raw(t.p)}corrections ? 'service_months')
    AND ${t.endsOn} BETWEEN ${today}::date AND ${until}::date`;
}

/** Provinces with terms ending in the window, with how many: the page's filter row. */
export async function renewalProvinces(ctx: Ctx, within: number): Promise<{ code: string; name: string; count: number }[]> {
  const { where, today } = windowOf(ctx, { within });
  return ctx.cache.wrap("tender", `renewal-provinces:${today}:${within}`, 10 * 60_000, async () => {
    const found = await rows<{ province: string; n: number }>(
      ctx.db,
      sql`SELECT a.province, count(*)::int AS n FROM tender_announcements a WHERE ${where} AND a.province IS NOT NULL
          GROUP BY a.province ORDER BY a.province`,
    );
    return found.map((r) => ({ code: r.province, name: regionLabel(r.province, null) ?? r.province, count: Number(r.n) }));
  });
}

function windowOf(ctx: Ctx, input: RenewalsInput): { within: number; today: string; where: SQL } {
  const within = input.within ?? 6;
  if (!(RENEWAL_WINDOWS as readonly number[]).includes(within)) throw invalid("到期时间范围应为 3、6 或 12 个月");
  if (input.province !== undefined && !/^\d{2}0000$/.test(input.province)) throw invalid("地区代码不正确");
  const today = chinaDate(ctx.now()) as string;
  const where = sql`${renewalDueWhere(today, within, "a")} ${input.province ? sql`AND a.province = ${input.province}` : sql``}`;
  return { within, today, where };
}

export async function upcomingRenewals(ctx: Ctx, input: RenewalsInput): Promise<Paged<RenewalItem>> {
  const { within, today, where } = windowOf(ctx, input);
  const page = normalizePage(input, 20);
  const key = `renewals:${today}:${within}:${input.province ?? ""}:${page.current}:${page.size}`;
  return ctx.cache.wrap("tender", key, 10 * 60_000, async () => {
    const [list, [t]] = await Promise.all([
      rows<{
        id: number;
        title: string;
        category: string;
        stage: string | null;
        province: string | null;
        city: string | null;
        buyer: string | null;
        winner: string | null;
        published_on: string;
        months: number;
        ends_on: string;
      }>(
        ctx.db,
        sql`SELECT a.id, a.title, a.category, a.stage, a.province, a.city, b.name AS buyer, w.name AS winner,
                   a.published_on::text AS published_on, ${months} AS months, ${endsOn}::text AS ends_on
            FROM tender_announcements a
            LEFT JOIN tender_orgs b ON b.id = a.buyer_org_id
            LEFT JOIN tender_orgs w ON w.id = a.winner_org_id
            WHERE ${where}
            ORDER BY ${endsOn}, a.id LIMIT ${page.size} OFFSET ${(page.current - 1) * page.size}`,
      ),
      rows<{ n: number }>(ctx.db, sql`SELECT count(*)::int AS n FROM tender_announcements a WHERE ${where}`),
    ]);
    const items = list.map((r) => ({
      id: Number(r.id),
      title: r.title,
      category: r.category,
      stage: r.stage,
      regionName: regionLabel(r.province, r.city),
      buyer: r.buyer,
      winner: r.winner,
      awardedOn: r.published_on,
      months: Number(r.months),
      endsOn: r.ends_on,
    }));
    return pagedResult(items, Number(t?.n ?? 0), page);
  });
}
