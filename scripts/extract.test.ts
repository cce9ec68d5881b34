// `npm run extract` as someone measuring the extractor calls it: a JSONL file in, one line of fields out.
import { execFileSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect, it } from "vitest";

it("reads rows whose text is the page's HTML as the crawler reads the page", () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), "extract-"));
  const file = path.join(dir, "rows.jsonl");
  const html =
    "<table><tr><td>中标人</td><td>甲建设有限公司</td></tr><tr><td>中标价（元）</td><td>1,000,000.00</td></tr></table><p>招标人：乙市教育局</p>";
  writeFileSync(file, `${JSON.stringify({ title: "某工程中标结果公告", text: html })}\n`);
  const out = execFileSync(process.execPath, ["--import", "tsx", "scripts/extract.ts", file], { encoding: "utf8" });
  const fields = JSON.parse(out.trim());
  expect(fields.winner.value).toBe("甲建设有限公司");
  expect(fields.win_amount_yuan.value).toBe(1000000);
  expect(fields.buyer.value).toBe("乙市教育局");
}, 60_000);

it("reads a crawler's own names for the text and title (content, html, body)", () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), "extract-"));
  const file = path.join(dir, "rows.jsonl");
  const rows = [
    { name: "某工程招标公告", content: "招标人：甲市水务局\n投标截止时间：2026年3月20日9:30" },
    { title: "某工程中标结果公告", html: "<table><tr><td>中标人</td><td>乙建设有限公司</td></tr></table>" },
  ];
  writeFileSync(file, rows.map((r) => JSON.stringify(r)).join("\n"));
  const out = execFileSync(process.execPath, ["--import", "tsx", "scripts/extract.ts", file], { encoding: "utf8" });
  const [call, result] = out
    .trim()
    .split("\n")
    .map((l) => JSON.parse(l));
  expect(call.buyer.value).toBe("甲市水务局");
  expect(call.bid_deadline.value).toBe("2026-03-20 09:30");
  expect(result.winner.value).toBe("乙建设有限公司");
}, 60_000);
