import { Link, useRouteLoaderData } from "react-router";
import { EmptyState } from "~/components/PageFrame";
import { tdkMeta } from "~/lib/meta";
import { canonicalUrl, loadTdk } from "~/lib/tdk.server";
import type { RootData } from "~/root";
import type { Route } from "./+types/home";

export async function loader({ context, request }: Route.LoaderArgs) {
  return {
    tdk: await loadTdk(context, "page-home"),
    canonical: canonicalUrl(context, request).replace(/\/(index1|front\/home|front\/login|register)$/, "/"),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => tdkMeta(loaderData);

const ENTRIES = [
  { to: "/tender", title: "招标信息", text: "公共资源交易中心招标、开标与中标结果，按地区与阶段筛选" },
  { to: "/news", title: "行业资讯", text: "工程建设政策动态、技术前沿与工程案例" },
  { to: "/standard", title: "标准规范", text: "国家标准、行业标准与地方标准查询" },
  { to: "/policy", title: "政策法规", text: "住建、交通、水利等主管部门政策文件" },
  { to: "/video", title: "视频课程", text: "计量支付、BIM 与项目管理实操课程" },
  { to: "/product", title: "产品服务", text: "计量支付、GIS+BIM 项目管理云平台" },
];

export default function Home() {
  const root = useRouteLoaderData("root") as RootData;
  return (
    <div className="home">
      <section className="home-hero">
        <div className="home-hero-inner">
          <h1>工程项目管理与计量支付云平台</h1>
          <p>服务建设、施工、监理、咨询与监管单位，覆盖公路、地铁、房建、市政、港口、水利与铁路工程。</p>
          <div className="home-hero-actions">
            <Link className="hero-btn hero-btn-primary" to="/tender">
              查看招标信息
            </Link>
            <Link className="hero-btn hero-btn-ghost" to="/product">
              了解产品
            </Link>
          </div>
        </div>
      </section>
      <section className="home-section page-container">
        <h2 className="section-title">平台服务</h2>
        <div className="home-entries">
          {ENTRIES.map((e) => (
            <Link key={e.to} to={e.to} className="home-entry">
              <span className="home-entry-title">{e.title}</span>
              <span className="home-entry-text">{e.text}</span>
            </Link>
          ))}
        </div>
      </section>
      <section className="home-section page-container home-columns">
        <div className="home-block">
          <h2 className="section-title">资讯栏目</h2>
          <ul className="chip-list">
            {[...root.nav.news.first, ...root.nav.news.next].map((c) => (
              <li key={c.id}>
                <Link to={`/news/list/${c.id}`}>{c.name}</Link>
              </li>
            ))}
          </ul>
          <h2 className="section-title">专题栏目</h2>
          <ul className="chip-list">
            {[...root.nav.topics.first, ...root.nav.topics.next].map((c) => (
              <li key={c.id}>
                <Link to={`/news/list/${c.id}`}>{c.name}</Link>
              </li>
            ))}
          </ul>
        </div>
        <div className="home-block">
          <h2 className="section-title">最新招标</h2>
          <EmptyState text="招标信息即将接入，届时可按地区、阶段订阅并接收推送。" />
        </div>
      </section>
    </div>
  );
}
