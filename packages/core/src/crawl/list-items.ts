import { cheerio, feedsmith } from "../lazy";
import { findDay } from "./detail";
import { blockText } from "./html-text";
import { atPath, type HtmlConfig, type JsonConfig } from "./source-config";

/** One notice as a list, feed or API names it; the detail page may add text and attachments. */
export interface ListItem {
  url: string;
  title?: string;
  publishedOn?: string;
  text?: string;
}

export function absoluteUrl(href: string | undefined, base: string): string | undefined {
  const h = href?.trim();
  if (!h || h.startsWith("#") || /^(javascript|mailto|tel|data):/i.test(h)) return undefined;
  try {
    const u = new URL(h, base);
    u.hash = "";
    return u.protocol === "http:" || u.protocol === "https:" ? u.toString() : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The China (UTC+8) calendar day of a date as sources give it: epoch seconds or milliseconds, a
 * date with a zone (RSS, ISO 8601), or a local date as written (2025-03-05 09:30, 2025年3月3日).
 */
export function chinaDay(value: string | number | undefined): string | undefined {
  if (value === undefined || value === "") return undefined;
  const epoch = typeof value === "number" ? value : /^\d{10,13}$/.test(value) ? Number(value) : undefined;
  const zoned = typeof value === "string" && /(GMT|UTC|Z|[+-]\d{2}:?\d{2})$/i.test(value.trim());
  if (epoch === undefined && !zoned) return findDay(String(value));
  const d = new Date(epoch !== undefined ? (epoch < 1e11 ? epoch * 1000 : epoch) : String(value));
  if (Number.isNaN(d.getTime())) return findDay(String(value));
  return new Date(d.getTime() + 8 * 3_600_000).toISOString().slice(0, 10);
}

/** HTML fragments in feeds and APIs become the same line-per-block text as detail pages. */
export function fragmentText(html: string | undefined): string | undefined {
  if (!html?.trim()) return undefined;
  // Plain text keeps its lines; only real markup is parsed (a stray "<" in a notice is not HTML).
  if (!/<\/?(p|div|br|table|tr|td|th|span|a|b|strong|em|li|ul|ol|h[1-6]|font|img|section|article)\b[^>]*>/i.test(html)) return html.trim();
  const $ = cheerio().load(`<body>${html}</body>`);
  return blockText($, $("body")[0]) || undefined;
}

export function parseListPage(html: string, pageUrl: string, cfg: HtmlConfig): { items: ListItem[]; next?: string } {
  const $ = cheerio().load(html);
  const items: ListItem[] = [];
  $(cfg.listItem).each((_, el) => {
    const row = $(el);
    const link = cfg.link ? row.find(cfg.link).first() : row.is("a[href]") ? row : row.find("a[href]").first();
    const url = absoluteUrl(link.attr("href"), pageUrl);
    if (!url) return;
    const title = (cfg.title ? row.find(cfg.title).first().text() : link.attr("title") || link.text()).replace(/\s+/g, " ").trim();
    const publishedOn = findDay(cfg.date ? row.find(cfg.date).first().text() : row.text());
    items.push({ url, title: title || undefined, publishedOn });
  });
  const nextLink = cfg.nextPage
    ? $(cfg.nextPage).first()
    : $("a")
        .filter((_, a) => /^(下一页|下页|后一页|>|›|»)$/.test($(a).text().trim()))
        .first();
  const next = absoluteUrl(nextLink.attr("href"), pageUrl);
  return { items, next: next && next !== pageUrl ? next : undefined };
}

const str = (v: unknown) =>
  typeof v === "string" ? v : v && typeof v === "object" && "value" in v ? String((v as { value: unknown }).value ?? "") : undefined;

export function parseFeedItems(xml: string, feedUrl: string): ListItem[] {
  const { format, feed } = feedsmith().parseFeed(xml) as { format: string; feed: Record<string, unknown> };
  const entries = ((format === "atom" ? feed.entries : feed.items) ?? []) as Record<string, unknown>[];
  return entries.flatMap((e) => {
    const links = e.links as { href?: string; rel?: string }[] | undefined;
    const href = str(e.link) ?? links?.find((l) => !l.rel || l.rel === "alternate")?.href ?? str(e.id) ?? str(e.url);
    const url = absoluteUrl(href, feedUrl);
    if (!url) return [];
    const content =
      (e.content as { encoded?: string } | undefined)?.encoded ??
      str(e.content) ??
      str(e.description) ??
      str(e.summary) ??
      str(e.content_html) ??
      str(e.content_text);
    const date =
      str(e.pubDate) ?? str(e.published) ?? str(e.updated) ?? str(e.date_published) ?? (e.dc as { date?: string } | undefined)?.date;
    return [{ url, title: str(e.title)?.trim(), publishedOn: chinaDay(date), text: fragmentText(content) }];
  });
}

export function parseJsonItems(body: string, pageUrl: string, cfg: JsonConfig): ListItem[] {
  const list = atPath(JSON.parse(body), cfg.list);
  if (!Array.isArray(list)) return [];
  return list.flatMap((row) => {
    const url = absoluteUrl(String(atPath(row, cfg.url) ?? ""), pageUrl);
    if (!url) return [];
    const title = atPath(row, cfg.title);
    const date = cfg.date ? atPath(row, cfg.date) : undefined;
    const text = cfg.text ? atPath(row, cfg.text) : undefined;
    return [
      {
        url,
        title: typeof title === "string" ? title.trim() : undefined,
        publishedOn: chinaDay(typeof date === "number" || typeof date === "string" ? date : undefined),
        text: typeof text === "string" ? fragmentText(text) : undefined,
      },
    ];
  });
}
