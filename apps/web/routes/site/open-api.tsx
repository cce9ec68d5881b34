import { Link } from "~/components/Link";
import { PageFrame } from "~/components/PageFrame";
import { type Field, openApiDocument, operationId, schemaFields } from "~/features/site/openapi.server";
import { tdkMeta } from "~/lib/meta";
import { publicPageHeaders } from "~/lib/page-headers";
import { canonicalUrl, loadTdk } from "~/lib/tdk.server";
import type { Route } from "./+types/open-api";

/** One operation of our OpenAPI description: request fields, response fields and error answers. */
/** The same for every anonymous visitor: may be served from the page cache. */
export const headers = publicPageHeaders;
export async function loader({ context, request, params }: Route.LoaderArgs) {
  const doc = await openApiDocument(context);
  const found = Object.entries(doc.paths).find(([path]) => operationId(path) === params.id);
  if (!found) throw new Response("页面不存在", { status: 404 });
  const [path, methods] = found;
  const [method, op] = Object.entries(methods)[0];
  const body = op.requestBody?.content["application/json"]?.schema;
  const okSchema = op.responses["200"]?.content?.["application/json"]?.schema;
  const responseFields = schemaFields(doc, okSchema);
  const errors = Object.entries(op.responses)
    .filter(([status]) => status !== "200")
    .map(([status, r]) => ({ status, description: r.description }));
  const title = op.summary ?? path;
  return {
    op: { method: method.toUpperCase(), path: `/api${path}`, summary: title, description: op.description ?? "", tag: op.tags?.[0] ?? "" },
    requestFields: schemaFields(doc, body),
    bodyRequired: op.requestBody?.required ?? false,
    responseFields,
    errors,
    tdk: await loadTdk(context, "page-openApi", { title }),
    canonical: canonicalUrl(context, request),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => tdkMeta(loaderData);

function Fields({ fields }: { fields: Field[] }) {
  if (fields.length === 0) return <p className="muted">无</p>;
  return (
    <table className="info-table">
      <thead>
        <tr>
          <th>字段</th>
          <th>类型</th>
          <th>必填</th>
          <th>说明</th>
        </tr>
      </thead>
      <tbody>
        {fields.map((f, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: nested fields repeat names; the order is fixed.
          <tr key={i}>
            <td style={{ paddingLeft: 12 + f.depth * 20 }}>
              <code>{f.name}</code>
            </td>
            <td>
              <code>{f.type}</code>
            </td>
            <td>{f.required ? "是" : "否"}</td>
            <td>{f.description || "—"}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export default function OpenApiPage({ loaderData }: Route.ComponentProps) {
  const { op, requestFields, bodyRequired, responseFields, errors } = loaderData;
  return (
    <PageFrame title={op.summary} crumbs={[{ name: "开放平台", path: "/open" }, { name: op.tag || "接口" }, { name: op.summary }]}>
      <div className="api-op">
        <h3>
          <span className="method">{op.method}</span>
          <code>{op.path}</code>
        </h3>
        {op.description && <p>{op.description}</p>}
        <p className="muted">请求与响应均为 JSON；浏览器中调用时须带请求头 X-Requested-With: XMLHttpRequest。</p>
      </div>
      <h2 className="section-title">请求参数{bodyRequired ? "" : "（请求体可省略）"}</h2>
      <Fields fields={requestFields} />
      <h2 className="section-title">成功响应（HTTP 200，code 为 "30000"）</h2>
      <Fields fields={responseFields} />
      <h2 className="section-title">错误响应</h2>
      <table className="info-table">
        <tbody>
          {errors.map((e) => (
            <tr key={e.status}>
              <th>HTTP {e.status}</th>
              <td>{e.description}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p>
        <Link to="/open">← 返回接口列表</Link>
      </p>
    </PageFrame>
  );
}
