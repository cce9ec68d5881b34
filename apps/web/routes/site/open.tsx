import { Link } from "~/components/Link";
import { PageFrame } from "~/components/PageFrame";
import { listOperations, openApiDocument } from "~/features/site/openapi.server";
import { tdkMeta } from "~/lib/meta";
import { publicPageHeaders } from "~/lib/page-headers";
import { canonicalUrl, loadTdk } from "~/lib/tdk.server";
import type { Route } from "./+types/open";

/** The same for every anonymous visitor: may be served from the page cache. */
export const headers = publicPageHeaders;
export async function loader({ context, request }: Route.LoaderArgs) {
  const doc = await openApiDocument(context);
  const ops = listOperations(doc);
  const groups = [...new Set(ops.map((o) => o.tag))].map((tag) => ({ tag, ops: ops.filter((o) => o.tag === tag) }));
  return {
    info: doc.info,
    groups,
    tdk: await loadTdk(context, "page-open", { title: "开放平台" }),
    canonical: canonicalUrl(context, request),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => tdkMeta(loaderData);

export default function OpenPage({ loaderData }: Route.ComponentProps) {
  const { info, groups } = loaderData;
  return (
    <PageFrame title="开放平台" extra={<Link to="/open/ui">界面组件</Link>}>
      <p>
        {info.title}（版本 {info.version}）。下列接口与本站页面使用的是同一套接口，说明由接口定义自动生成，机器可读的完整描述见{" "}
        <a href="/api/openapi.json">/api/openapi.json</a>。
      </p>
      <pre className="api-desc" style={{ whiteSpace: "pre-wrap", background: "var(--bg)", padding: 12, borderRadius: 6 }}>
        {info.description}
      </pre>
      {groups.map((g) => (
        <section key={g.tag} className="column-group">
          <h2 className="section-title">{g.tag}</h2>
          <ul className="doc-list">
            {g.ops.map((o) => (
              <li key={o.id + o.method}>
                <Link to={`/open/api/${o.id}`} className="doc-list-title">
                  <span className="method">{o.method}</span>
                  <code>{o.path}</code>
                  <span>{o.summary}</span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </PageFrame>
  );
}
