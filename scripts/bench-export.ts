/**
 * The tender export at volume (issue 32): seeds N generated notices into a fresh in-memory PGlite
 * (default 5,200), then exports the newest 5,000 rows (no words, a common word, a province) and prints
 * the time to the first byte and to the end, the file size and the rise of the process's RSS while
 * the file streamed (issue 34: first byte < 1 s, RSS rise < 50 MB). `npm run bench` runs it after
 * the subscription matching and prints the worst of the three beside its targets;
 *   npx tsx scripts/bench-export.ts [N]
 * runs it alone. Never part of the test suite: the test (apps/server/api/tender/tender-export.test.ts)
 * bounds memory only.
 */
import { seedTenders } from "@portal/core/demo/tender-seed";
import { exportTenders } from "@portal/core/tender/export";
import { searchTenders } from "@portal/core/tender/search";
import { testCtx } from "@portal/core/testing";
import { openTestDatabase } from "@portal/db/testing";

export const EXPORT_FIRST_BYTE_TARGET_MS = 1_000;
export const EXPORT_RSS_RISE_TARGET_MB = 50;

export interface ExportRun {
  label: string;
  firstByteMs: number;
  totalMs: number;
  kb: number;
  rssRiseMb: number;
}
export interface ExportBench {
  runs: ExportRun[];
  /** The slowest first byte and the largest RSS rise of the runs: what the targets are judged on. */
  firstByteMs: number;
  rssRiseMb: number;
  met: boolean;
}

const MB = 1024 * 1024;

export async function benchExport(n = 5_200, log = console.log): Promise<ExportBench> {
  const database = await openTestDatabase("pglite");
  try {
    const now = new Date("2026-03-15T02:00:00Z");
    const base = testCtx(database, { now: () => now, advance() {} });
    const seeded = await seedTenders(base, n);
    log(`导出基准：已生成 ${seeded.created.toLocaleString("en-US")} 条公告，用时 ${(seeded.ms / 1000).toFixed(1)} s`);
    const ctx = {
      ...base,
      actor: { kind: "user" as const, userId: "00000000-0000-0000-0000-000000000001", sessionId: "bench", roles: [], ip: "127.0.0.1" },
    };
    const runs: ExportRun[] = [];
    for (const [label, input] of [
      ["全部", {}],
      ["关键词“工程”", { keyword: "工程" }],
      ["湖北省", { province: "420000" }],
    ] as const) {
      const before = process.memoryUsage().rss;
      let peak = before;
      const t0 = performance.now();
      let bytes = 0;
      let firstByte = 0;
      for await (const chunk of await exportTenders(ctx, input, "https://example.cn")) {
        if (bytes === 0 && chunk.length > 0) firstByte = performance.now() - t0;
        bytes += chunk.length;
        peak = Math.max(peak, process.memoryUsage().rss);
      }
      const ms = performance.now() - t0;
      // The searches alone, for comparison: what the file adds on top of them.
      const s0 = performance.now();
      let pages = 0;
      for (let after: string | undefined, rowsRead = 0; rowsRead < 5_000; pages++) {
        const page = await searchTenders(
          ctx,
          { ...input, size: 200, after, current: after ? undefined : 1 },
          { uncounted: true, pageMax: 200 },
        );
        rowsRead += page.records.length;
        if (!page.nextCursor) break;
        after = page.nextCursor;
      }
      const run = { label, firstByteMs: firstByte, totalMs: ms, kb: bytes / 1024, rssRiseMb: (peak - before) / MB };
      runs.push(run);
      log(
        `${label}：首字节 ${(firstByte / 1000).toFixed(2)} s（目标 < ${EXPORT_FIRST_BYTE_TARGET_MS / 1000} s），导出 ${(ms / 1000).toFixed(2)} s（其中检索 ${pages} 页 ${((performance.now() - s0) / 1000).toFixed(2)} s），文件 ${run.kb.toFixed(0)} KB，RSS 增加 ${run.rssRiseMb.toFixed(1)} MB`,
      );
    }
    const firstByteMs = Math.max(...runs.map((r) => r.firstByteMs));
    const rssRiseMb = Math.max(...runs.map((r) => r.rssRiseMb));
    return {
      runs,
      firstByteMs,
      rssRiseMb,
      met: firstByteMs < EXPORT_FIRST_BYTE_TARGET_MS && rssRiseMb < EXPORT_RSS_RISE_TARGET_MB,
    };
  } finally {
    await database.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const n = process.argv.find((a) => /^\d+$/.test(a));
  await benchExport(n ? Number(n) : undefined);
}
