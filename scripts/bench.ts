/**
 * `npm run bench`: starts the built server on a fresh data directory (PGlite, or PostgreSQL when
 * BENCH_DATABASE_URL is set), loads it with autocannon and compares the numbers with DESIGN §6.
 * Prints a Markdown table, the server's memory and start times, and writes bench-results/latest.json.
 * BENCH_SECONDS overrides each scenario's duration (default 10); BENCH_REDIS_URL adds Redis. Any non-2xx
 * answer or socket error fails the run; a missed target is only reported. To measure more, add a scenario.
 * Lighthouse's desktop scores of four pages follow the table (bench-lighthouse.ts; BENCH_LIGHTHOUSE=off skips them).
 * Other modes: `npm run bench -- soak` (bench-soak.ts), `npm run bench -- lighthouse` (bench-lighthouse.ts, alone) and
 * `npm run bench -- cluster` (bench-cluster.ts: one process against two behind nginx, on PostgreSQL and Redis).
 */
import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { benchExport, EXPORT_FIRST_BYTE_TARGET_MS, EXPORT_RSS_RISE_TARGET_MB } from "./bench-export";
import { keepRun, previousRun, printChange } from "./bench-history";
import type { PageScore } from "./bench-lighthouse";
import { benchMatching, MATCH_TARGET_MS } from "./bench-match";
import {
  autocannon,
  benchDatabase,
  benchRuntime,
  ensureBuild,
  percentile,
  rssMb,
  startServer,
  stopAll,
  waitUntilSettled,
} from "./bench-server";
import { CHROMIUM_PATH } from "./chromium";
import { ROOT, stopServer } from "./server-process";

interface Scenario {
  name: string;
  method: "GET" | "POST";
  path: string;
  body?: unknown;
  /** Extra request headers; SSR rows send `Cache-Control: no-cache` to bypass the page cache (ADR 0007). */
  headers?: Record<string, string>;
  connections: number;
  /**
   * DESIGN §6 and issue 15: minimum mean requests/s, maximum latency percentiles in ms, and the
   * minimum share of the bare Hono figure measured in the same run (percent).
   */
  target: { rps: number; p95?: number; p99?: number; share?: number };
}

const RENDER = { "Cache-Control": "no-cache" };
// Issue 15 raised DESIGN §6's 150 req/s for a rendered page to 300, and asks the page cache for at
// least half of what a bare Hono server does with a page of the same size.
const SSR_TARGET = { rps: 300, p95: 150 };
const PAGE_CACHE_TARGET = { rps: 2000, share: 50 };
// Issue 34: the two pages people open every morning render at 10 % of what bare Hono serves.
const MORNING_PAGE_TARGET = { ...SSR_TARGET, share: 10 };
// Issue 34: the statistics and organisation pages, with their market figures, on the demo data.
const FIGURES_PAGE_TARGET = { rps: 0, p95: 300 };
/** A rendered page, past the page cache, with 16 connections. */
const rendered = (name: string, path: string, target: Scenario["target"]): Scenario => ({
  name,
  method: "GET",
  path,
  headers: RENDER,
  connections: 16,
  target,
});
const SCENARIOS: Scenario[] = [
  rendered("home page SSR `/`", "/", MORNING_PAGE_TARGET),
  { name: "home page from the page cache", method: "GET", path: "/", connections: 16, target: PAGE_CACHE_TARGET },
  {
    name: "cached API `docDirList`",
    method: "POST",
    path: "/api/news/pub/docDirList",
    body: { docType: "NEWS" },
    connections: 50,
    target: { rps: 3000, p99: 30 },
  },
  // The demo seed is deterministic: article 1 is its oldest published article, column 1 its first
  // root column ("行业动态", whose list includes its sub-columns).
  rendered("article page SSR `/news/1`", "/news/1", SSR_TARGET),
  { name: "article page from the page cache", method: "GET", path: "/news/1", connections: 16, target: PAGE_CACHE_TARGET },
  {
    name: "cached API `dirNews` (column list)",
    method: "POST",
    path: "/api/news/pub/dirNews",
    body: { id: 1, current: 1, size: 20 },
    connections: 50,
    target: { rps: 3000, p99: 30 },
  },
  // Issue 9: the tender list page and the list call, neither from a cache (the list call has none).
  rendered("tender list SSR `/tender` (隧道)", `/tender?q=${encodeURIComponent("隧道")}`, MORNING_PAGE_TARGET),
  // Issue 15: announcement 1 is the first of the seed's real Yichang announcements (a 中标候选人公示 with
  // candidates, extracted fields and the project's timeline); its canonical address.
  rendered("tender detail SSR `/tender/detail/1`", "/tender/detail/1/ENGINEERING/0103", SSR_TARGET),
  // One query per request (the page with its list columns). On PostgreSQL it runs in the
  // database's own processes: ≥ 1,000 req/s (measured 1,208 on 2026-11-26). On PGlite it runs in the
  // server's one thread — the CPU profile of this scenario spends 72 % of the server's time inside
  // PGlite's query execution and result parsing — so the target is DESIGN §6's rule for search on
  // PGlite, at most twice PostgreSQL's cost: ≥ 500 req/s (measured 593).
  {
    name: "tender list API `listPaged` (province + stage, uncached)",
    method: "POST",
    path: "/api/ai/pub/bid/listPaged",
    body: { current: 1, size: 20, province: "420000", stage: "0100" },
    connections: 50,
    // Issue 34: p99 < 300 ms (941 ms when it was filed).
    target: { rps: process.env.BENCH_DATABASE_URL ? 1000 : 500, p99: 300 },
  },
  rendered("tender statistics SSR `/tender/stats`", "/tender/stats", FIGURES_PAGE_TARGET),
  // Organisation 1 is the buyer of the seed's first real Yichang announcement.
  rendered("organisation page SSR `/tender/org/1`", "/tender/org/1", FIGURES_PAGE_TARGET),
];
const START_TARGET_MS = 2000; // DESIGN §6: server start on a migrated database
const FIRST_START_TARGET_MS = 30_000; // issue 34: an empty data directory to the first page, demo data included
const STOP_TARGET_MS = 5_000; // issue 34: SIGTERM to exit, the demo's transcodes handed back
const RSS_TARGET_MB = 500; // DESIGN §6: server memory after the bench
const MIGRATED_STARTS = 3; // the start figure is the median of these, so one slow start does not decide it

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
if (!(seconds > 0)) throw new Error(`BENCH_SECONDS must be a positive number, got ${process.env.BENCH_SECONDS}`);

async function measure(base: string, s: Scenario, opts: { duration: number } | { amount: number }) {
  const headers: Record<string, string> = {
    ...(s.body === undefined ? {} : { "Content-Type": "application/json", "X-Requested-With": "XMLHttpRequest" }),
    ...s.headers,
  };
  const body = s.body === undefined ? undefined : JSON.stringify(s.body);
  const run = autocannon({ url: base + s.path, method: s.method, connections: s.connections, headers, body, ...opts });
  const times: number[] = [];
  run.on("response", (_client, _status, _bytes, ms) => times.push(ms));
  const result = await run;
  times.sort((a, b) => a - b);
  const latency = { p50: percentile(times, 50), p95: percentile(times, 95), p99: percentile(times, 99) };
  const met =
    result.requests.mean >= s.target.rps && !(latency.p95 >= (s.target.p95 ?? Infinity)) && !(latency.p99 >= (s.target.p99 ?? Infinity));
  const { non2xx, errors, timeouts, statusCodeStats } = result;
  return {
    scenario: s,
    rps: result.requests.mean,
    latency,
    autocannonP97_5: result.latency.p97_5,
    met,
    non2xx,
    errors,
    timeouts,
    statusCodeStats,
  };
}

const ms = (n: number) => (Number.isFinite(n) ? n.toFixed(1) : "–");
const row = (cells: (string | number)[]) => `| ${cells.join(" | ")} |`;
const targetText = (t: Scenario["target"]) =>
  [
    t.rps > 0 && `≥ ${t.rps.toLocaleString("en")} req/s`,
    t.share && `≥ ${t.share} % of bare`,
    t.p95 && `p95 < ${t.p95} ms`,
    t.p99 && `p99 < ${t.p99} ms`,
  ]
    .filter(Boolean)
    .join(", ");

/** First start on the empty data dir, warm-up, every scenario, RSS; then a second start on the migrated db. */
async function runAll(dataDir: string) {
  const results: Awaited<ReturnType<typeof measure>>[] = [];
  try {
    const first = await startServer(dataDir, 120_000);
    console.log(`first start (migrations + demo data): ${first.startMs.toFixed(0)} ms`);
    // The first start's own work (the demo's video transcodes run ffmpeg for ~40 s) would take a
    // core from every scenario: measured beside it, the page cache lost over half its req/s.
    const settled = await waitUntilSettled(first.child.pid as number);
    console.log(`server settled after ${(settled.ms / 1000).toFixed(0)} s${settled.settled ? "" : " (still busy: figures may be low)"}`);
    for (const s of SCENARIOS) await measure(first.base, s, { amount: Math.max(200, s.connections * 10) }); // warm-up
    const bare = await measureBareHono(first.base);
    for (const s of SCENARIOS) {
      console.log(`measuring ${s.name} for ${seconds} s …`);
      results.push(await measure(first.base, s, { duration: seconds }));
    }
    const rss = rssMb(first.child.pid);
    // Lighthouse on the loaded server, after its memory was read: ~40 s for four pages, so it is part of
    // every run; BENCH_LIGHTHOUSE=off leaves it out, and a machine without Chromium skips it with a notice.
    const lighthouse = await lighthouseIfPossible(first.base);
    const stopAt = performance.now();
    await stopServer(first.child, 15_000);
    const stopMs = performance.now() - stopAt;
    const starts: number[] = [];
    for (let i = 0; i < MIGRATED_STARTS; i++) {
      const again = await startServer(dataDir, 60_000);
      await stopServer(again.child, 15_000);
      starts.push(again.startMs);
    }
    const migratedStartMs = starts.sort((a, b) => a - b)[Math.floor(starts.length / 2)];
    return { results, bare, rss, freshStartMs: first.startMs, migratedStartMs, starts, stopMs, lighthouse };
  } finally {
    await stopAll();
  }
}

/**
 * The machine's limit, measured in the same run: a bare Hono server answering a fixed page as large as
 * our home page (scripts/bare-hono.ts), loaded like the page-cache rows.
 */
async function measureBareHono(base: string) {
  const bytes = Buffer.byteLength(await (await fetch(`${base}/`)).text());
  // On the server's runtime, so the shares compare like with like.
  const child = spawn(benchRuntime().path, ["--import", "tsx", "scripts/bare-hono.ts"], {
    cwd: ROOT,
    env: { ...process.env, BARE_BYTES: String(bytes) },
    stdio: ["ignore", "pipe", "inherit"],
  });
  try {
    const port = await new Promise<number>((resolve, reject) => {
      child.stdout?.on("data", (d) => {
        const m = /PORT (\d+)/.exec(String(d));
        if (m) resolve(Number(m[1]));
      });
      child.once("exit", (code) => reject(new Error(`bare Hono server exited with ${code}`)));
    });
    const scenario: Scenario = {
      name: `bare Hono, fixed ${Math.round(bytes / 1024)} KB page`,
      method: "GET",
      path: "/",
      connections: 16,
      target: { rps: 0 },
    };
    await measure(`http://127.0.0.1:${port}`, scenario, { amount: 2000 });
    console.log(`measuring ${scenario.name} for ${seconds} s …`);
    return await measure(`http://127.0.0.1:${port}`, scenario, { duration: seconds });
  } finally {
    await stopServer(child, 5_000);
  }
}

async function lighthouseIfPossible(base: string): Promise<PageScore[] | undefined> {
  if (process.env.BENCH_LIGHTHOUSE === "off") return undefined;
  if (!existsSync(CHROMIUM_PATH)) {
    console.log(`no Chromium at ${CHROMIUM_PATH}: Lighthouse skipped (apt-get install -y chromium, or CHROMIUM_PATH)`);
    return undefined;
  }
  console.log("measuring Lighthouse (desktop) on four pages …");
  return (await import("./bench-lighthouse")).auditPages(base, "bench-results/lighthouse");
}

async function throughput() {
  ensureBuild();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "portal-bench-"));
  const database = benchDatabase();
  const rt = benchRuntime();
  console.log(
    `bench: ${database}, server on Node ${rt.version} (${rt.note}), data in ${dataDir}, ${seconds} s per scenario, ${os.cpus().length} cores`,
  );
  const run = await runAll(dataDir).finally(() => rmSync(dataDir, { recursive: true, force: true }));
  const { results, bare, rss, freshStartMs, migratedStartMs, starts, stopMs, lighthouse } = run;
  const previous = previousRun();
  const share = (rps: number) => `${((rps / bare.rps) * 100).toFixed(1)} %`;
  // The share target needs the bare figure, known only now.
  for (const r of results) r.met &&= (r.rps / bare.rps) * 100 >= (r.scenario.target.share ?? 0);
  // Subscription matching (issue 10), in this process on a database of its own.
  const match = await benchMatching();
  // The export of 5,000 rows (issues 32 and 34), likewise in this process.
  const exported = await benchExport();
  const startMet = migratedStartMs < START_TARGET_MS;
  const rssMet = rss <= RSS_TARGET_MB;

  const lines = [
    row([
      "what",
      "connections",
      "req/s (mean)",
      "of bare Hono",
      "p50 ms",
      "p95 ms",
      "p99 ms",
      "non-2xx / errors",
      "target (DESIGN §6, issues 15 and 34)",
      "met",
    ]),
    row(["---", "---:", "---:", "---:", "---:", "---:", "---:", "---:", "---", "---"]),
    row([
      bare.scenario.name,
      bare.scenario.connections,
      Math.round(bare.rps).toLocaleString("en"),
      "100 %",
      ms(bare.latency.p50),
      ms(bare.latency.p95),
      ms(bare.latency.p99),
      `${bare.non2xx} / ${bare.errors + bare.timeouts}`,
      "the machine's limit",
      "–",
    ]),
    ...results.map((r) =>
      row([
        r.scenario.name,
        r.scenario.connections,
        Math.round(r.rps).toLocaleString("en"),
        share(r.rps),
        ms(r.latency.p50),
        ms(r.latency.p95),
        ms(r.latency.p99),
        `${r.non2xx} / ${r.errors + r.timeouts}`,
        targetText(r.scenario.target),
        r.met ? "yes" : "**no**",
      ]),
    ),
    // A figure without throughput: its name, its target and the measured value.
    ...[
      [
        "first start, empty data dir (demo data included; the build: `npm run first-start -- --build`)",
        `≤ ${FIRST_START_TARGET_MS / 1000} s`,
        freshStartMs <= FIRST_START_TARGET_MS,
        `${(freshStartMs / 1000).toFixed(1)} s`,
      ],
      ["stop after the load (SIGTERM → exit)", `≤ ${STOP_TARGET_MS / 1000} s`, stopMs <= STOP_TARGET_MS, `${(stopMs / 1000).toFixed(1)} s`],
      ["server start, migrated db", `< ${START_TARGET_MS} ms`, startMet, `${migratedStartMs.toFixed(0)} ms, median of ${MIGRATED_STARTS}`],
      ["server RSS after the load", `≤ ${RSS_TARGET_MB} MB`, rssMet, `${rss} MB`],
      [
        `subscription matching, ${match.subscriptions.toLocaleString("en")} subscriptions × ${match.announcements.toLocaleString("en")} announcements (${match.database})`,
        `< ${MATCH_TARGET_MS / 1000} s`,
        match.met,
        `${(match.ms / 1000).toFixed(1)} s, ${match.matches.toLocaleString("en")} matches`,
      ],
      [
        `export of 5,000 rows, worst of ${exported.runs.length} (all, a word, a province; PGlite)`,
        `first byte < ${EXPORT_FIRST_BYTE_TARGET_MS / 1000} s, RSS rise < ${EXPORT_RSS_RISE_TARGET_MB} MB`,
        exported.met,
        `${(exported.firstByteMs / 1000).toFixed(2)} s, ${exported.rssRiseMb.toFixed(1)} MB`,
      ],
    ].map(([what, target, met, value]) =>
      row([what as string, ...Array(7).fill("–"), target as string, `${met ? "yes" : "**no**"} (${value})`]),
    ),
  ];
  console.log(`\n${lines.join("\n")}\n`);
  printChange(previous, results);
  if (lighthouse) (await import("./bench-lighthouse")).printScores(lighthouse);
  console.log("latency percentiles are exact, computed from every response's time (autocannon itself reports p97.5, not p95)");
  console.log(`server RSS after the load: ${rss} MB`);
  console.log(
    `server start: fresh db ${freshStartMs.toFixed(0)} ms (migrations + demo data), migrated db ${starts.map((t) => t.toFixed(0)).join(" / ")} ms`,
  );

  const start = {
    freshDbMs: Math.round(freshStartMs),
    freshTargetMs: FIRST_START_TARGET_MS,
    stopMs: Math.round(stopMs),
    migratedDbMs: Math.round(migratedStartMs),
    migratedRunsMs: starts.map(Math.round),
    targetMs: START_TARGET_MS,
  };
  const machine = { cpus: os.cpus().length, node: rt.version, benchNode: process.version }; // the server's Node, the bench's
  const json = {
    at: new Date().toISOString(),
    database,
    seconds,
    ...machine,
    rssMb: rss,
    rssTargetMb: RSS_TARGET_MB,
    start,
    bare,
    results,
    match,
    export: exported,
    lighthouse,
  };
  keepRun(json);

  const failed = results.filter((r) => r.non2xx > 0 || r.errors > 0 || r.timeouts > 0);
  for (const r of failed) {
    console.error(`FAIL ${r.scenario.name}: status ${JSON.stringify(r.statusCodeStats)}, ${r.errors} errors, ${r.timeouts} timeouts`);
  }
  if (failed.length) process.exitCode = 1;
}

// `npm run bench -- <mode>`: the other modes live in files of their own and are loaded only when asked for.
const MODES: Record<string, () => Promise<void>> = {
  throughput,
  soak: async () => (await import("./bench-soak")).soak(),
  lighthouse: async () => (await import("./bench-lighthouse")).lighthouseBench(),
  cluster: async () => (await import("./bench-cluster")).clusterBench(),
};
const mode = process.argv[2] ?? "throughput";
if (!MODES[mode]) {
  console.error(`unknown bench mode "${mode}": one of ${Object.keys(MODES).join(", ")}`);
  process.exit(2);
}
MODES[mode]().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exitCode = 1;
});
