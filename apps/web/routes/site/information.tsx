import { hotsAndBanner, latestStudyDocs, newestTenders } from "@portal/core";
import { Link } from "~/components/Link";
import { EmptyState, PageFrame } from "~/components/PageFrame";
import { SideBox, TitleList, titleItem } from "~/components/TitleList";
import { TenderList, tenderRow } from "~/features/tender/TenderList";
import { appContext } from "~/lib/app-context";
import type { RouteHandle } from "~/lib/handle";
import { tdkMeta } from "~/lib/meta";
import { publicPageHeaders } from "~/lib/page-headers";
import { canonicalUrl, loadTdk } from "~/lib/tdk.server";
import type { Route } from "./+types/information";

export const handle: RouteHandle = { topBar: "information", infoTab: "home" };
/** The same for every anonymous visitor: may be served from the page cache. */
export const headers = publicPageHeaders;

/** /information: the hub people open first: the newest tenders, then news, standards and policies. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const { ctx } = context.get(appContext);
  const [tenders, hb, standards, policies, tdk] = await Promise.all([
    newestTenders(ctx, 15),
    hotsAndBanner(ctx),
    latestStudyDocs(ctx, "NORMAL", 6),
    latestStudyDocs(ctx, "POLICY", 6),
    loadTdk(context, "page-information", { title: "信息中心" }),
  ]);
  // Only what the lists show: the page's data is serialised for hydration on every render.
  return {
    tenders: tenders.map(tenderRow),
    news: hb.hots.slice(0, 8).map(titleItem),
    standards,
    policies,
    tdk,
    canonical: canonicalUrl(context, request),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => tdkMeta(loaderData);

export default function InformationPage({ loaderData }: Route.ComponentProps) {
  const { tenders, news, standards, policies } = loaderData;
  const docs = (items: typeof standards) => (
    <ul className="title-list">
      {items.map((d) => (
        <li key={d.id}>
          <Link to={d.path} title={d.title}>
            {d.code ? `${d.code} ` : ""}
            {d.title}
          </Link>
        </li>
      ))}
    </ul>
  );
  return (
    <PageFrame title="信息中心" extra={<Link to="/tender">全部招标信息 →</Link>}>
      <div className="with-side">
        <div className="main-col">
          <h2 className="section-title">最新招标</h2>
          {tenders.length ? <TenderList items={tenders} /> : <EmptyState text="暂无招标信息" />}
          <p>
            <Link to="/tender">查看更多招标公告 →</Link>
          </p>
        </div>
        <aside className="side-col">
          <SideBox title="行业资讯" more={{ to: "/news" }}>
            <TitleList items={news} />
          </SideBox>
          <SideBox title="最新标准" more={{ to: "/standard" }}>
            {docs(standards)}
          </SideBox>
          <SideBox title="政策法规" more={{ to: "/policy" }}>
            {docs(policies)}
          </SideBox>
        </aside>
      </div>
    </PageFrame>
  );
}
