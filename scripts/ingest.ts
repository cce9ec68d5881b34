// npm run ingest -- FILE [FILE …]: reads notices from JSONL, CSV or saved HTML detail pages and
// stores them in the tender tables of the configured database (DATA_DIR or DATABASE_URL, as
// `npm start`), in batches of 200, printing a summary per file. `--print` only prints the notices
// as JSON lines. The embedded database is one process's: stop the server before importing into it.
import { createAi } from "../apps/server/ai";
import { loadConfig } from "../apps/server/config";
import { openConfiguredDatabase } from "../apps/server/database";
import { memoryCache } from "../packages/core/src/cache/memory";
import type { Ctx } from "../packages/core/src/context";
import { importFile, type NoticeSink, type RawNotice } from "../packages/core/src/crawl/index";
import { tenderSink } from "../packages/core/src/tender/index";

const BATCH = 200;

const printingSink: NoticeSink = async (notices) => {
  for (const n of notices) process.stdout.write(`${JSON.stringify(n)}\n`);
  return { created: notices.length, duplicates: 0, failed: 0 };
};

/** The tender store of the configured database, and a way to close it. */
async function storeSink(): Promise<{ sink: NoticeSink; close: () => Promise<void> }> {
  const config = loadConfig();
  const database = await openConfiguredDatabase(config);
  const log = {
    info() {},
    debug() {},
    warn: (o: object, msg: string) => process.stderr.write(`${msg}：${JSON.stringify(o)}\n`),
    error: (o: object, msg: string) => process.stderr.write(`${msg}：${JSON.stringify(o)}\n`),
  };
  // With LLM_* set, notices missing key fields are left for the server's language-model fill job.
  const ai = createAi(config);
  const ctx: Ctx = { actor: { kind: "system", job: "ingest" }, db: database.db, cache: memoryCache(), now: () => new Date(), log, ai };
  return { sink: tenderSink(ctx), close: () => database.close() };
}

async function ingest(file: string, sink: NoticeSink) {
  const { notices, skipped } = await importFile(file);
  const totals = { created: 0, duplicates: 0, failed: 0 };
  for (let i = 0; i < notices.length; i += BATCH) {
    const r = await sink(notices.slice(i, i + BATCH));
    totals.created += r.created;
    totals.duplicates += r.duplicates;
    totals.failed += r.failed;
  }
  const dated = notices
    .filter((n: RawNotice) => n.publishedOn)
    .map((n) => n.publishedOn as string)
    .sort();
  const span = dated.length ? `，发布日期 ${dated[0]} 至 ${dated[dated.length - 1]}` : "";
  process.stderr.write(
    `${file}：读到 ${notices.length} 条公告${span}；新增 ${totals.created}，重复 ${totals.duplicates}，失败 ${totals.failed}，跳过 ${skipped.length} 行\n`,
  );
  for (const s of skipped.slice(0, 20)) process.stderr.write(`  第 ${s.line} 行：${s.reason}\n`);
  if (skipped.length > 20) process.stderr.write(`  ……另有 ${skipped.length - 20} 行被跳过\n`);
}

const args = process.argv.slice(2);
const printOnly = args.includes("--print");
const files = args.filter((a) => a !== "--print");
if (files.length === 0) {
  process.stderr.write("用法：npm run ingest -- [--print] FILE.jsonl|FILE.csv|FILE.html …\n");
  process.exit(2);
}
const store = printOnly ? { sink: printingSink, close: async () => {} } : await storeSink();
for (const file of files) {
  try {
    await ingest(file, store.sink);
  } catch (err) {
    process.stderr.write(`${file}：${err instanceof Error ? err.message : err}\n`);
    process.exitCode = 1;
  }
}
await store.close();
