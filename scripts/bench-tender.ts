/**
 * Tender ingestion and search at scale (issue 9 "Speed", DESIGN §6).
 *   npx tsx scripts/bench-tender.ts [N] [--pglite]
 * Generates N deterministic announcements (default 1,000,000 on PostgreSQL when TEST_DATABASE_URL
 * is set, 100,000 on PGlite), loads them into a fresh database the way the demo seeding does,
 * then prints the ingest rate and search p50/p95 per query class. Never part of the test suite.
 * BENCH_TENDER_DB=postgres://…/name keeps the loaded database between runs (created when missing,
 * loaded only while it holds fewer than N announcements), so query plans can be tried again
 * without another half hour of loading. BENCH_TENDER_PGLITE_DIR=/path does the same for PGlite (a
 * directory instead of memory, which a million announcements do not fit in).
 */
import { chinaDate } from "@portal/core/china-time";
import type { Ctx } from "@portal/core/context";
import { tenderStream } from "@portal/core/demo/tender-gen";
import { withDeferredIndexes } from "@portal/core/demo/tender-seed";
import { FACET_CAP, tenderFacets } from "@portal/core/tender/facets";
import { ingestAnnouncements } from "@portal/core/tender/ingest";
import { rows } from "@portal/core/tender/link";
import { getOrg } from "@portal/core/tender/orgs";
import { searchTenders, type TenderSearchInput } from "@portal/core/tender/search";
import { tenderStatistics } from "@portal/core/tender/statistics";
import { testCtx } from "@portal/core/testing";
import { openDatabase } from "@portal/db";
import { openTestDatabase } from "@portal/db/testing";
import { sql } from "drizzle-orm";
import pg from "pg";

const usePglite = process.argv.includes("--pglite") || !process.env.TEST_DATABASE_URL;
const n = Number(process.argv.find((a) => /^\d+$/.test(a)) ?? (usePglite ? 100_000 : 1_000_000));
const CHUNK = 5_000;
const RUNS = Number(process.env.BENCH_RUNS ?? 40);

const keptUrl = usePglite ? undefined : process.env.BENCH_TENDER_DB;
// An in-memory PGlite holds the whole database in WebAssembly memory: a million announcements need a directory.
const pgliteDir = usePglite ? process.env.BENCH_TENDER_PGLITE_DIR : undefined;
const database = keptUrl
  ? await openKeptDatabase(keptUrl)
  : pgliteDir
    ? await openPgliteDir(pgliteDir)
    : await openTestDatabase(usePglite ? "pglite" : "postgres");
const now = new Date("2026-03-15T02:00:00Z");
const ctx: Ctx = testCtx(database, { now: () => now, advance() {} });
const today = chinaDate(now) as string;
console.log(`数据库：${usePglite ? "PGlite" : "PostgreSQL"}，公告：${n.toLocaleString("en-US")} 条`);

// --- ingest ---------------------------------------------------------------------------------
const t0 = performance.now();
let created = 0;
let loadMs = 0;
const [held] = await rows<{ n: number }>(database.db, sql`SELECT count(*)::int AS n FROM tender_announcements`);
if (Number(held.n) >= n * 0.99) {
  created = Number(held.n);
  console.log(`沿用已导入的 ${created.toLocaleString("en-US")} 条公告`);
} else
  await withDeferredIndexes(ctx, async () => {
    const stream = tenderStream(today);
    let chunk: ReturnType<typeof stream.next>["value"][] = [];
    for (let i = 0; i < n; i++) {
      chunk.push(stream.next().value);
      if (chunk.length === CHUNK || i === n - 1) {
        const r = await ingestAnnouncements(ctx, chunk, { batchSize: 1000, deferCounts: true });
        created += r.created;
        chunk = [];
        if ((i + 1) % 50_000 < CHUNK)
          console.log(`  已导入 ${(i + 1).toLocaleString("en-US")}，${Math.round(((i + 1) / (performance.now() - t0)) * 1000)} 条/秒`);
      }
    }
    loadMs = performance.now() - t0;
  });
const totalMs = performance.now() - t0;
if (loadMs)
  console.log(
    `导入：${created.toLocaleString("en-US")} 条新公告；加载 ${(loadMs / 1000).toFixed(1)} s（${Math.round((n / loadMs) * 1000)} 条/秒），含建索引共 ${(totalMs / 1000).toFixed(1)} s（${Math.round((n / totalMs) * 1000)} 条/秒）`,
  );
if (!usePglite) await database.db.execute(sql`VACUUM ANALYZE tender_announcements`);

// --- query classes from the stored frequencies ----------------------------------------------
const words = async (lo: number, hi: number) =>
  (
    await rows<{ token: string }>(
      database.db,
      sql`SELECT token FROM tender_token_df WHERE df BETWEEN ${lo} AND ${hi} AND token ~ '^[一-龥]{2,4}$' ORDER BY md5(token) LIMIT 40`,
    )
  ).map((r) => r.token);
const docs = created;
const rare = await words(1, Math.max(3, Math.round(docs * 0.0001)));
const medium = await words(Math.round(docs * 0.005), Math.round(docs * 0.02));
const common = await words(Math.round(docs * 0.3), docs);
const absent = ["量子纠缠", "区块链", "元宇宙", "航天器", "潜水艇", "芯片流片", "卫星发射", "冰川", "沙漠绿洲", "极光"];
const pickN = (list: string[], i: number, k: number) => Array.from({ length: k }, (_, j) => list[(i * 7 + j * 13) % list.length]).join(" ");

type Make = (i: number) => TenderSearchInput;
const classes: [string, Make][] = [
  ["无关键词，仅最新", () => ({})],
  ["无关键词，省 + 阶段", (i) => ({ province: ["440000", "420000", "650000", "110000"][i % 4], stage: "0100" })],
  ["零命中词", (i) => ({ keyword: absent[i % absent.length] })],
  ["罕见词", (i) => ({ keyword: rare[i % rare.length] })],
  ["中频词（约 1%）", (i) => ({ keyword: medium[i % medium.length] })],
  ["高频词（≥ 30%）", (i) => ({ keyword: common[i % common.length] })],
  ["两个词：高频 + 高频", (i) => ({ keyword: pickN(common, i, 2) })],
  ["两个词：高频 + 罕见", (i) => ({ keyword: `${common[i % common.length]} ${rare[i % rare.length]}` })],
  [
    "三个词：高频 + 中频 + 高频",
    (i) => ({ keyword: `${common[i % common.length]} ${medium[i % medium.length]} ${common[(i + 3) % common.length]}` }),
  ],
  ["两个词：互斥（候选人 + 澄清）", () => ({ keyword: "候选人 澄清" })],
  ["中频词 + 省", (i) => ({ keyword: medium[i % medium.length], province: ["440000", "320000", "640000"][i % 3] })],
  ["高频词 + 近一月 + 阶段", (i) => ({ keyword: common[i % common.length], time: "ONEMONTH", stage: "0104" })],
  ["罕见词 + 省 + 近三月", (i) => ({ keyword: rare[i % rare.length], province: "510000", time: "THREEMONTH" })],
  ["高频词，第 5 页（页码）", (i) => ({ keyword: common[i % common.length], current: 5 })],
  ["高频词 + 分面统计", (i) => ({ keyword: common[i % common.length], facets: true })],
];

const pct = (xs: number[], p: number) => xs[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))];
// Every query is measured cold: the server keeps word frequencies, totals and facet counts for a
// minute, which would turn repeated queries into cache hits here.
const cold: Ctx = {
  ...ctx,
  cache: { wrap: (_ns, _key, _ttl, load) => load(), invalidate: async () => {}, generation: async () => "0", close: async () => {} },
};
console.log("\n| 查询 | 计划 | p50 ms | p95 ms | 条数示例 |\n|---|---|---|---|---|");
for (const [name, make] of classes) {
  const times: number[] = [];
  const plans = new Set<string>();
  let label = "";
  await searchTenders(cold, make(0));
  for (let i = 0; i < RUNS; i++) {
    const t = performance.now();
    const r = await searchTenders(cold, make(i));
    times.push(performance.now() - t);
    plans.add(r.plan);
    label ||= r.totalLabel;
  }
  times.sort((a, b) => a - b);
  console.log(`| ${name} | ${[...plans].join("/")} | ${pct(times, 50).toFixed(1)} | ${pct(times, 95).toFixed(1)} | ${label} |`);
}

// Facet counts of each class (docs/adr/0033): one grouped count per base query, capped at
// FACET_CAP matches; "精确" is the share of runs whose every count was exact.
console.log(
  `\n分面统计（每个基准查询最多数 ${FACET_CAP.toLocaleString("en-US")} 条）\n| 查询 | p50 ms | p95 ms | 精确 | 总数示例 |\n|---|---|---|---|---|`,
);
for (const [name, make] of classes) {
  const times: number[] = [];
  let exact = 0;
  let total = "";
  await tenderFacets(cold, make(0));
  for (let i = 0; i < RUNS; i++) {
    const t = performance.now();
    const f = await tenderFacets(cold, make(i));
    times.push(performance.now() - t);
    if (f.totalExact && f.atLeast.length === 0) exact++;
    total ||= `${f.total.toLocaleString("en-US")}${f.totalExact ? "" : "+"}`;
  }
  times.sort((a, b) => a - b);
  console.log(`| ${name} | ${pct(times, 50).toFixed(1)} | ${pct(times, 95).toFixed(1)} | ${exact}/${RUNS} | ${total} |`);
}
// Statistics page and organisation profiles (issues 33, 34: p95 ≤ 200 ms at 1M on PostgreSQL),
// measured cold: the statistics are cached ten minutes in service, profiles not at all.
const orgsOf = async (order: string) =>
  (
    await rows<{ id: number }>(
      database.db,
      sql`SELECT id FROM tender_orgs WHERE merged_into IS NULL ORDER BY ${sql.raw(order)} DESC, id LIMIT 20`,
    )
  ).map((r) => Number(r.id));
const profiles: [string, number[]][] = [
  ["机构主页：发布最多的招标人", await orgsOf("buyer_count")],
  ["机构主页：中标最多的单位", await orgsOf("win_count")],
  ["机构主页：候选最多的单位", await orgsOf("candidate_count")],
];
console.log("\n统计与机构主页（冷查询）\n| 查询 | p50 ms | p95 ms | 次数 |\n|---|---|---|---|");
const timed = async (name: string, runs: number, run: (i: number) => Promise<unknown>) => {
  const times: number[] = [];
  await run(0);
  for (let i = 0; i < runs; i++) {
    const t = performance.now();
    await run(i);
    times.push(performance.now() - t);
  }
  times.sort((a, b) => a - b);
  console.log(`| ${name} | ${pct(times, 50).toFixed(1)} | ${pct(times, 95).toFixed(1)} | ${runs} |`);
};
// The page reads the stored snapshot (ADR 0036); computing it again happens in the background.
await database.db.execute(sql`DELETE FROM tender_stats_snapshots`);
const computeStart = performance.now();
await tenderStatistics(cold);
const computeMs = performance.now() - computeStart;
await timed("招标数据统计页（读快照）", RUNS, () => tenderStatistics(cold));
console.log(`| 招标数据统计：重新计算快照（后台进行） | ${computeMs.toFixed(0)} | — | 1 |`);
for (const [name, ids] of profiles) if (ids.length) await timed(name, RUNS, (i) => getOrg(cold, ids[i % ids.length] as number));
await database.close();

/** A named database kept between runs: created when missing, migrated. */
async function openKeptDatabase(url: string) {
  const name = new URL(url).pathname.slice(1);
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`BENCH_TENDER_DB 的库名只能是小写字母、数字和下划线：${name}`);
  const admin = new URL(url);
  admin.pathname = "/postgres";
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  const exists = await client.query("SELECT 1 FROM pg_database WHERE datname = $1", [name]);
  if (exists.rowCount === 0) await client.query(`CREATE DATABASE ${name}`);
  await client.end();
  const db = await openDatabase({ url, poolSize: 4 });
  await db.migrate();
  return db;
}

/** A PGlite directory kept between runs, migrated. */
async function openPgliteDir(dir: string) {
  const db = await openDatabase({ dataDir: dir });
  await db.migrate();
  return db;
}
