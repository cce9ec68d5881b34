import { helpDocsPaged, helpTree } from "@portal/core";
import { Link } from "~/components/Link";
import { EmptyState } from "~/components/PageFrame";
import { Pager } from "~/components/Pager";
import { HelpLayout } from "~/features/content/HelpLayout";
import { appContext } from "~/lib/app-context";
import type { RouteHandle } from "~/lib/handle";
import { tdkMeta } from "~/lib/meta";
import { publicPageHeaders } from "~/lib/page-headers";
import { assertPageInRange, orNotFound, pageParam } from "~/lib/params.server";
import { canonicalUrl, loadTdk } from "~/lib/tdk.server";
import type { Route } from "./+types/help";

export const handle: RouteHandle = { topBar: "help", keepScroll: true };

/** /help/{id?}/{page?}: id is a directory ("0" = all). */
/** The same for every anonymous visitor: may be served from the page cache. */
export const headers = publicPageHeaders;
export async function loader({ context, request, params }: Route.LoaderArgs) {
  const { ctx } = context.get(appContext);
  if (params.id !== undefined && !/^\d{1,9}$/.test(params.id)) throw new Response("页面不存在", { status: 404 });
  const dirId = params.id && params.id !== "0" ? Number(params.id) : undefined;
  const page = pageParam(params.page);
  const [tree, list] = await Promise.all([helpTree(ctx), orNotFound(helpDocsPaged(ctx, { dirId, current: page, size: 20 }))]);
  assertPageInRange(page, list.pages);
  const tdk = await loadTdk(context, "page-help", { title: list.dir?.name ?? "帮助中心", columnName: list.dir?.name });
  return { tree, list, tdk, canonical: canonicalUrl(context, request) };
}

export const meta: Route.MetaFunction = ({ loaderData }) => tdkMeta(loaderData);

export default function HelpPage({ loaderData }: Route.ComponentProps) {
  const { tree, list } = loaderData;
  const base = `/help/${list.dir?.id ?? 0}`;
  return (
    <HelpLayout title={list.dir?.name ?? "帮助中心"} crumbs={list.dir ? [{ name: list.dir.name }] : []} tree={tree} active={list.dir?.id}>
      {list.records.length === 0 ? (
        <EmptyState text="暂无帮助文档" />
      ) : (
        <ul className="doc-list">
          {list.records.map((d) => (
            <li key={d.id}>
              <Link to={`/help/detail/${d.id}`} className="doc-list-title">
                {d.title}
              </Link>
              <div className="doc-list-meta">
                <span>编号 {d.resNumber}</span>
                <span>{d.releaseDate}</span>
              </div>
            </li>
          ))}
        </ul>
      )}
      <Pager current={list.current} pages={list.pages} href={(p) => (p <= 1 ? base : `${base}/${p}`)} />
    </HelpLayout>
  );
}
