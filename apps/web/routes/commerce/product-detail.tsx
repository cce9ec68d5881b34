import { getProduct } from "@portal/core";
import { JsonLd } from "~/components/JsonLd";
import { Link } from "~/components/Link";
import { PageFrame } from "~/components/PageFrame";
import { RichText } from "~/components/RichText";
import { appContext } from "~/lib/app-context";
import type { RouteHandle } from "~/lib/handle";
import { tdkMeta } from "~/lib/meta";
import { publicPageHeaders } from "~/lib/page-headers";
import { idParam, orNotFound } from "~/lib/params.server";
import { loadTdk } from "~/lib/tdk.server";
import type { Route } from "./+types/product-detail";

export const handle: RouteHandle = { topBar: "product" };

/** The same for every anonymous visitor: may be served from the page cache. */
export const headers = publicPageHeaders;
export async function loader({ context, params }: Route.LoaderArgs) {
  const { ctx, origin } = context.get(appContext);
  const product = await orNotFound(getProduct(ctx, idParam(params.id)));
  const tdk = await loadTdk(context, "page-productDetail", { productName: product.name, title: product.name });
  if (product.summary) tdk.description = product.summary;
  const canonical = `${origin}/product/${product.id}`;
  const jsonLd = {
    "@context": "https://schema.org",
    "@type": "SoftwareApplication",
    name: product.name,
    description: product.summary,
    applicationCategory: "BusinessApplication",
    operatingSystem: "Web",
    url: canonical,
  };
  return { product, tdk, canonical, image: product.coverUrl, jsonLd };
}

export const meta: Route.MetaFunction = ({ loaderData }) => tdkMeta(loaderData);

export default function ProductDetail({ loaderData }: Route.ComponentProps) {
  const { product: p, jsonLd } = loaderData;
  return (
    <PageFrame
      title={p.name}
      crumbs={[{ name: "产品服务", path: "/product" }, { name: p.name }]}
      extra={<Link to="/product/log">更新日志</Link>}
    >
      <JsonLd data={jsonLd} />
      {p.slogan && <p style={{ fontSize: 18, color: "var(--brand)" }}>{p.slogan}</p>}
      <p className="article-memo">{p.summary}</p>
      <h2 className="section-title">主要功能</h2>
      <ul className="chip-list">
        {p.features.map((f) => (
          <li key={f}>
            <span className="status-tag" style={{ lineHeight: "28px", padding: "0 12px" }}>
              {f}
            </span>
          </li>
        ))}
      </ul>
      <RichText html={p.content} />
    </PageFrame>
  );
}
