import { schema } from "@portal/db";
import {
  createArticle,
  createHelpDir,
  createHelpDoc,
  createJob,
  createProduct,
  createProductLog,
  createSolution,
  saveAgreement,
} from "../content";
import type { Ctx } from "../context";
import { upsertPageInfo } from "../seo";
import { PRIVACY_POLICY, SERVICE_AGREEMENT } from "./agreements-data";
import { DEMO_JOBS, DEMO_LOGS, DEMO_PRODUCTS, DEMO_SOLUTIONS } from "./catalog-data";
import { demoCoverUrl } from "./cover-art";
import { addDays, weeksToNow } from "./dates";
import { DEMO_HELP } from "./help-data";
import { DEMO_ARTICLES } from "./news-data";
import { seedStudy } from "./study-seed";

/** 09:30 China time on the given day. */
const at = (ymd: string) => new Date(`${ymd}T01:30:00Z`);
/** The newest demo article, of 2026-03: the demo's own dates were written around it. */
const NEWEST = Math.max(...DEMO_ARTICLES.map((a) => at(a.date).getTime()));

/** Page templates of the content pages that the foundation's list does not cover. */
const PAGE_INFOS: Record<string, { title: string; keyword?: string; description?: string }> = {
  "page-standardDetail": {
    title: "{title}_标准规范_{companyName}",
    keyword: "{title},{columnName},工程建设标准",
    description: "{title}：标准编号、发布机构、实施日期与状态。",
  },
  "page-policyDetail": {
    title: "{title}_政策法规_{companyName}",
    keyword: "{title},政策法规",
    description: "{title}：发布机关、施行日期与内容导读。",
  },
  "page-paperDetail": { title: "{title}_论文_{companyName}", keyword: "{title},工程论文", description: "{title}" },
  "page-productDetail": { title: "{productName}_产品服务_{companyName}", keyword: "{productName},计量支付软件,工程项目管理系统" },
  "page-productLog": { title: "产品更新日志_{companyName}", keyword: "产品更新,版本说明" },
  // {title} is "解决方案" or "<类型>解决方案": a template of {columnName} alone would fall back to the
  // site title on the unfiltered list, where the column is empty (ADR 0005).
  "page-solution": { title: "{title}_{companyName}", keyword: "{title},项目管理解决方案" },
  "page-solutionDetail": { title: "{title}_解决方案_{companyName}", keyword: "{title},{columnName}" },
  "page-helpDetail": { title: "{title}_帮助中心_{companyName}", keyword: "{title},使用帮助" },
  "page-newsTags": { title: "热门标签_行业资讯_{companyName}", keyword: "工程资讯标签" },
  "page-recruit": { title: "加入我们_{companyName}", keyword: "招聘,工程软件,武汉招聘" },
  "page-agreement": { title: "{title}_{companyName}" },
  "page-open": { title: "开放平台_{companyName}", keyword: "开放接口,API" },
  "page-openApi": { title: "{title}_开放平台_{companyName}", keyword: "{title},接口文档" },
};

export async function seedContent(ctx: Ctx): Promise<void> {
  for (const [name, info] of Object.entries(PAGE_INFOS)) {
    await upsertPageInfo(ctx, name, { title: info.title, keyword: info.keyword ?? null, description: info.description ?? null });
  }
  // The demo's own dates (news, standards, products, help, jobs) move by whole weeks, weekdays kept,
  // so that the newest article is of the 7 days before the first start.
  const days = weeksToNow(NEWEST, ctx.now().getTime());
  const on = (ymd: string) => at(addDays(ymd, days));
  // Standards, policies and papers count back from the day after the newest article.
  const standardIds = await seedStudy(ctx, on("2026-03-10"));
  await seedNews(ctx, standardIds, on);
  await seedCatalog(ctx, days, on);
  await seedHelp(ctx, on);
  for (const [i, job] of DEMO_JOBS.entries()) await createJob(ctx, { ...job, sort: i, state: "PUBLISHED", publishAt: on("2026-03-01") });
  await saveAgreement(ctx, "service", {
    title: "用户服务协议",
    version: "2026.1",
    effectiveDate: "2026-01-01",
    content: SERVICE_AGREEMENT,
  });
  await saveAgreement(ctx, "privacy", { title: "隐私政策", version: "2026.1", effectiveDate: "2026-01-01", content: PRIVACY_POLICY });
}

/** Articles mentioning a standard link to it (SPEC §3 detail "docs"). */
const LINKED_STANDARDS: Record<string, string[]> = {
  建筑碳排放计算在项目前期的应用: ["GB/T 51366-2019", "GB/T 50378-2019"],
  混凝土结构实体检验常见问题与应对: ["GB 50204-2015", "GB 50300-2013"],
  危险性较大的分部分项工程管理要点回顾: ["JGJ 59-2011", "JGJ 130-2011", "JGJ 162-2008"],
  多地住建部门开展建筑施工安全专项检查: ["JGJ 59-2011"],
};

type On = (ymd: string) => Date;

async function seedNews(ctx: Ctx, standardIds: Map<string, number>, on: On) {
  const dirs = await ctx.db.select({ id: schema.newsDirs.id, name: schema.newsDirs.name }).from(schema.newsDirs);
  const dirOf = new Map(dirs.map((d) => [d.name, d.id]));
  for (const [i, a] of [...DEMO_ARTICLES].sort((x, y) => x.date.localeCompare(y.date)).entries()) {
    const dirId = dirOf.get(a.column);
    if (!dirId) continue;
    await createArticle(ctx, {
      dirId,
      title: a.title,
      memo: a.memo,
      coverUrl: demoCoverUrl(`${a.title}${a.tags.join("")}`, i),
      content: a.body.map((p) => `<p>${p}</p>`).join(""),
      props: { source: a.source ?? "筑信工程云编辑部" },
      tags: a.tags,
      isHot: a.hot ?? false,
      isBanner: a.banner ?? false,
      docIds: (LINKED_STANDARDS[a.title] ?? []).map((c) => standardIds.get(c)).filter((id): id is number => id !== undefined),
      state: "PUBLISHED",
      publishAt: on(a.date),
    });
  }
}

async function seedCatalog(ctx: Ctx, days: number, on: On) {
  const ids: number[] = [];
  for (const [i, p] of DEMO_PRODUCTS.entries()) {
    const content = p.content.map(([h, t]) => `<h3>${h}</h3><p>${t}</p>`).join("");
    ids.push(
      (
        await createProduct(ctx, {
          ...p,
          features: [...p.features],
          content,
          coverUrl: demoCoverUrl(`${p.name}${p.summary}`, i),
          sort: i,
          state: "PUBLISHED",
          publishAt: on("2025-03-01"),
        })
      ).id,
    );
  }
  for (const [product, version, date, title, items] of DEMO_LOGS) {
    await createProductLog(ctx, {
      productId: ids[product],
      version,
      releaseDate: addDays(date, days),
      title,
      content: `<ul>${items.map((x) => `<li>${x}</li>`).join("")}</ul>`,
      state: "PUBLISHED",
      publishAt: on(date),
    });
  }
  for (const [i, s] of DEMO_SOLUTIONS.entries()) {
    await createSolution(ctx, {
      projectType: s.projectType as "ROAD",
      title: s.title,
      summary: s.summary,
      coverUrl: demoCoverUrl(s.title, i),
      content: s.points.map(([h, t]) => `<h3>${h}</h3><p>${t}</p>`).join(""),
      sort: i,
      state: "PUBLISHED",
      publishAt: on("2025-06-01"),
    });
  }
}

async function seedHelp(ctx: Ctx, on: On) {
  for (const [i, group] of DEMO_HELP.entries()) {
    const dir = await createHelpDir(ctx, { name: group.dir, sort: i });
    for (const [j, [title, paras]] of group.docs.entries()) {
      await createHelpDoc(ctx, {
        dirId: dir.id,
        title,
        content: paras.map((p) => `<p>${p}</p>`).join(""),
        sort: j,
        state: "PUBLISHED",
        publishAt: on("2025-09-01"),
      });
    }
  }
}
