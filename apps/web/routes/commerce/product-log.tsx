import { productLogPaged } from "@portal/core";
import { EmptyState, PageFrame } from "~/components/PageFrame";
import { Pager, pagePath } from "~/components/Pager";
import { RichText } from "~/components/RichText";
import { appContext } from "~/lib/app-context";
import type { RouteHandle } from "~/lib/handle";
import { tdkMeta } from "~/lib/meta";
import { publicPageHeaders } from "~/lib/page-headers";
import { assertPageInRange, pageParam } from "~/lib/params.server";
import { canonicalUrl, loadTdk } from "~/lib/tdk.server";
import type { Route } from "./+types/product-log";

export const handle: RouteHandle = { topBar: "product" };

/** The same for every anonymous visitor: may be served from the page cache. */
export const headers = publicPageHeaders;
export async function loader({ context, request, params }: Route.LoaderArgs) {
  const page = pageParam(params.page);
  const logs = await productLogPaged(context.get(appContext).ctx, { current: page, size: 10 });
  assertPageInRange(page, logs.pages);
  return { logs, tdk: await loadTdk(context, "page-productLog", { title: "产品更新日志" }), canonical: canonicalUrl(context, request) };
}

export const meta: Route.MetaFunction = ({ loaderData }) => tdkMeta(loaderData);

export default function ProductLogPage({ loaderData }: Route.ComponentProps) {
  const { logs } = loaderData;
  return (
    <PageFrame title="产品更新日志" crumbs={[{ name: "产品服务", path: "/product" }, { name: "产品更新日志" }]}>
      {logs.records.length === 0 && <EmptyState text="暂无更新日志" />}
      {logs.records.map((l) => (
        <div key={l.id} className="log-item">
          <h3>
            {l.productName ?? "平台"} {l.version} · {l.title}
          </h3>
          <div className="muted">发布日期：{l.releaseDate}</div>
          <RichText html={l.content} />
        </div>
      ))}
      <Pager current={logs.current} pages={logs.pages} href={pagePath("/product/log")} />
    </PageFrame>
  );
}
