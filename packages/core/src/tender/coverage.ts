import { type SQL, sql } from "drizzle-orm";
import { chinaDate, chinaDayStart } from "../china-time";
import type { Ctx } from "../context";
import { rows } from "./link";

/**
 * 数据来源与时效 (issue 33, item 6): where the portal's notices come from, how complete and how
 * fresh each source is. Permission: public read, no login (the figures are about the portal, not
 * about anyone); withdrawn notices are left out like on every public page.
 *
 * A notice's origin is read from the records the portal already keeps, never guessed from its text:
 * - a crawl source: the crawler remembers each notice URL it handed to the store (crawl_urls, role
 *   NOTICE, status DONE, with its source); a notice whose address is there came from that source;
 * - 人工录入: staff entry is audited as tender.manual_entry with the notice's id;
 * - 演示数据: the demo generator marks its notices' site with （演示数据）;
 * - 文件导入: anything else was loaded from a file (scripts/ingest.ts, or the demo's real notices),
 *   with the publishing sites the file named, shown as they are.
 *
 * Counts and dates of the whole store take a scan of it: cached ten minutes like the statistics
 * page. What changes by the minute (today's notices, delays, runs) is cached one minute.
 */

export type OriginKind = "crawl" | "file" | "manual" | "demo";

export interface SourceCoverage {
  /** "crawl:12", "file", "manual", "demo". */
  key: string;
  kind: OriginKind;
  name: string;
  /** The publishing site of a crawl source; for other origins the sites their notices name, most first. */
  sites: { name: string; count: number }[];
  /** How many named sites there are in all (`sites` holds the first three). */
  siteCount: number;
  enabled: boolean;
  notices: number;
  /** Publication dates, YYYY-MM-DD; null without notices. */
  firstPublishedOn: string | null;
  latestPublishedOn: string | null;
  /** "YYYY-MM-DD HH:mm:ss" China time of the last run that could read the source (OK or PARTIAL); crawl sources only. */
  lastSuccessAt: string | null;
  /** Median hours from the publication day's start (China time) to being stored, over the notices stored in the last 7 days. */
  medianDelayHours: number | null;
  /** How many notices that median is taken over. */
  delaySamples: number;
  /** Runs started in the last 7 days; null for origins that are not crawled. */
  runs7d: { total: number; failed: number; partial: number } | null;
}

export interface TenderCoverage {
  sources: SourceCoverage[];
  /** Notices stored today (China time), all origins. */
  todayNew: number;
  /** The origin with the shortest median delay over the last 7 days (three notices at least), for the home page. */
  fastest: { name: string; hours: number } | null;
  /** China date-time the minute figures were read. */
  asOf: string;
}

const DELAY_DAYS = 7;
const RUN_DAYS = 7;
const TOP_SITES = 3;
/** A median over fewer notices says too little to be the home page's figure. */
const FASTEST_MIN_SAMPLES = 3;
const LABELS: Record<Exclude<OriginKind, "crawl">, string> = { file: "文件导入", manual: "人工录入", demo: "演示数据" };

/**
 * Each published notice with its origin key, as a subquery (see the header for the rules). Over
 * the whole store the crawler's URLs are hash-joined once; over a few days' notices each is looked
 * up by its address instead (the planner would otherwise read all of crawl_urls for a few thousand
 * notices: 0.4 s against 0.1 s at a million, see ADR 0035).
 */
function withOrigin(where: SQL, lookup: "join" | "each"): SQL {
  const crawled =
    lookup === "join"
      ? sql`LEFT JOIN crawl_urls u ON u.url = t.source_url AND u.role = 'NOTICE' AND u.status = 'DONE' AND u.source_id IS NOT NULL`
      : sql`CROSS JOIN LATERAL (SELECT (SELECT c.source_id FROM crawl_urls c
              WHERE c.url = t.source_url AND c.role = 'NOTICE' AND c.status = 'DONE') AS source_id OFFSET 0) u`;
  return sql`SELECT t.published_on, t.created_at, t.source_site,
      CASE WHEN u.source_id IS NOT NULL THEN 'crawl:' || u.source_id
           WHEN m.target_id IS NOT NULL THEN 'manual'
           WHEN t.source_site LIKE '%（演示数据）' THEN 'demo'
           ELSE 'file' END AS origin
    FROM tender_announcements t
    ${crawled}
    LEFT JOIN (SELECT DISTINCT target_id FROM audit_log WHERE action = 'tender.manual_entry' AND target_type = 'tender') m
      ON m.target_id = t.id::text
    WHERE t.state = 'published' AND ${where}`;
}

interface Totals {
  origin: string;
  site: string | null;
  n: number;
  first: string;
  latest: string;
}

/** Counts and first/latest dates per origin and named site: the ten-minute part. */
function totals(ctx: Ctx): Promise<Totals[]> {
  return ctx.cache.wrap("tender", "coverage:totals", 600_000, () =>
    rows<Totals>(
      ctx.db,
      sql`SELECT origin, source_site AS site, count(*)::int AS n, min(published_on)::text AS first, max(published_on)::text AS latest
          FROM (${withOrigin(sql`true`, "join")}) a GROUP BY 1, 2`,
    ),
  );
}

interface Fresh {
  delays: { origin: string; hours: number | string; n: number }[];
  today: number;
  runs: {
    id: number;
    name: string;
    site_name: string | null;
    enabled: boolean;
    last_ok: string | null;
    total: number;
    failed: number;
    partial: number;
  }[];
  asOf: string;
}

/** Delays over the last 7 days, today's notices and the runs of the last 7 days: the one-minute part. */
function fresh(ctx: Ctx): Promise<Fresh> {
  return ctx.cache.wrap("tender", "coverage:fresh", 60_000, async () => {
    const now = ctx.now();
    const today = chinaDate(now) as string;
    const delayFrom = new Date(now.getTime() - DELAY_DAYS * 86_400_000);
    const runFrom = new Date(now.getTime() - RUN_DAYS * 86_400_000);
    // A notice states its day, not its hour: the delay runs from that day's start in China (UTC+8).
    const [delays, [today_], runs] = await Promise.all([
      rows<{ origin: string; hours: number | string; n: number }>(
        ctx.db,
        sql`SELECT origin, count(*)::int AS n,
              (percentile_cont(0.5) WITHIN GROUP (ORDER BY
                extract(epoch FROM created_at) - (extract(epoch FROM published_on::timestamp) - 28800)) / 3600)::float8 AS hours
            FROM (${withOrigin(sql`t.created_at >= ${delayFrom}`, "each")}) a GROUP BY 1`,
      ),
      rows<{ n: number }>(
        ctx.db,
        sql`SELECT count(*)::int AS n FROM tender_announcements WHERE state = 'published' AND created_at >= ${chinaDayStart(today)}`,
      ),
      rows<Fresh["runs"][number]>(
        ctx.db,
        sql`SELECT s.id, s.name, s.site_name, s.enabled,
              to_char((SELECT max(r.finished_at) FROM crawl_runs r WHERE r.source_id = s.id AND r.status IN ('OK', 'PARTIAL'))
                AT TIME ZONE 'UTC' + interval '8 hours', 'YYYY-MM-DD HH24:MI:SS') AS last_ok,
              count(w.id)::int AS total,
              count(w.id) FILTER (WHERE w.status = 'FAILED')::int AS failed,
              count(w.id) FILTER (WHERE w.status = 'PARTIAL')::int AS partial
            FROM crawl_sources s LEFT JOIN crawl_runs w ON w.source_id = s.id AND w.started_at >= ${runFrom}
            GROUP BY s.id ORDER BY s.id`,
      ),
    ]);
    const asOf = new Date(now.getTime() + 8 * 3600_000).toISOString().slice(0, 19).replace("T", " ");
    return { delays, today: Number(today_?.n ?? 0), runs, asOf };
  });
}

/** Every crawl source (listed even before its first notice) and every other origin that has notices. */
export async function tenderCoverage(ctx: Ctx): Promise<TenderCoverage> {
  const [t, f] = await Promise.all([totals(ctx), fresh(ctx)]);
  const delay = new Map(f.delays.map((d) => [d.origin, { hours: Math.round(Number(d.hours) * 10) / 10, n: Number(d.n) }]));
  const byOrigin = new Map<string, Totals[]>();
  for (const r of t) byOrigin.set(r.origin, [...(byOrigin.get(r.origin) ?? []), r]);

  const summary = (key: string) => {
    const list = byOrigin.get(key) ?? [];
    const d = delay.get(key);
    return {
      notices: list.reduce((s, r) => s + Number(r.n), 0),
      firstPublishedOn: list.reduce<string | null>((m, r) => (m === null || r.first < m ? r.first : m), null),
      latestPublishedOn: list.reduce<string | null>((m, r) => (m === null || r.latest > m ? r.latest : m), null),
      medianDelayHours: d ? d.hours : null,
      delaySamples: d?.n ?? 0,
    };
  };

  const crawled: SourceCoverage[] = f.runs.map((s) => {
    const key = `crawl:${s.id}`;
    return {
      key,
      kind: "crawl",
      name: s.name,
      sites: s.site_name ? [{ name: s.site_name, count: summary(key).notices }] : [],
      siteCount: s.site_name ? 1 : 0,
      enabled: s.enabled,
      ...summary(key),
      lastSuccessAt: s.last_ok,
      runs7d: { total: Number(s.total), failed: Number(s.failed), partial: Number(s.partial) },
    };
  });
  const others: SourceCoverage[] = (["file", "manual", "demo"] as const)
    .map((kind) => ({
      key: kind,
      kind,
      name: LABELS[kind],
      sites: (byOrigin.get(kind) ?? [])
        .filter((r) => r.site)
        .map((r) => ({ name: r.site as string, count: Number(r.n) }))
        .sort((a, b) => b.count - a.count || a.name.localeCompare(b.name))
        .slice(0, TOP_SITES),
      siteCount: (byOrigin.get(kind) ?? []).filter((r) => r.site).length,
      enabled: true,
      ...summary(kind),
      lastSuccessAt: null,
      runs7d: null,
    }))
    .filter((o) => o.notices > 0);

  const sources = [...crawled.sort((a, b) => b.notices - a.notices), ...others];
  return { sources, todayNew: f.today, fastest: fastestOf(f), asOf: f.asOf };
}

/** The origin with the shortest median delay (over at least three notices), named as on the sources page. */
function fastestOf(f: Fresh): TenderCoverage["fastest"] {
  const names = new Map<string, string>([...Object.entries(LABELS), ...f.runs.map((r) => [`crawl:${r.id}`, r.name] as [string, string])]);
  const best = f.delays
    .filter((d) => names.has(d.origin) && Number(d.n) >= FASTEST_MIN_SAMPLES)
    .map((d) => ({ name: names.get(d.origin) as string, hours: Math.round(Number(d.hours) * 10) / 10 }))
    .sort((a, b) => a.hours - b.hours)[0];
  return best ?? null;
}

/** The home page's line per set of one-minute figures (a cached object): worked out once, not on every page. */
const freshnessLines = new WeakMap<Fresh, Pick<TenderCoverage, "todayNew" | "fastest">>();

/** The home page's line: today's new notices and the shortest median delay, from the one-minute figures only. */
export async function tenderFreshness(ctx: Ctx): Promise<Pick<TenderCoverage, "todayNew" | "fastest">> {
  const f = await fresh(ctx);
  let line = freshnessLines.get(f);
  if (!line) {
    line = { todayNew: f.today, fastest: fastestOf(f) };
    freshnessLines.set(f, line);
  }
  return { ...line };
}
