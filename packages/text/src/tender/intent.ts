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
