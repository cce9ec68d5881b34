import type { schema } from "@portal/db";
import type { Ctx } from "../context";
import { CrawlError, type CrawlHttp } from "./http";
import { type ListItem, parseFeedItems, parseJsonItems, parseListPage } from "./list-items";
import { feedConfig, htmlConfig, jsonConfig } from "./source-config";
import { MAX_TRIES, recall, type UrlRow } from "./url-memory";

export type SourceRow = typeof schema.crawlSources.$inferSelect;

export interface Collected {
  items: ListItem[];
  pages: number;
  /** List pages' validators, remembered only once their notices are safely stored. */
  validators: { url: string; etag?: string; lastModified?: string }[];
  /** Later list pages that failed; a failing first page throws instead. */
  errors: string[];
}

const settled = (r: UrlRow | undefined) =>
  r !== undefined && (r.status === "DONE" || r.status === "BLOCKED" || (r.status === "FAILED" && r.tries >= MAX_TRIES));

/**
 * Walks a source's list pages, newest first, and stops at the first page that is unchanged (304),
 * empty, or holds only notices already handled: new notices appear at the top, so an incremental
 * run reads one or two pages.
 */
export async function collectItems(ctx: Ctx, source: SourceRow, http: CrawlHttp): Promise<Collected> {
  const out: Collected = { items: [], pages: 0, validators: [], errors: [] };
  const known = await recall(ctx, [source.url]);

  /** One list page: conditional GET, then `parse`; `more` false when paging should stop. */
  const page = async (url: string, parse: (text: string, finalUrl: string) => { items: ListItem[]; next?: string }) => {
    const first = out.pages === 0;
    const memory = first ? known.get(url) : (await recall(ctx, [url])).get(url);
    let res: Awaited<ReturnType<CrawlHttp["get"]>>;
    try {
      res = await http.get(url, { etag: memory?.etag, lastModified: memory?.lastModified, hostDelayMs: source.hostDelayMs });
    } catch (err) {
      if (first) throw err;
      // A page pattern runs past the last page into a 404: that is the end of the list, not an error.
      if (!(err instanceof CrawlError && err.status === 404))
        out.errors.push(`列表第 ${out.pages + 1} 页读取失败：${(err as Error).message}`);
      return { more: false };
    }
    out.pages += 1;
    if (res.notModified) return { more: false };
    out.validators.push({ url, etag: res.etag, lastModified: res.lastModified });
    const parsed = parse(res.text, res.url);
    const seen = await recall(
      ctx,
      parsed.items.map((i) => i.url),
    );
    out.items.push(...parsed.items);
    const fresh = parsed.items.some((i) => !settled(seen.get(i.url)));
    return { more: parsed.items.length > 0 && fresh, next: parsed.next };
  };

  if (source.kind === "FEED") {
    feedConfig.parse(source.config);
    await page(source.url, (text, finalUrl) => ({ items: parseFeedItems(text, finalUrl) }));
  } else if (source.kind === "JSON") {
    const cfg = jsonConfig.parse(source.config);
    const paged = source.url.includes("{page}");
    for (let i = 0; i < (paged ? source.maxPages : 1); i++) {
      const url = source.url.replace("{page}", String(cfg.firstPage + i));
      const r = await page(url, (text, finalUrl) => ({ items: parseJsonItems(text, finalUrl, cfg) }));
      if (!r.more) break;
    }
  } else if (source.kind === "HTML") {
    const cfg = htmlConfig.parse(source.config);
    let url: string | undefined = source.url;
    const visited = new Set<string>();
    for (let i = 0; url && i < source.maxPages && !visited.has(url); i++) {
      visited.add(url);
      const r = await page(url, (text, finalUrl) => parseListPage(text, finalUrl, cfg));
      if (!r.more) break;
      url = cfg.pageUrl ? new URL(cfg.pageUrl.replace("{page}", String(cfg.secondPage + i)), source.url).toString() : r.next;
    }
  } else {
    throw new Error(`未知的来源类型：${source.kind}`);
  }
  // One notice listed twice (top news box and list) is read once.
  const unique = new Map(out.items.map((i) => [i.url, i]));
  out.items = [...unique.values()];
  return out;
}
