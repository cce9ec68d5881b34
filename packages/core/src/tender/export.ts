import type { Ctx } from "../context";
import { unauthenticated } from "../errors";
import type { TenderHit } from "./hits";
import { searchTenders, type TenderSearchInput } from "./search";

/** Rows one export may hold: a working list, not a copy of the database. */
export const EXPORT_MAX_ROWS = 1_000;

/**
 * A cell that Excel, WPS or LibreOffice could take for a formula (= + - @, or a leading tab or
 * carriage return) is prefixed with an apostrophe: notice text comes from public websites, and a
 * crafted title must not run anything on the reader's machine (CSV/formula injection).
 */
export function safeCell(v: string): string {
  return /^[=+\-@\t\r]/.test(v) ? `'${v}` : v;
}

/** The results of a tender search as an .xlsx workbook, newest first, at most EXPORT_MAX_ROWS rows. */
export async function exportTenders(ctx: Ctx, input: TenderSearchInput, origin: string): Promise<{ bytes: Buffer; rows: number }> {
  if (ctx.actor.kind !== "user") throw unauthenticated();
  const hits: TenderHit[] = [];
  let after: string | undefined;
  while (hits.length < EXPORT_MAX_ROWS) {
    const page = await searchTenders(ctx, { ...input, facets: false, current: after ? undefined : 1, size: 50, after });
    hits.push(...page.records);
    if (!page.nextCursor) break;
    after = page.nextCursor;
  }
  const rows = hits.slice(0, EXPORT_MAX_ROWS);
  const { default: writeXlsxFile } = await import("write-excel-file/node");
  const header = ["发布日期", "标题", "阶段", "地区", "招标人", "金额（元）", "投标截止", "链接"].map((value) => ({
    value,
    fontWeight: "bold" as const,
  }));
  const text = (v: string | null) => ({ type: String, value: v === null ? "" : safeCell(v) });
  const data = [
    header,
    ...rows.map((t) => [
      text(t.publishedOn),
      text(t.title),
      text(t.stageLabel),
      text(t.regionName),
      text(t.buyer),
      t.amountYuan === null ? text(null) : { type: Number, value: t.amountYuan, format: "#,##0.00" },
      text(t.bidDeadline),
      text(`${origin}/tenderDetails/${t.id}`),
    ]),
  ];
  const bytes = await writeXlsxFile(data, { columns: [12, 60, 16, 24, 30, 16, 18, 40].map((width) => ({ width })) }).toBuffer();
  return { bytes, rows: rows.length };
}
