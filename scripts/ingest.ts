// npm run ingest -- FILE [FILE …]: reads notices from JSONL, CSV or saved HTML detail pages,
// prints a summary per file and hands the notices to a sink in batches of 200.
import { importFile, type NoticeSink, type RawNotice } from "../packages/core/src/crawl/index";

const BATCH = 200;

/**
 * For now the sink prints what it would store; the tender store (packages/core/src/tender) takes
 * its place when it is merged, with the same signature.
 */
const printingSink: NoticeSink = async (notices) => {
  for (const n of notices) process.stdout.write(`${JSON.stringify(n)}\n`);
  return { created: notices.length, duplicates: 0, failed: 0 };
};

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

const files = process.argv.slice(2);
if (files.length === 0) {
  process.stderr.write("用法：npm run ingest -- FILE.jsonl|FILE.csv|FILE.html …\n");
  process.exit(2);
}
for (const file of files) {
  try {
    await ingest(file, printingSink);
  } catch (err) {
    process.stderr.write(`${file}：${err instanceof Error ? err.message : err}\n`);
    process.exitCode = 1;
  }
}
