import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { gunzipSync } from "node:zlib";
import { sql } from "drizzle-orm";
import { chinaDate } from "../china-time";
import type { Ctx } from "../context";
import { rows } from "../sql";
import { type IngestOptions, ingestAnnouncements, refreshAllCounts, type TenderNotice } from "../tender";
import { addDays, publishedIn, shiftDates, weeksToNow } from "./dates";
import { generateTenders } from "./tender-gen";

/** Real notices of the shared data, one JSON row each (see data/README.md). */
const YICHANG = "tenders-yichang-2025.jsonl.gz";
const PROVINCES = "tenders-dev.jsonl.gz";

/** Source tree (src/demo/data) or the compiled server (build/demo-data, copied by build-server.ts). */
function dataFile(name: string): string | undefined {
  const here = path.dirname(fileURLToPath(import.meta.url));
  return [path.join(here, "data", name), path.join(here, "..", "demo-data", name)].find((p) => existsSync(p));
}

function readNotices(name: string): TenderNotice[] {
  const file = dataFile(name);
  if (!file) return [];
  return gunzipSync(readFileSync(file))
    .toString("utf8")
    .split("\n")
    .filter((l) => l.trim())
    .map((l) => {
      const r = JSON.parse(l);
      return {
        sourceUrl: r.source_url,
        sourceSite: r.publisher,
        title: r.title,
        text: r.text,
        publishedOn: r.publish_date ?? publishedIn(r.text),
        category: r.category ?? "ENGINEERING",
      };
    });
}

/** The 420 real Yichang announcements, as published (2025). */
export function realTenders(): TenderNotice[] {
  return readNotices(YICHANG);
}

/** The 274 real notices from all 31 provinces (中国政府采购网, 全国公共资源交易平台 and others), as published. */
export function provinceTenders(): TenderNotice[] {
  return readNotices(PROVINCES);
}

/**
 * A set of real notices dated for a site first started on `today`: moved by whole weeks (weekdays
 * stay right) so the newest is at most 6 days old, with the full dates of the title and the text
 * moved alike, so deadlines and opening times keep their distance to the publish date.
 */
export function datedForToday(notices: TenderNotice[], today: string): TenderNotice[] {
  const newest = notices.reduce((d, n) => ((n.publishedOn ?? "") > d ? (n.publishedOn as string) : d), "");
  if (!newest) return notices;
  const days = weeksToNow(Date.parse(newest), Date.parse(today));
  return notices.map((n) => ({
    ...n,
    title: shiftDates(n.title, days),
    text: shiftDates(n.text, days),
    publishedOn: n.publishedOn && addDays(n.publishedOn, days),
  }));
}

/**
 * Generated notices of a first start: with the 694 real ones about the 20,400 notices the demo has
 * always had, so the first start does no more work than before the real ones came.
 */
export const DEMO_TENDERS = 19_700;

/** Indexes the load itself does not read: dropped during a bulk load, built once after it. */
const DEFERRED_INDEXES = [
  "tender_ann_tsv_idx",
  "tender_ann_date_idx",
  "tender_ann_province_idx",
  "tender_ann_city_idx",
  "tender_ann_stage_idx",
  "tender_ann_project_idx",
  "tender_ann_buyer_idx",
  "tender_ann_agency_idx",
  "tender_ann_winner_idx",
  "tender_ann_created_idx",
];

/**
 * Runs a bulk load with the indexes only searches read dropped, then rebuilds them from their own
 * definitions, computes the organisation and project counts once and refreshes the planner's
 * statistics: maintaining all of that row by row is what makes a first start slow on PGlite.
 * Only for an empty table (nothing reads it meanwhile); `load` must pass `deferCounts: true`.
 */
export async function withDeferredIndexes<T>(ctx: Ctx, load: () => Promise<T>): Promise<T> {
  const defs = await rows<{ indexdef: string }>(
    ctx.db,
    sql`SELECT indexdef FROM pg_indexes WHERE tablename = 'tender_announcements'
        AND indexname IN (SELECT jsonb_array_elements_text(${JSON.stringify(DEFERRED_INDEXES)}::jsonb))`,
  );
  for (const name of DEFERRED_INDEXES) await ctx.db.execute(sql.raw(`DROP INDEX IF EXISTS ${name}`));
  const t0 = Date.now();
  try {
    return await load();
  } finally {
    const t1 = Date.now();
    for (const d of defs) await ctx.db.execute(sql.raw(d.indexdef.replace(/^CREATE INDEX /, "CREATE INDEX IF NOT EXISTS ")));
    const t2 = Date.now();
    await refreshAllCounts(ctx);
    const t3 = Date.now();
    await ctx.db.execute(sql`ANALYZE tender_announcements`);
    ctx.log.info({ loadMs: t1 - t0, indexMs: t2 - t1, countsMs: t3 - t2, analyzeMs: Date.now() - t3 }, "demo tender load phases");
  }
}

/**
 * Provincial procurement notices are republished on 中国政府采购网: every 40th generated one (by its
 * place `i` in the generated stream) gets a copy there, right after it, which ingestion folds into the
 * first as "同时发布于" (issue 33 item 6).
 */
export function withNationalCopy(n: TenderNotice, i: number): TenderNotice[] {
  if (i % 40 !== 7 || !n.sourceSite?.includes("政府采购网")) return [n];
  return [
    n,
    { ...n, sourceUrl: n.sourceUrl.replace("https://ggzy.example/", "https://ccgp.example/"), sourceSite: "中国政府采购网（演示数据）" },
  ];
}

/**
 * When a crawler would have stored a notice: the start of its publication day (China time) plus
 * 2 to 24 hours, most within the working day, spread by its place `i` (the same on every start);
 * ingestion keeps it no later than the load. Stored at the load instead, every demo notice read as
 * new today (今日新增 20,000) and a month late.
 */
export function withStoredAt(n: TenderNotice, i: number): TenderNotice {
  if (!n.publishedOn) return n;
  const u = ((i * 2654435761) >>> 0) / 2 ** 32;
  const hours = 2 + 22 * u * u;
  return { ...n, storedAt: new Date(Date.parse(`${n.publishedOn}T00:00:00+08:00`) + hours * 3_600_000).toISOString() };
}

/**
 * Loads the real announcements, dated for today, and `generated` deterministic ones (bulk when the
 * table is empty).
 */
export async function seedTenders(
  ctx: Ctx,
  generated = DEMO_TENDERS,
  prepareBatch?: IngestOptions["prepareBatch"],
): Promise<{ created: number; ms: number }> {
  const started = Date.now();
  const today = chinaDate(ctx.now()) as string;
  const notices = [
    ...datedForToday(realTenders(), today),
    ...datedForToday(provinceTenders(), today),
    ...generateTenders(generated, today).flatMap(withNationalCopy),
  ].map(withStoredAt);
  const [{ n }] = await rows<{ n: number }>(ctx.db, sql`SELECT count(*)::int AS n FROM tender_announcements`);
  const bulk = Number(n) === 0 && notices.length > 2000;
  const load = () => ingestAnnouncements(ctx, notices, { batchSize: 1000, deferCounts: bulk, prepareBatch });
  const r = bulk ? await withDeferredIndexes(ctx, load) : await load();
  return { created: r.created, ms: Date.now() - started };
}
