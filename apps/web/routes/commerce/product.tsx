import { listProducts } from "@portal/core";
import { Cover } from "~/components/Cover";
import { Link } from "~/components/Link";
import { EmptyState, PageFrame } from "~/components/PageFrame";
import { appContext } from "~/lib/app-context";
import type { RouteHandle } from "~/lib/handle";
import { tdkMeta } from "~/lib/meta";
import { publicPageHeaders } from "~/lib/page-headers";
import { canonicalUrl, loadTdk } from "~/lib/tdk.server";
import type { Route } from "./+types/product";

export const handle: RouteHandle = { topBar: "product" };

/** The same for every anonymous visitor: may be served from the page cache. */
export const headers = publicPageHeaders;
export async function loader({ context, request }: Route.LoaderArgs) {
  const products = await listProducts(context.get(appContext).ctx);
  return {
    products,
    tdk: await loadTdk(context, "page-product", { title: "产品服务" }),
    canonical: canonicalUrl(context, request),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => tdkMeta(loaderData);

export default function ProductPage({ loaderData }: Route.ComponentProps) {
  const { products } = loaderData;
  return (
    <PageFrame title="产品服务" extra={<Link to="/product/log">产品更新日志</Link>}>
      {products.length === 0 ? (
        <EmptyState text="暂无产品" />
      ) : (
        <div className="card-grid">
          {products.map((p) => (
            <div key={p.id} className="card">
              {p.coverUrl && <Cover src={p.coverUrl} width={640} height={360} className="card-cover" />}
              <h3>
                <Link to={`/product/${p.id}`}>{p.name}</Link>
              </h3>
              {p.slogan && <p style={{ color: "var(--brand)" }}>{p.slogan}</p>}
              <p>{p.summary}</p>
              <ul className="feature-list">
                {p.features.slice(0, 4).map((f) => (
                  <li key={f}>{f}</li>
                ))}
              </ul>
              <Link to={`/product/${p.id}`} className="more">
                了解详情 →
              </Link>
            </div>
          ))}
        </div>
      )}
    </PageFrame>
  );
}
