/**
 * `npm run bench -- cluster` (ADR 0022): the deployment of the README's guide — two web processes
 * and a worker on PostgreSQL and Redis behind deploy/nginx/portal.conf, with the demo content — and
 * the same load sent once to one process directly and once to nginx in front of both. Prints req/s
 * and p99 side by side with the ratio. Needs BENCH_DATABASE_URL (a database it may create others
 * beside), BENCH_REDIS_URL and nginx; BENCH_SECONDS sets each run's duration (default 10).
 */
import os from "node:os";
import { Queue } from "bullmq";
import { Redis } from "ioredis";
import pg from "pg";
import { autocannon, benchRuntime } from "./bench-server";
import { nginxAvailable, startCluster } from "./cluster";

interface Load {
  name: string;
  path: string;
  /** `no-cache` renders every request instead of answering from the page cache (ADR 0007). */
  render: boolean;
}
const LOADS: Load[] = [
  { name: "home page SSR `/`", path: "/", render: true },
  { name: "tender list SSR `/tender` (隧道)", path: `/tender?q=${encodeURIComponent("隧道")}`, render: true },
  { name: "article page SSR `/news/1`", path: "/news/1", render: true },
  { name: "home page from the page cache", path: "/", render: false },
];
const CONNECTIONS = 32;
/** A Redis database of its own, emptied before and after. */
const REDIS_DB = 12;

export async function clusterBench() {
  const { BENCH_DATABASE_URL, BENCH_REDIS_URL } = process.env;
  if (!BENCH_DATABASE_URL || !BENCH_REDIS_URL || !nginxAvailable()) {
    throw new Error("集群压测需要 BENCH_DATABASE_URL、BENCH_REDIS_URL 和已安装的 nginx（apt-get install -y nginx）");
  }
  const seconds = Number(process.env.BENCH_SECONDS ?? 10);
  const name = `bench_cluster_${Date.now().toString(36)}`;
  const admin = new pg.Client({ connectionString: BENCH_DATABASE_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const dbUrl = new URL(BENCH_DATABASE_URL);
  dbUrl.pathname = `/${name}`;
  const redisUrl = new URL(BENCH_REDIS_URL);
  redisUrl.pathname = `/${REDIS_DB}`;
  const redis = new Redis(redisUrl.toString());
  await redis.flushdb();

  const rt = benchRuntime();
  console.log(
    `cluster bench: 2 web processes + worker + nginx on Node ${rt.version} (${rt.note}), PostgreSQL and Redis, ${seconds} s per run, ${os.cpus().length} cores`,
  );
  const t0 = performance.now();
  const cluster = await startCluster(dbUrl.toString(), redisUrl.toString(), { demoData: "on", node: rt.path });
  console.log(`started with demo content in ${((performance.now() - t0) / 1000).toFixed(0)} s`);
  // The demo lessons' videos are made and transcoded by the worker after start: measured beside
  // ffmpeg, the web processes would lose most of a core.
  const media = new Queue("portal-media", { connection: { url: redisUrl.toString() }, prefix: "portal-jobs" });
  for (let waited = 0; ; waited += 2) {
    const counts = await media.getJobCounts("waiting", "active", "delayed");
    if (counts.waiting + counts.active + counts.delayed === 0 || waited >= 600) break;
    await new Promise((r) => setTimeout(r, 2000));
  }
  await media.close();
  console.log(`demo videos transcoded after ${((performance.now() - t0) / 1000).toFixed(0)} s`);
  const rows: string[] = [
    "| what | connections | one process req/s | p99 ms | two behind nginx req/s | p99 ms | ratio |",
    "| --- | ---: | ---: | ---: | ---: | ---: | ---: |",
  ];
  let failed = false;
  try {
    for (const load of LOADS) {
      const headers: Record<string, string> = load.render ? { "Cache-Control": "no-cache" } : {};
      const run = (origin: string) => autocannon({ url: origin + load.path, connections: CONNECTIONS, duration: seconds, headers });
      // Warm both processes (compiled code, caches) before measuring.
      await autocannon({ url: (cluster.nginx as string) + load.path, connections: 4, duration: 2, headers });
      const one = await run(cluster.web[0].origin);
      const two = await run(cluster.nginx as string);
      for (const r of [one, two]) if (r.non2xx + r.errors + r.timeouts > 0) failed = true;
      rows.push(
        `| ${load.name} | ${CONNECTIONS} | ${Math.round(one.requests.mean)} | ${one.latency.p99} | ${Math.round(two.requests.mean)} | ${two.latency.p99} | ${(two.requests.mean / one.requests.mean).toFixed(2)}× |`,
      );
      console.log(rows.at(-1));
    }
  } finally {
    await cluster.stop();
    await redis.flushdb();
    await redis.quit();
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }
  console.log(`\n${rows.join("\n")}\n`);
  console.log("the load generator, nginx and both processes share this machine's cores");
  if (failed) {
    console.error("FAIL: some answers were not 2xx, or had errors or timeouts");
    process.exitCode = 1;
  }
}
