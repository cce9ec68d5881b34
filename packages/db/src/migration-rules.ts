import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

/**
 * Zero-downtime deploys (ADR 0022): during a rolling restart the previous release's processes run
 * against the new schema, so a migration may only expand it. Statements that would break the
 * previous release are allowed only in a migration that says, in a `-- contract:` comment, which
 * earlier release stopped depending on what it removes.
 */
const BREAKING: { rule: string; pattern: RegExp }[] = [
  { rule: "删除表", pattern: /\bdrop\s+table\b/i },
  { rule: "删除列", pattern: /\bdrop\s+column\b/i },
  { rule: "重命名", pattern: /\brename\b/i },
  { rule: "修改列类型", pattern: /\balter\s+column\s+\S+\s+(set\s+data\s+)?type\b/i },
  { rule: "已有列改为非空", pattern: /\bset\s+not\s+null\b/i },
  // Rows the previous release inserts would lack the new column.
  { rule: "新增非空列却没有默认值", pattern: /\badd\s+column\b(?![^;]*\bdefault\b)[^;]*\bnot\s+null\b/i },
];

export interface RuleBreak {
  file: string;
  rule: string;
  statement: string;
}

/** Breaking statements in migrations that do not declare themselves a contract step. */
export function checkMigrations(folder: string): RuleBreak[] {
  const found: RuleBreak[] = [];
  for (const file of readdirSync(folder)
    .filter((f) => f.endsWith(".sql"))
    .sort()) {
    const text = readFileSync(path.join(folder, file), "utf8");
    if (/^--\s*contract:\s*\S/m.test(text)) continue;
    for (const statement of text.split("--> statement-breakpoint")) {
      const sql = statement.replace(/--.*$/gm, "").trim();
      for (const { rule, pattern } of BREAKING) {
        if (pattern.test(sql)) found.push({ file, rule, statement: sql.slice(0, 200) });
      }
    }
  }
  return found;
}
