import { readFile } from "node:fs/promises";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { parseCsv } from "./csv";
import { decodeBody } from "./decode";
import { extractDetail } from "./detail";
import { chinaDay, fragmentText } from "./list-items";
import type { RawAttachment, RawNotice } from "./raw-notice";

/** Column names accepted for each field, English and Chinese, as exports from other systems name them. */
const FIELDS = {
  title: ["title", "标题", "公告标题", "name"],
  text: ["text", "content", "body", "html", "正文", "内容", "公告内容"],
  url: ["url", "source_url", "sourceUrl", "link", "href", "链接", "网址", "原文链接"],
  date: ["date", "publish_date", "publishedOn", "published_on", "pubDate", "publishTime", "发布日期", "发布时间", "日期"],
  site: ["site", "source_site", "sourceSite", "publisher", "来源", "发布网站", "来源网站"],
  attachments: ["attachments", "附件"],
} as const;

export interface ImportResult {
  notices: RawNotice[];
  /** Rows left out, with their line (1-based) and why. */
  skipped: { line: number; reason: string }[];
}

function pick(row: Record<string, unknown>, names: readonly string[]): unknown {
  for (const name of names) if (row[name] !== undefined && row[name] !== null && row[name] !== "") return row[name];
  return undefined;
}

function attachmentsOf(value: unknown, base: string): RawAttachment[] | undefined {
  if (!Array.isArray(value)) return undefined;
  const list = value.flatMap((a) => {
    const url = typeof a === "string" ? a : (a as { url?: string })?.url;
    if (!url) return [];
    try {
      const abs = new URL(url, base).toString();
      return [{ name: (a as { name?: string }).name ?? decodeURIComponent(abs.split("/").pop() ?? "附件"), url: abs }];
    } catch {
      return [];
    }
  });
  return list.length ? list : undefined;
}

/** One row of a JSONL or CSV file as a notice, or the reason it is not one. */
export function rowToNotice(row: Record<string, unknown>): RawNotice | string {
  const title = String(pick(row, FIELDS.title) ?? "").trim();
  const text = fragmentText(String(pick(row, FIELDS.text) ?? ""));
  const rawUrl = String(pick(row, FIELDS.url) ?? "").trim();
  if (!title) return "缺少标题";
  if (!text) return "缺少正文";
  let sourceUrl: string;
  try {
    sourceUrl = new URL(rawUrl).toString();
    if (!/^https?:$/.test(new URL(sourceUrl).protocol)) return "链接须为 http(s) 地址";
  } catch {
    return rawUrl ? `链接无效：${rawUrl.slice(0, 80)}` : "缺少原文链接";
  }
  const date = pick(row, FIELDS.date);
  const site = pick(row, FIELDS.site);
  return {
    sourceUrl,
    sourceSite: typeof site === "string" ? site.trim() : undefined,
    title,
    text,
    publishedOn: typeof date === "string" || typeof date === "number" ? chinaDay(date) : undefined,
    attachments: attachmentsOf(pick(row, FIELDS.attachments), sourceUrl),
  };
}

function collect(rows: { line: number; row: Record<string, unknown> | string }[]): ImportResult {
  const out: ImportResult = { notices: [], skipped: [] };
  for (const { line, row } of rows) {
    const notice = typeof row === "string" ? row : rowToNotice(row);
    if (typeof notice === "string") out.skipped.push({ line, reason: notice });
    else out.notices.push(notice);
  }
  return out;
}

export function importJsonl(text: string): ImportResult {
  const rows = text.split(/\r?\n/).flatMap((raw, i) => {
    if (!raw.trim()) return [];
    try {
      const value = JSON.parse(raw);
      return [{ line: i + 1, row: value && typeof value === "object" && !Array.isArray(value) ? value : "不是 JSON 对象" }];
    } catch {
      return [{ line: i + 1, row: "不是有效的 JSON" }];
    }
  });
  return collect(rows);
}

export function importCsv(text: string): ImportResult {
  const [header, ...body] = parseCsv(text);
  if (!header) return { notices: [], skipped: [] };
  const names = header.map((h) => h.trim());
  return collect(body.map((cells, i) => ({ line: i + 2, row: Object.fromEntries(names.map((n, k) => [n, cells[k] ?? ""])) })));
}

/**
 * A detail page saved from a browser. Its address comes from the page (canonical link, og:url,
 * or the "saved from url" comment browsers write), else `fallbackUrl`.
 */
export function importHtml(bytes: Uint8Array, fallbackUrl: string): ImportResult {
  const { text: html } = decodeBody(bytes, "text/html");
  const found =
    html.match(/<!--\s*saved from url=\(\d+\)(\S+?)\s*-->/i)?.[1] ??
    html.match(/<link[^>]+rel=["']canonical["'][^>]+href=["']([^"']+)["']/i)?.[1] ??
    html.match(/<meta[^>]+property=["']og:url["'][^>]+content=["']([^"']+)["']/i)?.[1];
  const url = found && /^https?:\/\//i.test(found) ? found : fallbackUrl;
  const d = extractDetail(html, url);
  if (!d.title || !d.text) return { notices: [], skipped: [{ line: 1, reason: "页面没有标题或正文" }] };
  return {
    notices: [
      {
        sourceUrl: url,
        title: d.title,
        text: d.text,
        publishedOn: d.publishedOn,
        attachments: d.attachments.length ? d.attachments : undefined,
      },
    ],
    skipped: [],
  };
}

/** By extension: .jsonl / .ndjson, .csv, .html / .htm. */
export async function importFile(file: string): Promise<ImportResult> {
  const ext = path.extname(file).toLowerCase();
  const reader = { ".jsonl": "jsonl", ".ndjson": "jsonl", ".csv": "csv", ".html": "html", ".htm": "html" }[ext];
  if (!reader) throw new Error(`不支持的文件类型：${ext || "（无扩展名）"}，请使用 .jsonl、.csv 或 .html`);
  const bytes = await readFile(file);
  // Exports from Windows tools are often GBK; decodeBody falls back to GB18030 for bytes that are not UTF-8.
  if (reader === "jsonl") return importJsonl(decodeBody(bytes, "text/plain").text);
  if (reader === "csv") return importCsv(decodeBody(bytes, "text/csv").text);
  return importHtml(bytes, pathToFileURL(path.resolve(file)).toString());
}
