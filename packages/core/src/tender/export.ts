import { TENDER_EXPORT_MAX_ROWS } from "@portal/contract";
import { sql } from "drizzle-orm";
import type { Ctx } from "../context";
import { unauthenticated } from "../errors";
import { discountRows } from "./discount";
import type { TenderHit } from "./hits";
import { rows } from "./link";
import { searchTenders, type TenderSearchInput } from "./search";
import { dateCell, linkCell, moneyCell, percentCell, textCell, type XlsxCell, type XlsxColumn, xlsxStream } from "./xlsx-stream";

/** Rows one export may hold: a working list, not a copy of the database. */
export const EXPORT_MAX_ROWS = TENDER_EXPORT_MAX_ROWS;
/** Hits read per search: each page is written to the file before the next is read. */
const PAGE = 200;

const COLUMNS: XlsxColumn[] = [
  { header: "标题", width: 60 },
  { header: "阶段", width: 12 },
  { header: "地区", width: 20 },
  { header: "招标人", width: 30 },
  { header: "代理机构", width: 30 },
  { header: "中标人", width: 30 },
  { header: "预算（元）", width: 18 },
  { header: "最高限价（元）", width: 18 },
  { header: "中标金额（元）", width: 18 },
  { header: "下浮率", width: 10 },
  { header: "投标截止", width: 17 },
  { header: "开标时间", width: 17 },
  { header: "发布日期", width: 12 },
  { header: "项目编号", width: 24 },
  { header: "原文链接", width: 40 },
  { header: "本站链接", width: 40 },
];

/** The columns a list row lacks, read for one page of hits at a time. */
interface ExportRow {
  id: number;
  agency: string | null;
  winner: string | null;
  budget: string | null;
  max_price: string | null;
  win: string | null;
  /** 下浮率 as discount.ts computes it (the project's ceiling when the notice states none). */
  rate: number | string | null;
  open_time: string | null;
  project_code: string | null;
  source_url: string;
}

const num = (v: string | null) => (v === null ? null : Number(v));

async function pageRows(ctx: Ctx, hits: TenderHit[], origin: string): Promise<XlsxCell[][]> {
  const ids = JSON.stringify(hits.map((h) => h.id));
  const found = await rows<ExportRow>(
    ctx.db,
    sql`SELECT a.id, ag.name AS agency, w.name AS winner, a.budget_yuan::text AS budget, a.max_price_yuan::text AS max_price,
          a.win_amount_yuan::text AS win, d.discount AS rate, a.open_time, a.project_code, a.source_url
        FROM tender_announcements a
        LEFT JOIN tender_orgs ag ON ag.id = a.agency_org_id
        LEFT JOIN tender_orgs w ON w.id = a.winner_org_id
        LEFT JOIN (${discountRows(sql`a.id IN (SELECT (jsonb_array_elements_text(${ids}::jsonb))::int)`)}) d ON d.id = a.id
        WHERE a.id IN (SELECT (jsonb_array_elements_text(${ids}::jsonb))::int)`,
  );
  const byId = new Map(found.map((r) => [Number(r.id), r]));
  return hits.map((t) => {
    const r = byId.get(t.id);
    return [
      textCell(t.title),
      textCell(t.stageLabel),
      textCell(t.regionName),
      textCell(t.buyer),
      textCell(r?.agency ?? null),
      textCell(r?.winner ?? null),
      moneyCell(num(r?.budget ?? null)),
      moneyCell(num(r?.max_price ?? null)),
      moneyCell(num(r?.win ?? null)),
      percentCell(r?.rate === null || r?.rate === undefined ? null : Number(r.rate)),
      dateCell(t.bidDeadline),
      dateCell(r?.open_time ?? null),
      dateCell(t.publishedOn),
      textCell(r?.project_code ?? null),
      linkCell(r?.source_url ?? null),
      linkCell(`${origin}/tenderDetails/${t.id}`),
    ];
  });
}

const fmt = (n: number) => n.toLocaleString("en-US");

/**
 * The results of a tender search as an .xlsx workbook, newest first, at most EXPORT_MAX_ROWS rows,
 * streamed: a page of 200 hits is searched (keyset), completed and written before the next is read.
 * The first page is searched before this returns, so bad input is refused before any byte is sent.
 * A second sheet, 说明, tells when the results held more than the file.
 */
export async function exportTenders(ctx: Ctx, input: TenderSearchInput, origin: string): Promise<AsyncGenerator<Uint8Array>> {
  if (ctx.actor.kind !== "user") throw unauthenticated();
  const search = (after?: string) =>
    searchTenders(ctx, { ...input, facets: false, current: after ? undefined : 1, size: PAGE, after }, { uncounted: true, pageMax: PAGE });
  const first = await search();
  // China time (UTC+8 all year), as the notices' own dates are.
  const exportedAt = new Date(ctx.now().getTime() + 8 * 3_600_000).toISOString().slice(0, 16).replace("T", " ");
  let written = 0;
  let capped = false;
  async function* results(): AsyncGenerator<XlsxCell[][]> {
    let page = first;
    for (;;) {
      const room = EXPORT_MAX_ROWS - written;
      const records = page.records.slice(0, room);
      if (records.length) {
        yield await pageRows(ctx, records, origin);
        written += records.length;
      }
      if (page.records.length > room || (written >= EXPORT_MAX_ROWS && page.nextCursor)) capped = true;
      if (!page.nextCursor || written >= EXPORT_MAX_ROWS) return;
      page = await search(page.nextCursor);
    }
  }
  async function* notes(): AsyncGenerator<XlsxCell[][]> {
    yield [
      [textCell("导出时间"), dateCell(exportedAt)],
      [textCell("条数"), textCell(`${fmt(written)} 条，按发布日期从新到旧`)],
      [
        textCell("金额"),
        textCell(
          "单位为元；下浮率 = 1 − 中标金额 ÷ 最高限价（本公告未载明时取同一项目其他公告的最高限价，没有最高限价时取预算金额），只对交易结果公示计算",
        ),
      ],
      ...(capped
        ? [
            [
              textCell("提示"),
              textCell(
                `符合条件的公告超过 ${fmt(EXPORT_MAX_ROWS)} 条，本文件只含最新的 ${fmt(EXPORT_MAX_ROWS)} 条；请缩小地区、阶段或时间范围后分批导出。`,
              ),
            ],
          ]
        : []),
    ];
  }
  return xlsxStream([
    { name: "招标信息", columns: COLUMNS, rows: results, filter: true },
    {
      name: "说明",
      columns: [
        { header: "项目", width: 12 },
        { header: "内容", width: 80 },
      ],
      rows: notes,
    },
  ]);
}
