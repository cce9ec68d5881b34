import { ENGINEERING_STAGES, TENDER_CATEGORIES } from "@portal/contract";
import { highlight, regionName } from "@portal/text";
import { type SQL, sql } from "drizzle-orm";
import type { Ctx } from "../context";
import { rows } from "./link";
import type { Hit } from "./plan";

/** One row of a tender list. */
export interface TenderHit {
  id: number;
  title: string;
  /** HTML: escaped title with <em> around the query words. */
  titleHtml: string;
  category: string;
  categoryLabel: string;
  stage: string | null;
  stageLabel: string | null;
  projectType: string;
  partyType: string;
  province: string | null;
  city: string | null;
  /** 湖北省宜昌市 */
  regionName: string | null;
  publishedOn: string;
  buyer: string | null;
  /** Winning amount, else maximum price, else budget (元). */
  amountYuan: number | null;
  bidDeadline: string | null;
}

export const stageLabel = (s: string | null) => (s ? (ENGINEERING_STAGES[s as keyof typeof ENGINEERING_STAGES]?.label ?? null) : null);

export function regionLabel(province: string | null, city: string | null): string | null {
  const p = province ? regionName(province) : undefined;
  const c = city ? regionName(city) : undefined;
  if (!p) return null;
  return c && c !== p ? `${p}${c}` : p;
}

const idsJson = (hits: Hit[]) => JSON.stringify(hits.map((h) => h.id));

export interface ListRow {
  id: number;
  title: string;
  category: string;
  stage: string | null;
  project_type: string;
  party_type: string;
  province: string | null;
  city: string | null;
  published_on: string;
  buyer: string | null;
  amount: string | null;
  bid_deadline: string | null;
}

/** The columns of a list row, from `tender_announcements a` joined to its buyer `o`. */
const LIST_COLUMNS = sql`a.id, a.published_on::text AS d, a.title, a.category, a.stage, a.project_type, a.party_type, a.province,
  a.city, a.published_on::text AS published_on, o.name AS buyer,
  coalesce(a.win_amount_yuan, a.max_price_yuan, a.budget_yuan)::text AS amount, a.bid_deadline`;

/**
 * A plan's hits (a query of `id` and `d`, newest first) with their list columns, in one query: a
 * page read this way needs no second round trip to load its rows (one on PGlite costs ~1 ms).
 */
export function hitRows(ctx: Ctx, hits: SQL): Promise<Array<ListRow & Hit>> {
  return listRows<ListRow & Hit>(
    ctx,
    sql`SELECT ${LIST_COLUMNS} FROM (${hits}) h
        JOIN tender_announcements a ON a.id = h.id
        LEFT JOIN tender_orgs o ON o.id = a.buyer_org_id`,
  );
}

/**
 * Rows of LIST_COLUMNS, newest first, received as one JSON text instead of 13 fields a row: PGlite
 * decodes every field of its wire protocol in JavaScript (an ArrayBuffer copy and a text decode each;
 * 34 % of the list API's CPU was there), and JSON.parse does the same work natively. Timed on the
 * demo data, one page of 21 rows: 1.41–2.23 → 1.12–1.72 ms of CPU a query, in four alternating rounds.
 */
async function listRows<T>(ctx: Ctx, query: SQL): Promise<T[]> {
  const [page] = await rows<{ j: string }>(
    ctx.db,
    sql`SELECT coalesce(json_agg(r ORDER BY r.d DESC, r.id DESC), '[]')::text AS j FROM (${query}) r`,
  );
  return JSON.parse(page?.j ?? "[]") as T[];
}

/**
 * No words (the filter plan): the newest rows of the filtered set with their list columns straight
 * from the filter btrees. hitRows would join the id query back to the table, a third relation for
 * the planner: on PGlite that query took 2.0 ms against 1.2 ms for this one (planning 0.75 against
 * 0.23 ms), and the list API makes one per call. The inner query names the columns LIST_COLUMNS reads:
 * with `SELECT *` PGlite planned and ran it slower (planning 0.40–0.45 against 0.23–0.31 ms in two runs).
 */
export function filterPageRows(ctx: Ctx, where: SQL, need: number): Promise<Array<ListRow & Hit>> {
  return listRows<ListRow & Hit>(
    ctx,
    sql`SELECT ${LIST_COLUMNS} FROM (
          SELECT id, published_on, title, category, stage, project_type, party_type, province, city, buyer_org_id,
            win_amount_yuan, max_price_yuan, budget_yuan, bid_deadline
          FROM tender_announcements WHERE ${where}
          ORDER BY published_on DESC, id DESC LIMIT ${need}) a
        LEFT JOIN tender_orgs o ON o.id = a.buyer_org_id`,
  );
}

/** The page's rows with their list columns; `loaded` holds rows a plan already read (hitRows). */
export async function loadHits(ctx: Ctx, page: Hit[], terms: string[], loaded?: ListRow[]): Promise<TenderHit[]> {
  if (page.length === 0) return [];
  const found =
    loaded ??
    (await listRows<ListRow>(
      ctx,
      sql`SELECT ${LIST_COLUMNS}
          FROM tender_announcements a LEFT JOIN tender_orgs o ON o.id = a.buyer_org_id
          WHERE a.id IN (SELECT (jsonb_array_elements_text(${idsJson(page)}::jsonb))::int)`,
    ));
  const byId = new Map(found.map((r) => [Number(r.id), r]));
  return page.flatMap((h) => {
    const r = byId.get(Number(h.id));
    if (!r) return [];
    return [
      {
        id: Number(r.id),
        title: r.title,
        titleHtml: highlight(r.title, terms),
        category: r.category,
        categoryLabel: TENDER_CATEGORIES[r.category as keyof typeof TENDER_CATEGORIES] ?? r.category,
        stage: r.stage,
        stageLabel: stageLabel(r.stage),
        projectType: r.project_type,
        partyType: r.party_type,
        province: r.province,
        city: r.city,
        regionName: regionLabel(r.province, r.city),
        publishedOn: r.published_on,
        buyer: r.buyer,
        amountYuan: r.amount === null ? null : Number(r.amount),
        bidDeadline: r.bid_deadline,
      },
    ];
  });
}
