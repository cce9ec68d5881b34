import { hotsAndBanner, latestStudyDocs, newestTenders, polymerization, siteCounts, tenderFreshness, topRead } from "@portal/core";
import { EmptyState } from "~/components/PageFrame";
import { SideBox, TitleList, titleItem } from "~/components/TitleList";
import { StatusTag } from "~/features/content/StatusTag";
import { Banner } from "~/features/site/Banner";
import { HomeSearch } from "~/features/site/HomeSearch";
import { TenderList, tenderRow } from "~/features/tender/TenderList";
import { appContext } from "~/lib/app-context";
import { delayText } from "~/lib/delay-text";
import { demoVolumeNote } from "~/lib/demo-volume.server";
import { tdkMeta } from "~/lib/meta";
import { publicPageHeaders } from "~/lib/page-headers";
import { canonicalUrl, loadTdk } from "~/lib/tdk.server";
import type { Route } from "./+types/home";

/** The same for every anonymous visitor: may be served from the page cache. */
export const headers = publicPageHeaders;
export async function loader({ context, request }: Route.LoaderArgs) {
  const { ctx } = context.get(appContext);
  const [hb, blocks, top, counts, standards, policies, tenders, freshness, tdk] = await Promise.all([
    hotsAndBanner(ctx),
    polymerization(ctx, { perColumn: 6, bizType: "NEWS" }),
    topRead(ctx, { size: 8 }),
    siteCounts(ctx),
    latestStudyDocs(ctx, "NORMAL", 6),
    latestStudyDocs(ctx, "POLICY", 6),
    newestTenders(ctx, 8),
    // Cached a minute, like the newest notices above it.
    tenderFreshness(ctx),
    loadTdk(context, "page-home"),
  ]);
  const demo = demoVolumeNote();
  // Only what the page shows: every value sent is serialised into the page for hydration, on every render.
  const doc = ({ id, title, code, status, path }: (typeof standards)[number]) => ({ id, title, code, status, path });
  return {
    hb: {
      banners: hb.banners.map(({ id, title, memo, releaseDate, coverUrl }) => ({ id, title, memo, releaseDate, coverUrl })),
      hots: hb.hots.slice(0, 7).map(titleItem),
    },
    blocks: blocks.slice(0, 4).map((b) => ({
      id: b.id,
      name: b.name,
      list: b.children
        .flatMap((c) => c.newsList)
        .sort((x, y) => y.releaseDate.localeCompare(x.releaseDate))
        .slice(0, 5)
        .map(titleItem),
    })),
    top: top.map(titleItem),
    counts,
    standards: standards.map(doc),
    policies: policies.map(doc),
    tenders: tenders.map(tenderRow),
    // The line's words are made here: the page's script only shows them (public JS budget).
    fresh: {
      text: `今日新增 ${freshness.todayNew.toLocaleString("zh-CN")} 条${freshness.fastest ? ` · 最快来源延迟${delayText(freshness.fastest.hours)}` : ""}${demo ? ` · ${demo.short}` : ""}`,
      title: freshness.fastest
        ? `近 7 天收录延迟中位数最短的来源：${freshness.fastest.name}。点击查看各来源的公告数、时效与采集状态`
        : "各来源的公告数、时效与采集状态",
    },
    tdk,
    canonical: canonicalUrl(context, request).replace(/\/(index1|front\/home|front\/login|register)$/, "/"),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => tdkMeta(loaderData);

const ENTRIES = [
  { to: "/tender", title: "招标信息", text: "公共资源交易中心招标、开标与中标结果，按地区与阶段筛选" },
  { to: "/news", title: "行业资讯", text: "工程建设政策动态、技术前沿与工程案例" },
  { to: "/standard", title: "标准规范", text: "国家标准、行业标准查询，现行、废止状态一目了然" },
  { to: "/policy", title: "政策法规", text: "工程建设相关法律、行政法规与部门规章" },
  { to: "/product", title: "产品服务", text: "计量支付、GIS+BIM 项目管理云平台" },
  { to: "/solution", title: "解决方案", text: "公路、地铁、隧道、房建、市政、水利工程" },
];

export default function Home({ loaderData }: Route.ComponentProps) {
  const { hb, blocks, top, counts, standards, policies, tenders, fresh } = loaderData;
  const stats = [
    ["行业资讯", counts.news, "/news"],
    ["标准规范", counts.standard, "/standard"],
    ["现行标准", counts.currentStandard, "/standard"],
    ["政策法规", counts.policy, "/policy"],
    ["解决方案", counts.solution, "/solution"],
    ["帮助文档", counts.help, "/help"],
  ] as const;
  return (
    // Plain links (lib/app-links.ts keeps their clicks in the app): a `<Link>` each cost ~5 % of a render (ADR 0042).
    <div className="home">
      <section className="page-container" style={{ paddingBottom: 0 }}>
        <HomeSearch />
        <div className="home-banners">
          {hb.banners.length ? <Banner slides={hb.banners} /> : <EmptyState text="暂无推荐内容" />}
          <SideBox title="热门资讯" more={{ to: "/news" }}>
            <TitleList items={hb.hots} />
          </SideBox>
        </div>
        <div className="stats-row">
          {stats.map(([label, n, to]) => (
            <a key={label} data-discover="true" href={to} className="stat">
              <b>{n}</b>
              {label}
            </a>
          ))}
        </div>
      </section>
      <section className="home-section page-container">
        <div className="news-block" style={{ background: "#fff" }}>
          <div className="news-block-head">
            <a data-discover="true" href="/tender" className="news-block-title">
              最新招标
            </a>
            <a data-discover="true" href="/tender/sources" className="news-block-subs" title={fresh.title}>
              {fresh.text}
            </a>
            <a data-discover="true" href="/tender" className="more">
              更多
            </a>
          </div>
          {tenders.length ? <TenderList items={tenders} /> : <EmptyState text="暂无招标信息" />}
        </div>
      </section>
      <section className="home-section page-container">
        <div className="with-side">
          <div className="main-col">
            <div className="news-blocks">
              {blocks.map((b) => (
                <div key={b.id} className="news-block" style={{ background: "#fff" }}>
                  <div className="news-block-head">
                    <a data-discover="true" href={`/news/list/${b.id}`} className="news-block-title">
                      {b.name}
                    </a>
                    <a data-discover="true" href={`/news/list/${b.id}`} className="more">
                      更多
                    </a>
                  </div>
                  <TitleList items={b.list} />
                </div>
              ))}
            </div>
          </div>
          <aside className="side-col">
            <SideBox title="阅读排行">
              <TitleList items={top} numbered />
            </SideBox>
          </aside>
        </div>
      </section>
      <section className="home-section page-container">
        <div className="news-blocks">
          {[
            { title: "最新标准", to: "/standard", items: standards },
            { title: "政策法规", to: "/policy", items: policies },
          ].map((g) => (
            <div key={g.title} className="news-block" style={{ background: "#fff" }}>
              <div className="news-block-head">
                <a data-discover="true" href={g.to} className="news-block-title">
                  {g.title}
                </a>
                <a data-discover="true" href={g.to} className="more">
                  更多
                </a>
              </div>
              <ul className="title-list">
                {g.items.map((d) => (
                  <li key={d.id}>
                    <a href={d.path} data-discover="true" title={d.title}>
                      {d.code ? `${d.code} ` : ""}
                      {d.title}
                    </a>
                    <StatusTag status={d.status} />
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </div>
      </section>
      <section className="home-section page-container">
        <h2 className="section-title">平台服务</h2>
        <div className="home-entries">
          {ENTRIES.map((e) => (
            <a key={e.to} data-discover="true" href={e.to} className="home-entry">
              <span className="home-entry-title">{e.title}</span>
              <span className="home-entry-text">{e.text}</span>
            </a>
          ))}
        </div>
      </section>
    </div>
  );
}
