import type { Ctx } from "../context";

/** A kind of page listed in the sitemap. Each later domain (news, standards, tenders …) adds one. */
export interface SitemapSource {
  type: string;
  count(ctx: Ctx): Promise<number>;
  /** Paths (with leading /) and last-modified dates, in a stable order. */
  urls(ctx: Ctx, offset: number, limit: number): Promise<{ path: string; lastmod?: Date }[]>;
}
