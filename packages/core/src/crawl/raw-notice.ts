/**
 * What the crawler and the file import hand to the tender store: the notice as published, before
 * any extraction. The store (core/tender) decides what is new, extracts fields and indexes it.
 */
export interface RawAttachment {
  name: string;
  /** Absolute URL. */
  url: string;
}

export interface RawNotice {
  /** Where the notice was read (absolute URL); the identity the store deduplicates on first. */
  sourceUrl: string;
  /** The publishing site, e.g. 宜昌市公共资源交易中心. */
  sourceSite?: string;
  title: string;
  /** Plain text, one line per paragraph or table row. */
  text: string;
  /** YYYY-MM-DD */
  publishedOn?: string;
  attachments?: RawAttachment[];
}

export interface SinkResult {
  created: number;
  duplicates: number;
  failed: number;
}

/** Takes a batch of notices and reports what became of them; called by runs and by `npm run ingest`. */
export type NoticeSink = (notices: RawNotice[]) => Promise<SinkResult>;
