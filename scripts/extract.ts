// Reads JSONL rows with `title` and `text`; prints one JSON object of extracted fields per row.
import { readFileSync } from "node:fs";
import { extractTender } from "../packages/text/src/tender/index";

const file = process.argv[2];
if (!file) {
  process.stderr.write("用法：npx tsx scripts/extract.ts FILE.jsonl\n");
  process.exit(2);
}
for (const line of readFileSync(file, "utf8").split("\n")) {
  if (!line.trim()) continue;
  const row = JSON.parse(line) as { title?: string; text?: string };
  process.stdout.write(`${JSON.stringify(extractTender(row.title ?? "", row.text ?? ""))}\n`);
}
