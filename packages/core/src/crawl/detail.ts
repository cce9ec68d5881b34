import type { CheerioAPI } from "cheerio";
import type { AnyNode } from "domhandler";
import { cheerio } from "../lazy";
import { blockText } from "./html-text";
import type { RawAttachment } from "./raw-notice";

export interface DetailSelectors {
  /** The element holding the notice; the usual containers of Chinese trading-centre sites are tried when absent. */
  content?: string;
  title?: string;
  date?: string;
  /** Links to attachments; without it, links to documents and links labelled 附件 are taken. */
  attachments?: string;
}

// Epoint (ewb-*), TRS (TRS_Editor, zoom), Word-exported (Section1) and generic containers.
const CONTENT_GUESSES = [
  "#mainContent",
  ".ewb-article-info",
  ".ewb-trade-info",
  ".article-info",
  ".TRS_Editor",
  "#zoom",
  ".Section1",
  ".detail-content",
  ".article-content",
  ".news-content",
  ".content-box",
  ".content",
  "article",
  "#content",
  ".con",
];
const TITLE_GUESSES = ["h1", ".ewb-article-tt", ".article-title", ".detail-title", ".title", "h2", "h3"];
const DOC_EXT = /\.(pdf|docx?|xlsx?|wps|et|zip|rar|7z|dwg|ofd|gef|zbj|tbj|txt)(?:$|[?#])/i;
const DOWNLOADISH = /download|attach|fujian|getfile|filedown/i;

/** The first YYYY-MM-DD in `text` (2025-03-01, 2025/3/1, 2025年3月1日), or undefined. */
export function findDay(text: string | undefined): string | undefined {
  const m = text?.match(/(20\d{2}|19\d{2})\s*[-/.年]\s*(\d{1,2})\s*[-/.月]\s*(\d{1,2})/);
  if (!m) return undefined;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  if (mo < 1 || mo > 12 || d < 1 || d > 31) return undefined;
  return `${y}-${String(mo).padStart(2, "0")}-${String(d).padStart(2, "0")}`;
}

const PUBLISHED =
  /(?:发布时间|信息时间|发布日期|公告日期|发稿时间|公示时间|更新时间|时间)\s*[：:】\]]?\s*((?:19|20)\d{2}\s*[-/.年]\s*\d{1,2}\s*[-/.月]\s*\d{1,2})/;

function absolute(href: string, base: string): string | undefined {
  const h = href.trim();
  if (!h || h.startsWith("#") || /^(javascript|mailto|tel|data):/i.test(h)) return undefined;
  try {
    const u = new URL(h, base);
    return u.protocol === "http:" || u.protocol === "https:" ? u.toString() : undefined;
  } catch {
    return undefined;
  }
}

function nameFromUrl(url: string): string {
  const last = new URL(url).pathname.split("/").pop() ?? "";
  try {
    return decodeURIComponent(last) || "附件";
  } catch {
    return last || "附件";
  }
}

export function findAttachments($: CheerioAPI, pageUrl: string, selector?: string): RawAttachment[] {
  const seen = new Map<string, RawAttachment>();
  const links = selector ? $(selector).find("a[href]").add($(selector).filter("a[href]")) : $("a[href]");
  links.each((_, a) => {
    const el = $(a);
    const url = absolute(el.attr("href") ?? "", pageUrl);
    if (!url || seen.has(url)) return;
    const label = el.text().replace(/\s+/g, " ").trim();
    const context = el.parent().text().replace(/\s+/g, "");
    const wanted =
      selector ||
      DOC_EXT.test(url) ||
      DOC_EXT.test(label) ||
      /附件/.test(label) ||
      (DOWNLOADISH.test(url) && /附件|下载/.test(label + context));
    if (!wanted) return;
    const name = (label && !/^(附件)?下载$|^点击下载$/.test(label) ? label : el.attr("title")?.trim()) || nameFromUrl(url);
    seen.set(url, { name: name.replace(/^附件\s*\d*\s*[：:]\s*/, ""), url });
  });
  return [...seen.values()];
}

/**
 * The nodes holding the notice. A guessed container comes with its following siblings: a stray
 * `</div>` in the page (common) closes it early and pushes the rest of the notice after it.
 */
function contentRoots($: CheerioAPI, selector?: string): AnyNode[] {
  if (selector) {
    const el = $(selector).first();
    if (el.length) return [el[0]];
  }
  for (const guess of CONTENT_GUESSES) {
    const el = $(guess).first();
    if (el.length && el.text().replace(/\s/g, "").length >= 30) return [el[0], ...el.nextAll().toArray()];
  }
  return [$("body")[0] ?? $.root()[0]];
}

/** Title, text, date and attachments of a notice's detail page. */
export function extractDetail(html: string, pageUrl: string, sel: DetailSelectors = {}) {
  const $ = cheerio().load(html);
  const text = contentRoots($, sel.content)
    .map((node) => blockText($, node))
    .filter(Boolean)
    .join("\n");
  let title = sel.title ? $(sel.title).first().text().trim() : "";
  for (const guess of TITLE_GUESSES) {
    if (title) break;
    title = $(guess).first().text().replace(/\s+/g, " ").trim();
  }
  if (!title) title = $("title").text().replace(/\s+/g, " ").trim();
  const dateText = sel.date ? $(sel.date).first().text() : undefined;
  const publishedOn = findDay(dateText) ?? findDay($("body").text().match(PUBLISHED)?.[1]);
  return { title, text, publishedOn, attachments: findAttachments($, pageUrl, sel.attachments) };
}
