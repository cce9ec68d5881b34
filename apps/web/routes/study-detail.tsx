import { findStandardByCode, getStudyDoc, type StudyType } from "@portal/core";
import { Link, useLocation } from "react-router";
import { JsonLd } from "~/components/JsonLd";
import { PageFrame } from "~/components/PageFrame";
import { RichText } from "~/components/RichText";
import { STUDY_META, StatusTag } from "~/components/StudyPage";
import { appContext } from "~/lib/app-context";
import type { RouteHandle } from "~/lib/handle";
import { loginHref } from "~/lib/login-link";
import { tdkMeta } from "~/lib/meta";
import { publicPageHeaders } from "~/lib/page-headers";
import { idParam, orNotFound } from "~/lib/params.server";
import { loadTdk } from "~/lib/tdk.server";
import type { Route } from "./+types/study-detail";

/** Which material a detail address shows: /standard/detail or its alias /front/normContent, and so on. */
function typeOf(pathname: string): StudyType {
  if (pathname.startsWith("/policy/") || pathname.startsWith("/front/policyContent/")) return "POLICY";
  if (pathname.startsWith("/paper/") || pathname.startsWith("/front/paperContent/")) return "PAPER";
  return "NORMAL";
}

export const handle: RouteHandle = { topBar: "information" };

/** The same for every anonymous visitor: may be served from the page cache. */
export const headers = publicPageHeaders;
export async function loader({ context, request, params }: Route.LoaderArgs) {
  const { ctx, origin } = context.get(appContext);
  const type = typeOf(new URL(request.url).pathname);
  const doc = await orNotFound(getStudyDoc(ctx, idParam(params.id), type));
  const replacement = doc.replacedBy ? await findStandardByCode(ctx, doc.replacedBy) : null;
  const page = { NORMAL: "page-standardDetail", POLICY: "page-policyDetail", PAPER: "page-paperDetail" }[type];
  const title = doc.code && type === "NORMAL" ? `${doc.code} ${doc.title}` : doc.title;
  const tdk = await loadTdk(context, page, { title, columnName: doc.catName ?? STUDY_META[type].title });
  if (doc.memo) tdk.description = doc.memo;
  const canonical = `${origin}${STUDY_META[type].base}/detail/${doc.id}`;
  const jsonLd = {
    "@context": "https://schema.org",
    "@type": "Article",
    headline: title,
    description: tdk.description,
    mainEntityOfPage: canonical,
    ...(doc.issueDate || doc.effectiveDate ? { datePublished: doc.issueDate ?? doc.effectiveDate } : {}),
    ...(doc.issuer ? { author: { "@type": "Organization", name: doc.issuer } } : {}),
    isAccessibleForFree: !doc.needLogin,
  };
  return { type, doc, replacement, tdk, canonical, jsonLd };
}

export const meta: Route.MetaFunction = ({ loaderData }) => tdkMeta(loaderData);

export default function StudyDetail({ loaderData }: Route.ComponentProps) {
  const { type, doc, replacement, jsonLd } = loaderData;
  const location = useLocation();
  const m = STUDY_META[type];
  const dash = (v: string | null | undefined) => v || "—";
  return (
    <PageFrame
      title={doc.title}
      crumbs={[
        { name: "学习资料" },
        { name: m.title, path: m.base },
        ...(doc.catId ? [{ name: doc.catName ?? "", path: `${m.base}/${doc.catId}` }] : []),
        { name: "详情" },
      ]}
    >
      <JsonLd data={jsonLd} />
      <table className="info-table">
        <tbody>
          {type !== "PAPER" && (
            <tr>
              <th>{m.codeLabel}</th>
              <td>{dash(doc.code)}</td>
              <th>状态</th>
              <td>{doc.status ? <StatusTag status={doc.status} /> : "—"}</td>
            </tr>
          )}
          <tr>
            <th>{type === "NORMAL" ? "发布机构" : type === "POLICY" ? "发布机关" : "作者"}</th>
            <td>{dash(doc.issuer)}</td>
            <th>{type === "PAPER" ? "发布日期" : type === "POLICY" ? "施行日期" : "实施日期"}</th>
            <td>{type === "PAPER" ? doc.releaseDate : dash(doc.effectiveDate)}</td>
          </tr>
          {type === "NORMAL" && (
            <tr>
              <th>版本</th>
              <td>{dash(doc.edition)}</td>
              <th>替代标准</th>
              <td>
                {replacement ? (
                  <Link to={`/standard/detail/${replacement.id}`}>
                    {doc.replacedBy} {replacement.title}
                  </Link>
                ) : (
                  dash(doc.replacedBy)
                )}
              </td>
            </tr>
          )}
        </tbody>
      </table>
      {doc.memo && <p className="article-memo">{doc.memo}</p>}
      {doc.locked ? (
        <div className="empty-state">
          <p style={{ textAlign: "center" }}>全文仅对登录用户开放。</p>
          <p style={{ textAlign: "center" }}>
            <Link to={loginHref(location.pathname)} className="btn btn-primary">
              登录后查看全文
            </Link>
          </p>
        </div>
      ) : (
        <RichText html={doc.content ?? ""} />
      )}
    </PageFrame>
  );
}
