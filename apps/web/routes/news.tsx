import { type ColumnNode, listColumnTree } from "@portal/core";
import { Link } from "react-router";
import { PageFrame } from "~/components/PageFrame";
import { appContext } from "~/lib/app-context";
import type { RouteHandle } from "~/lib/handle";
import { tdkMeta } from "~/lib/meta";
import { canonicalUrl, loadTdk } from "~/lib/tdk.server";
import type { Route } from "./+types/news";

export const handle: RouteHandle = { topBar: "information", infoTab: "news" };

export async function loader({ context, request }: Route.LoaderArgs) {
  const columns = await listColumnTree(context.get(appContext).ctx, "NEWS");
  return { columns, tdk: await loadTdk(context, "page-news"), canonical: canonicalUrl(context, request) };
}

export const meta: Route.MetaFunction = ({ loaderData }) => tdkMeta(loaderData);

function ColumnCard({ column }: { column: ColumnNode }) {
  return (
    <div className="column-card">
      <Link to={`/news/list/${column.id}`} className="column-card-title">
        {column.name}
      </Link>
      {column.children.length > 0 ? (
        <ul className="chip-list">
          {column.children.map((c) => (
            <li key={c.id}>
              <Link to={`/news/list/${c.id}`}>{c.name}</Link>
            </li>
          ))}
        </ul>
      ) : (
        <p className="muted">暂无文章</p>
      )}
    </div>
  );
}

export default function News({ loaderData }: Route.ComponentProps) {
  const groups = [
    { title: "新闻栏目", items: loaderData.columns.filter((c) => c.bizType === "NEWS") },
    { title: "专题栏目", items: loaderData.columns.filter((c) => c.bizType === "TOPIC") },
  ];
  return (
    <PageFrame title="行业资讯">
      {groups.map((g) => (
        <section key={g.title} className="column-group">
          <h2 className="section-title">{g.title}</h2>
          <div className="column-grid">
            {g.items.map((c) => (
              <ColumnCard key={c.id} column={c} />
            ))}
          </div>
        </section>
      ))}
    </PageFrame>
  );
}
