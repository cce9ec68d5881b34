/**
 * `npm run bench -- soak` (issue 14): mixed traffic at a fixed rate for 10 minutes — anonymous pages,
 * tender search, signed-in API calls and pages, chat over WebSocket — against the built server on a fresh
 * data directory. The load is an open model: requests leave on a schedule whatever the answers do, and
 * each is timed from when it was due, so a slow server shows as latency, never as less load. It starts
 * once the server has finished its first-start work (waitUntilSettled), which is a start, not a soak.
 * Prints count, errors and p50/p95/p99/max per kind, the server's RSS every 10 s and whether it stayed
 * flat; any error (non-2xx, a JSON answer without the success code, a cut page, a timeout, a chat frame
 * refused or unanswered) fails the run, and so does memory growing on a run long enough to judge.
 *   SOAK_RATE (100 req/s)  SOAK_SECONDS (600)  SOAK_USERS (20)  SOAK_CHAT_VISITORS (6)  SOAK_CHAT_EVERY_S (5)
 *   SOAK_WARMUP_S (30, at most a fifth of the run): its answers are summed up apart, not in the percentiles
 * BENCH_DATABASE_URL / BENCH_REDIS_URL as for the other modes; results in bench-results/soak.json.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { Agent, request } from "undici";
import { benchDatabase, ensureBuild, percentile, rssMb, startServer, stopAll, waitUntilSettled } from "./bench-server";
import { prepareAccounts } from "./soak-accounts";
import { startChat } from "./soak-chat";
import { discoverIds, KINDS, nextRequest, type SoakRequest, seeded } from "./soak-mix";
import { type MemorySample, memoryVerdict, Recorder } from "./soak-stats";

function setting(name: string, fallback: number): number {
  const value = Number(process.env[name] ?? fallback);
  if (!(value > 0)) throw new Error(`${name} must be a positive number, got ${process.env[name]}`);
  return value;
}

const SAMPLE_MS = 10_000;
const ALL_HTTP = "all HTTP requests";
const TIMEOUT_MS = 10_000;
// Enough sockets that a stall on the server queues requests there, not in this process.
const dispatcher = new Agent({ connections: 256, headersTimeout: TIMEOUT_MS, bodyTimeout: TIMEOUT_MS, keepAliveTimeout: 30_000 });

async function send(base: string, req: SoakRequest, dueAt: number, rec: Recorder) {
  const what = `${req.method} ${req.path.split("?")[0]}`;
  try {
    const res = await request(base + req.path, { method: req.method, headers: req.headers, body: req.body, dispatcher });
    const text = await res.body.text();
    const ms = performance.now() - dueAt;
    if (res.statusCode < 200 || res.statusCode > 299) return rec.fail(req.kind, `HTTP ${res.statusCode} ${what}`, ms);
    if (req.expect === "json") {
      const code = (JSON.parse(text) as { code?: string }).code;
      if (code !== "30000") return rec.fail(req.kind, `code ${code} ${what}`, ms);
    } else if (!text.trimEnd().endsWith("</html>")) return rec.fail(req.kind, `incomplete page ${what}`, ms);
    rec.ok(req.kind, ms);
  } catch (err) {
    rec.fail(req.kind, `${(err as Error).message} ${what}`, performance.now() - dueAt);
  }
}

/** V8 heap in use, from the server's /metrics (readable from loopback); NaN if it does not answer. */
async function heapMb(base: string): Promise<number> {
  try {
    const text = await (await fetch(`${base}/metrics`, { signal: AbortSignal.timeout(5_000) })).text();
    const bytes = text.match(/^nodejs_heap_size_used_bytes (\S+)/m)?.[1];
    return bytes ? Math.round(Number(bytes) / 2 ** 20) : Number.NaN;
  } catch {
    return Number.NaN;
  }
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const row = (cells: (string | number)[]) => `| ${cells.join(" | ")} |`;
const fmt = (n: number) => (Number.isFinite(n) ? n.toFixed(1) : "–");

export async function soak() {
  const rate = setting("SOAK_RATE", 100);
  const seconds = setting("SOAK_SECONDS", 600);
  const userCount = setting("SOAK_USERS", 20);
  const visitors = setting("SOAK_CHAT_VISITORS", 6);
  const everyS = setting("SOAK_CHAT_EVERY_S", 5);
  const warmupS = Math.min(setting("SOAK_WARMUP_S", 30), seconds / 5);
  ensureBuild();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "portal-soak-"));
  const database = benchDatabase();
  console.log(
    `soak: ${database}, ${rate} req/s for ${seconds} s, ${userCount} signed-in users, ${visitors} chat visitors every ${everyS} s, ${os.cpus().length} cores`,
  );
  const rec = new Recorder();
  const samples: MemorySample[] = [];
  let sent = 0;
  let lateMs = 0;
  try {
    const accounts = await prepareAccounts(dataDir, userCount);
    const server = await startServer(dataDir, 180_000);
    console.log(`server ready in ${(server.startMs / 1000).toFixed(1)} s (first start: migrations + demo data), pid ${server.child.pid}`);
    const settled = await waitUntilSettled(server.child.pid as number);
    console.log(
      settled.settled
        ? `server settled after ${(settled.ms / 1000).toFixed(0)} s more (first-start work such as the demo's video transcodes)`
        : `server still busy after ${(settled.ms / 1000).toFixed(0)} s: the load starts anyway`,
    );
    const ids = await discoverIds(server.base);
    console.log(`visiting ${ids.articles.length} articles, ${ids.columns.length} columns, ${ids.tenders.length} tenders`);
    // A crash is the worst failure of all; the requests after it fail too, but this says why.
    const crashed = (code: number | null, signal: string | null) =>
      rec.fail("server", `exited during the soak (code ${code}, signal ${signal})`);
    server.child.once("exit", crashed);
    const rng = seeded(14);
    const chat = await startChat(server.base, { visitors, everyMs: everyS * 1000, agentToken: accounts.agent, rec });

    const t0 = performance.now();
    let inFlight = 0;
    const sample = async () => {
      const t = Math.round((performance.now() - t0) / 1000);
      if (server.child.exitCode !== null || server.child.signalCode !== null) return;
      const s: MemorySample = { t, rssMb: rssMb(server.child.pid), heapMb: await heapMb(server.base) };
      samples.push(s);
      const w = rec.takeWindow();
      console.log(
        `[${String(t).padStart(4)} s] RSS ${s.rssMb} MB · heap ${s.heapMb} MB · ${sent.toLocaleString("en")} sent · ${inFlight} in flight · ` +
          `${rec.errors} errors · p99 of the last 10 s ${fmt(percentile(w, 99))} ms`,
      );
    };
    const sampler = setInterval(() => void sample(), SAMPLE_MS);
    const warmed = setTimeout(() => rec.endWarmup(), warmupS * 1000);
    const interval = 1000 / rate;
    const total = Math.floor(seconds * rate);
    while (sent < total) {
      const now = performance.now();
      while (sent < total && t0 + sent * interval <= now) {
        const due = t0 + sent * interval;
        lateMs = Math.max(lateMs, now - due);
        sent += 1;
        inFlight += 1;
        void send(server.base, nextRequest(ids, accounts.users, rng), due, rec).finally(() => {
          inFlight -= 1;
        });
      }
      await sleep(Math.max(1, t0 + sent * interval - performance.now()));
    }
    const drainUntil = performance.now() + TIMEOUT_MS + 5_000;
    while (inFlight > 0 && performance.now() < drainUntil) await sleep(50);
    clearInterval(sampler);
    clearTimeout(warmed);
    await chat.stop();
    await sample();
    server.child.off("exit", crashed);
    console.log(
      `sent ${sent.toLocaleString("en")} requests in ${((performance.now() - t0) / 1000).toFixed(0)} s; the schedule slipped by at most ${lateMs.toFixed(0)} ms`,
    );
  } finally {
    await stopAll();
    rmSync(dataDir, { recursive: true, force: true });
  }
  report({ rec, samples, seconds, warmupS, rate, database, sent, lateMs });
}

function report(run: {
  rec: Recorder;
  samples: MemorySample[];
  seconds: number;
  warmupS: number;
  rate: number;
  database: string;
  sent: number;
  lateMs: number;
}) {
  const { rec, samples, seconds } = run;
  const http = Object.values(KINDS) as string[];
  const kinds = rec.summary({ [ALL_HTTP]: http });
  // HTTP kinds in the mix's order, their total, then the chat.
  const order = (k: string) => (k === ALL_HTTP ? http.length : http.includes(k) ? http.indexOf(k) : http.length + 1);
  kinds.sort((a, b) => order(a.kind) - order(b.kind));
  const lines = [
    row(["kind", "count", "errors", "p50 ms", "p95 ms", "p99 ms", "max ms"]),
    row(["---", "---:", "---:", "---:", "---:", "---:", "---:"]),
    ...kinds.map((k) =>
      row([
        k.kind === ALL_HTTP ? `**${k.kind}**` : k.kind,
        k.count.toLocaleString("en"),
        k.errors,
        fmt(k.p50),
        fmt(k.p95),
        fmt(k.p99),
        fmt(k.max),
      ]),
    ),
  ];
  console.log(`\n${lines.join("\n")}\n`);
  console.log("times are from when each request was due (open model), so queueing on either side counts");
  const w = rec.warmup;
  if (w)
    console.log(
      `the first ${run.warmupS} s are left out of the percentiles (errors are not): ${w.count.toLocaleString("en")} answers, p50 ${fmt(w.p50)} ms, p99 ${fmt(w.p99)} ms, max ${fmt(w.max)} ms`,
    );
  console.log(`RSS every ${SAMPLE_MS / 1000} s (MB): ${samples.map((s) => s.rssMb).join(" ")}`);
  console.log(`V8 heap used (MB):      ${samples.map((s) => s.heapMb).join(" ")}`);
  const memory = memoryVerdict(samples, seconds);
  console.log(memory.text);

  mkdirSync("bench-results", { recursive: true });
  const json = {
    at: new Date().toISOString(),
    database: run.database,
    cpus: os.cpus().length,
    node: process.version,
    rate: run.rate,
    seconds,
  };
  Object.assign(json, { sent: run.sent, scheduleSlipMs: Math.round(run.lateMs), warmupS: run.warmupS, warmup: w, kinds, samples, memory });
  writeFileSync("bench-results/soak.json", `${JSON.stringify(json, null, 2)}\n`);
  console.log("written bench-results/soak.json");

  for (const k of kinds.filter((k) => k.errors > 0 && k.kind !== ALL_HTTP))
    console.error(`FAIL ${k.kind}: ${k.errors} errors ${JSON.stringify(k.reasons)}`);
  if (memory.judged && !memory.flat) console.error("FAIL memory: the server's RSS kept growing");
  if (rec.errors > 0 || (memory.judged && !memory.flat)) process.exitCode = 1;
}
