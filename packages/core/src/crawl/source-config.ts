import { CRAWL_SOURCE_KINDS } from "@portal/contract";
import { z } from "zod";

/**
 * What staff configure per kind of source. Checked on every write (sources.ts) and again when a
 * run reads it, so a hand-edited row cannot crash the crawler with a shape it does not expect.
 */
const selector = z.string().trim().min(1, "选择器不能为空").max(300, "选择器过长");
/** A dotted path into the JSON answer: `data.list`, `rows.0.title`; a leading `$.` is allowed. */
const jsonPath = z
  .string()
  .trim()
  .min(1, "字段路径不能为空")
  .max(200)
  .regex(/^(\$\.)?[\w\u4e00-\u9fa5-]+(\.[\w\u4e00-\u9fa5-]+)*$/, "字段路径格式如 data.list");

export const detailSelectors = z
  .object({
    content: selector.optional(),
    title: selector.optional(),
    date: selector.optional(),
    attachments: selector.optional(),
  })
  .strict();

export const feedConfig = z
  .object({
    /** Read each item's page for the full text (feeds often carry a summary only). */
    fetchDetail: z.boolean().default(false),
    detail: detailSelectors.optional(),
  })
  .strict();

export const jsonConfig = z
  .object({
    list: jsonPath,
    title: jsonPath,
    url: jsonPath,
    date: jsonPath.optional(),
    text: jsonPath.optional(),
    /** The source URL holds `{page}`; pages are numbered from here. */
    firstPage: z.number().int().min(0).max(10).default(1),
    fetchDetail: z.boolean().default(false),
    detail: detailSelectors.optional(),
  })
  .strict();

export const htmlConfig = z
  .object({
    listItem: selector,
    link: selector.optional(),
    title: selector.optional(),
    date: selector.optional(),
    /** The link to the next list page … */
    nextPage: selector.optional(),
    /** … or a pattern for list pages after the first, relative to the source URL, e.g. `index_{page}.html`. */
    pageUrl: z.string().trim().max(500).includes("{page}", { message: "翻页地址须包含 {page}" }).optional(),
    /** The number of the second page in `pageUrl` (TRS sites: index_1.html is the second page). */
    secondPage: z.number().int().min(0).max(10).default(2),
    detail: detailSelectors.optional(),
  })
  .strict();

export const SOURCE_KINDS = CRAWL_SOURCE_KINDS;
export type SourceKind = keyof typeof SOURCE_KINDS;

export type FeedConfig = z.infer<typeof feedConfig>;
export type JsonConfig = z.infer<typeof jsonConfig>;
export type HtmlConfig = z.infer<typeof htmlConfig>;
export type SourceConfig = FeedConfig | JsonConfig | HtmlConfig;

const BY_KIND = { FEED: feedConfig, JSON: jsonConfig, HTML: htmlConfig };

/** The config checked for its kind; a zod error names the field that is wrong. */
export function parseSourceConfig(kind: SourceKind, config: unknown) {
  return BY_KIND[kind].safeParse(config ?? {});
}

/** `data.list` → the value at that path, or undefined. */
export function atPath(value: unknown, path: string): unknown {
  let cur = value;
  for (const key of path.replace(/^\$\./, "").split(".")) {
    if (cur === null || typeof cur !== "object") return undefined;
    cur = (cur as Record<string, unknown>)[key];
  }
  return cur;
}

/** Staff who run tender information (the operator role; administrators have every permission). */
export const CRAWL_PERM = { read: "tender:read", write: "tender:write" } as const;
