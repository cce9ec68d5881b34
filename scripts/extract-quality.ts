// Precision / recall per field of the rule-based tender extractor on the labelled set.
// Usage: npx tsx scripts/extract-quality.ts [FILE.jsonl]  (rows: title, text, labels, split)
import { readFileSync } from "node:fs";
import { extractTender } from "../packages/text/src/tender/index";

const FIELDS = [
  "stage",
  "budget_yuan",
  "max_price_yuan",
  "buyer",
  "agency",
  "winner",
  "win_amount_yuan",
  "candidates",
  "bid_deadline",
  "open_time",
  "project_code",
  "region",
  "region_code",
] as const;
type Row = { title: string; text: string; split?: string; labels: Record<string, unknown> };

const file = process.argv[2] ?? "packages/text/src/tender/fixtures/labelled.jsonl";
const rows = readFileSync(file, "utf8")
  .split("\n")
  .filter((l) => l.trim())
  .map((l) => JSON.parse(l) as Row);

const trim = (v: unknown) => String(v).replace(/\s+/g, "");
function same(field: string, got: unknown, want: unknown): boolean {
  if (field.endsWith("_yuan")) return Math.abs(Number(got) - Number(want)) <= 0.5;
  if (field === "candidates") {
    const g = got as { name: string; amount_yuan?: number }[];
    const w = want as { name: string; amount_yuan?: number }[];
    return (
      g.length === w.length &&
      w.every(
        (c, i) =>
          trim(g[i]?.name) === trim(c.name) &&
          (c.amount_yuan === undefined || Math.abs((g[i]?.amount_yuan ?? Number.NaN) - c.amount_yuan) <= 0.5),
      )
    );
  }
  return trim(got) === trim(want);
}

function measure(subset: Row[]) {
  const stats = new Map<string, { tp: number; fp: number; fn: number }>();
  for (const f of FIELDS) stats.set(f, { tp: 0, fp: 0, fn: 0 });
  for (const r of subset) {
    const out = extractTender(r.title, r.text) as Record<string, { value: unknown } | undefined>;
    for (const f of FIELDS) {
      const s = stats.get(f) as { tp: number; fp: number; fn: number };
      const got = out[f]?.value;
      const want = r.labels[f];
      if (got === undefined && want === undefined) continue;
      if (got !== undefined && want !== undefined && same(f, got, want)) s.tp++;
      else {
        if (got !== undefined) s.fp++;
        if (want !== undefined) s.fn++;
      }
    }
  }
  return stats;
}

const pct = (a: number, b: number) => (b === 0 ? "   -  " : `${((100 * a) / b).toFixed(1).padStart(5)}%`);
function print(name: string, subset: Row[]) {
  const stats = measure(subset);
  const all = { tp: 0, fp: 0, fn: 0 };
  process.stdout.write(`\n${name} (${subset.length} rows)\nfield            precision  recall   tp  fp  fn\n`);
  for (const [f, s] of stats) {
    all.tp += s.tp;
    all.fp += s.fp;
    all.fn += s.fn;
    process.stdout.write(
      `${f.padEnd(16)} ${pct(s.tp, s.tp + s.fp)}    ${pct(s.tp, s.tp + s.fn)} ${String(s.tp).padStart(4)}${String(s.fp).padStart(4)}${String(s.fn).padStart(4)}\n`,
    );
  }
  process.stdout.write(
    `${"ALL".padEnd(16)} ${pct(all.tp, all.tp + all.fp)}    ${pct(all.tp, all.tp + all.fn)} ${String(all.tp).padStart(4)}${String(all.fp).padStart(4)}${String(all.fn).padStart(4)}\n`,
  );
}

print("all", rows);
print(
  "held-out (split=test)",
  rows.filter((r) => r.split === "test"),
);

const t0 = performance.now();
let n = 0;
while (performance.now() - t0 < 1000) {
  for (const r of rows) {
    extractTender(r.title, r.text);
    n++;
  }
}
process.stdout.write(`\nspeed: ${Math.round((n * 1000) / (performance.now() - t0))} announcements/s (one core)\n`);
