import { getColumn } from "@portal/core";
import { data, Link } from "react-router";
import { EmptyState, PageFrame } from "~/components/PageFrame";
import { appContext } from "~/lib/app-context";
import { assertParams } from "~/lib/frame.server";
import type { RouteHandle } from "~/lib/handle";
import { tdkMeta } from "~/lib/meta";
import { canonicalUrl, loadTdk } from "~/lib/tdk.server";
import type { Route } from "./+types/news-list";

export const handle: RouteHandle = { topBar: "information", infoTab: "news" };

export async function loader({ context, request, params }: Route.LoaderArgs) {
  assertParams(params);
  const found = /^\d+$/.test(params.id) ? await getColumn(context.get(appContext).ctx, Number(params.id)) : null;
  if (!found) throw data("栏目不存在", { status: 404 });
  const { column, parent } = found;
  const tdk = await loadTdk(context, "page-newsList", { columnName: column.name, parentColumnName: parent?.name, title: column.name });
  return { column, parent, tdk, canonical: canonicalUrl(context, request) };
}

export const meta: Route.MetaFunction = ({ loaderData }) => tdkMeta(loaderData);

export default function NewsList({ loaderData }: Route.ComponentProps) {
  const { column, parent } = loaderData;
  const siblings = parent ? parent.children : column.children;
  const crumbs = [
    { name: "行业资讯", path: "/news" },
    ...(parent ? [{ name: parent.name, path: `/news/list/${parent.id}` }] : []),
    { name: column.name },
  ];
  return (
    <PageFrame title={column.name} crumbs={crumbs}>
      {siblings.length > 0 && (
        <nav className="sub-columns" aria-label="子栏目">
          {parent && <Link to={`/news/list/${parent.id}`}>全部</Link>}
          {siblings.map((c) => (
            <Link key={c.id} to={`/news/list/${c.id}`} className={c.id === column.id ? "active" : undefined}>
              {c.name}
            </Link>
          ))}
        </nav>
      )}
      <EmptyState text="该栏目暂无文章" />
    </PageFrame>
  );
}
