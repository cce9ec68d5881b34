import type { Ctx } from "../context";
import { unauthenticated } from "../errors";
import { getArticle } from "./news-read";

/** Where a news item is also published outside the site, for the signed-in dispense flow (SPEC §7 newsDispense). */
export interface Dispense {
  platform: "bilibili";
  platformName: string;
  /** Whether the site has a Bilibili account configured at all (BILIBILI_SPACE_URL). */
  configured: boolean;
  /** The account's space page, when configured. */
  accountUrl: string | null;
  /** Whether this article was distributed there, and where (the article's `bilibili` property). */
  dispensed: boolean;
  url: string | null;
  message: string;
}

/**
 * /news/pub/newsDispense/loginBilibili. The site does not post to Bilibili by itself: staff put the
 * address of the copy on Bilibili in the article's `bilibili` property. This says honestly what is
 * known: no account configured, not distributed yet, or the address of the copy.
 */
export async function bilibiliDispense(ctx: Ctx, input: { id: number; spaceUrl?: string | null }): Promise<Dispense> {
  if (ctx.actor.kind !== "user") throw unauthenticated();
  const article = await getArticle(ctx, input.id);
  const base = { platform: "bilibili" as const, platformName: "哔哩哔哩" };
  const copy = /^https:\/\/([\w-]+\.)*bilibili\.com\//.test(article.props.bilibili ?? "") ? article.props.bilibili : null;
  if (!input.spaceUrl) {
    return {
      ...base,
      configured: false,
      accountUrl: null,
      dispensed: false,
      url: null,
      message: "本站尚未配置哔哩哔哩账号，暂不能分发到哔哩哔哩",
    };
  }
  if (!copy) {
    return { ...base, configured: true, accountUrl: input.spaceUrl, dispensed: false, url: null, message: "这篇资讯尚未分发到哔哩哔哩" };
  }
  return { ...base, configured: true, accountUrl: input.spaceUrl, dispensed: true, url: copy, message: "这篇资讯已同步分发到哔哩哔哩" };
}
