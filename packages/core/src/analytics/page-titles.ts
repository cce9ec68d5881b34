import { schema } from "@portal/db";
import { inArray } from "drizzle-orm";
import type { Ctx } from "../context";

/** The site's own pages by address, named as their headings and titles name them. */
const SECTION_TITLES: Record<string, string> = {
  "/": "首页",
  "/news": "行业资讯",
  "/news/tags": "资讯标签",
  "/information": "信息中心",
  "/tender": "招标信息",
  "/tender/stats": "招标数据统计",
  "/tender/sources": "数据来源与时效",
  "/standard": "标准规范",
  "/policy": "政策法规",
  "/paper": "论文",
  "/video": "课程",
  "/product": "产品服务",
  "/solution": "解决方案",
  "/contract": "会员开通",
  "/aiToolList": "AI 写作工具",
  "/aiToolDetail": "AI 写作工具详情",
  "/aiWriteList": "我的写作",
  "/aipaper/create": "AI 论文助手",
  "/aipaper/index": "我的论文",
  "/search": "搜索",
  "/help": "帮助中心",
  "/help/index": "帮助中心",
  "/login": "登录",
  "/register": "注册",
  "/resetPassword": "找回密码",
  "/personalCenter": "个人中心",
  "/backService": "机构平台",
  "/open": "开放平台",
  "/service": "用户服务协议",
  "/recruit": "加入我们",
};

/**
 * Titles for the paths that 访问统计 lists, so staff read "建筑设计防火规范" rather than
 * "/standard/detail/84": an article, standard, policy, paper or course by its own title (the search
 * index has each one's address), a tender notice by its title, a section by its name; null for a
 * path the site cannot name.
 */
export async function pageTitles(ctx: Ctx, paths: string[]): Promise<Map<string, string | null>> {
  const bare = (p: string) => p.split(/[?#]/)[0].replace(/(.)\/+$/, "$1");
  const wanted = [...new Set(paths.map(bare))].filter((p) => !(p in SECTION_TITLES));
  const known = new Map<string, string>();
  if (wanted.length > 0) {
    const e = schema.searchEntries;
    const rows = await ctx.db.select({ path: e.path, title: e.title }).from(e).where(inArray(e.path, wanted));
    for (const r of rows) known.set(r.path, r.title);
  }
  // Tender notices are not in the site's search index: their detail pages by the notice's title.
  const tenderIds = wanted.map((p) => /^\/tenderDetails\/(\d{1,12})$/.exec(p)?.[1]).filter((id): id is string => !!id);
  if (tenderIds.length > 0) {
    const t = schema.tenderAnnouncements;
    const rows = await ctx.db
      .select({ id: t.id, title: t.title })
      .from(t)
      .where(inArray(t.id, tenderIds.map(Number)));
    for (const r of rows) known.set(`/tenderDetails/${r.id}`, r.title);
  }
  return new Map(paths.map((p) => [p, SECTION_TITLES[bare(p)] ?? known.get(bare(p)) ?? null]));
}
