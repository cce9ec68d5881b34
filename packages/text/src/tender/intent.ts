// 采购意向公开 (stage 0107, 财库〔2020〕10号): a buyer publishes what it plans to procure in the coming
// months: a table of 采购项目名称 / 采购需求概况 / 预算金额 / 预计采购时间, one row per item, under
// "现将某单位2026年3月至4月采购意向公开如下". Its own fields: the item's name and the month it is expected.
import type { Layout } from "./layout";
import type { Pair } from "./layout-lines";
import { type Resolved, resolve } from "./resolve";
import { type Read, readOrg } from "./values";

/** "2026年04月", "2026年4月上旬", "2026-04": the month, as YYYY-MM. */
export function readMonth(v: string): Read<string> | undefined {
  const m = /^(20\d{2})\s*(?:年|[-/.])\s*(\d{1,2})(?!\d)\s*月?/.exec(v);
  const month = Number(m?.[2]);
  if (!m || month < 1 || month > 12) return undefined;
  return { value: `${m[1]}-${String(month).padStart(2, "0")}`, length: m[0].length };
}

// "现将池州市科学技术馆2026年3月至4月采购意向公开如下": the unit is named before the period.
const PUBLISHER =
  /现将([^\s，,。；;：:、"“”]{4,40}?)(?:20\d{2}\s*年|\d{4}年度|本年度|[(（]|第?[一二三四1-4]季度)[^，,。\n]{0,30}?(?:政府)?(?:采购|招标)意向/g;
// The title: "池州市科学技术馆2026年3月至4月政府采购意向".
const TITLE_PUBLISHER = /^(.{4,40}?)(?:20\d{2}\s*年|\d{4}年度)/;

/** The publishing unit as a prose pair, so the usual buyer rules weigh it with the rest. */
export function intentPairs(norm: string): Pair[] {
  const out: Pair[] = [];
  for (const m of norm.matchAll(PUBLISHER)) {
    const name = m[1] as string;
    const at = (m.index ?? 0) + 2;
    out.push({ label: "采购人", value: name, start: at, end: at + name.length, from: m.index ?? 0, kind: "prose", section: "" });
  }
  return out;
}

/** The buyer named at the head of the title, when the text names none. */
export function intentBuyerFromTitle(title: string): string | undefined {
  const name = TITLE_PUBLISHER.exec(title.trim())?.[1];
  const org = name ? readOrg(name, true) : undefined;
  return org && org.length === name?.length ? org.value : undefined;
}

// The template's column names; a run of them (one per line, or cells of one row) is the header.
const COLUMN =
  /^(?:序号|(?:采购)?项目名称|(?:采购)?需求概况|采购需求|预算金额.{0,8}|预计采购(?:时间|日期|月份).{0,10}|是否专门面向中小企业.{0,6}|备注)$/;
const NUMBER = /^\d[\d,]*(?:\.\d+)?$/;

export interface IntentItem {
  name: { value: string; evidence: string };
  budget?: { value: number; evidence: string };
  month?: { value: string; evidence: string };
}

/**
 * The rows of the template's table, read by what each cell holds rather than by its column: pages
 * drop empty cells (an empty 备注 is the rule), so positions shift, but an item is always its number,
 * its name, then among its cells one amount and one month. Cells are lines, tabs or `|`-separated.
 * Undefined when the text has no such table (the label-per-line form is read by the labels).
 */
export function intentRows(text: string): IntentItem[] | undefined {
  const cells: string[] = [];
  for (const line of text.split("\n")) for (const c of line.split(/\t|\|/)) if (c.trim()) cells.push(c.trim());
  let at = cells.findIndex((c, i) => COLUMN.test(c) && COLUMN.test(cells[i + 1] ?? "") && COLUMN.test(cells[i + 2] ?? ""));
  if (at < 0) return undefined;
  let unit = 1;
  for (; at < cells.length && COLUMN.test(cells[at] as string); at++)
    if (/预算金额/.test(cells[at] as string)) unit = /万元/.test(cells[at] as string) ? 10_000 : 1;
  const items: IntentItem[] = [];
  let current: IntentItem | undefined;
  for (let i = at; i < cells.length; i++) {
    const c = cells[i] as string;
    if (/^本次公开的采购意向/.test(c)) break;
    if (c === String(items.length + 1) && cells[i + 1]) {
      current = { name: { value: cells[i + 1] as string, evidence: cells[i + 1] as string } };
      items.push(current);
      i++;
      continue;
    }
    if (!current) break;
    const month = readMonth(c);
    // A month is a short cell of its own; a description may start with a year ("2026年5月起…").
    if (!current.month && month && c.length <= 16) current.month = { value: month.value, evidence: c };
    else if (!current.budget && NUMBER.test(c))
      current.budget = { value: Math.round(Number(c.replaceAll(",", "")) * unit * 100) / 100, evidence: c };
  }
  return items.length ? items : undefined;
}

/**
 * The item's name and month when the notice lists one item. With several items the notice's budget,
 * name and month belong to no single project: they are left out rather than taken from the first row.
 */
export function intentItem(original: string, layout: Layout): { single: boolean; name?: Resolved<string>; month?: Resolved<string> } {
  const names = new Set(layout.pairs.filter((p) => p.label === "采购项目名称" || p.label === "项目名称").map((p) => p.value));
  if (names.size > 1) return { single: false };
  const name = resolve(original, layout, "project_name", (v) =>
    v.length >= 4 && v.length <= 80 ? { value: v, length: v.length } : undefined,
  );
  const month = resolve(original, layout, "expected_month", readMonth);
  return { single: true, name, month };
}
