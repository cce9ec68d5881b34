import { loginHref } from "@portal/contract";
import { getStudyDoc, type StudyType, standardRelations, viewerMarks } from "@portal/core";
import type { ReactNode } from "react";
import { useLocation, useRouteLoaderData } from "react-router";
import { ArticleActions } from "~/components/ArticleActions";
import { JsonLd } from "~/components/JsonLd";
import { Link } from "~/components/Link";
import { PageFrame } from "~/components/PageFrame";
import { RichText } from "~/components/RichText";
import { ReadingTimer } from "~/features/content/ReadingTimer";
import { RecordRead } from "~/features/content/RecordRead";
import { StatusTag } from "~/features/content/StatusTag";
import { STUDY_META } from "~/features/content/StudyMeta";
import { PdfLinks } from "~/features/learning/PdfLinks";
import { appContext } from "~/lib/app-context";
import type { RouteHandle } from "~/lib/handle";
import { tdkMeta } from "~/lib/meta";
import { publicPageHeaders } from "~/lib/page-headers";
import { idParam, orNotFound } from "~/lib/params.server";
import { loadTdk } from "~/lib/tdk.server";
import type { RootData } from "~/root";
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
  const [relations, mine] = await Promise.all([
    type === "NORMAL" ? standardRelations(ctx, doc) : null,
    // A signed-in reader's own favourite, right on first paint (their page is never cached).
    viewerMarks(ctx, { kind: type, id: doc.id }),
  ]);
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
  return { type, doc, relations, mine, tdk, canonical, jsonLd };
}

export const meta: Route.MetaFunction = ({ loaderData }) => tdkMeta(loaderData);

type Fact = [label: string, value: ReactNode];

/** The facts known about a document; unknown ones are left out rather than shown as guesses. */
function factsOf(type: StudyType, doc: Route.ComponentProps["loaderData"]["doc"], kind: string | null | undefined): Fact[] {
  const m = STUDY_META[type];
  const all: [string, ReactNode | null | undefined | false][] = [
    [m.codeLabel, type !== "PAPER" && doc.code],
    ["状态", doc.status && <StatusTag status={doc.status} />],
    ["标准类别", kind],
    ["版本", doc.edition],
    [type === "NORMAL" ? "发布部门" : type === "POLICY" ? "发布机关" : "作者", doc.issuer],
    [type === "POLICY" ? "公布日期" : "发布日期", type === "PAPER" ? doc.releaseDate : doc.issueDate],
    [type === "POLICY" ? "施行日期" : "实施日期", type !== "PAPER" && doc.effectiveDate],
    ["分类", doc.catName],
  ];
  return all.filter((f): f is Fact => Boolean(f[1]));
}

function DocLinks({
  title,
  items,
}: {
  title: string;
  items: { id: number; code?: string | null; title: string; status?: string | null; path: string }[];
}) {
  if (items.length === 0) return null;
  return (
    <section className="doc-relations">
      <h2>{title}</h2>
      <ul>
        {items.map((r) => (
          <li key={r.id}>
            <Link to={r.path}>
              {r.code && <span className="muted">{r.code} </span>}
              {r.title}
            </Link>{" "}
            <StatusTag status={r.status ?? null} />
          </li>
        ))}
      </ul>
    </section>
  );
}

export default function StudyDetail({ loaderData }: Route.ComponentProps) {
  const { type, doc, relations, mine, jsonLd } = loaderData;
  const location = useLocation();
  const signedIn = Boolean((useRouteLoaderData("root") as RootData | undefined)?.user);
  const m = STUDY_META[type];
  const facts = factsOf(type, doc, relations?.kind);
  return (
    <PageFrame
      title={doc.code && type === "NORMAL" ? `${doc.code} ${doc.title}` : doc.title}
      crumbs={[
        { name: "学习资料" },
        { name: m.title, path: m.base },
        ...(doc.catId ? [{ name: doc.catName ?? "", path: `${m.base}/${doc.catId}` }] : []),
        { name: "详情" },
      ]}
    >
      <JsonLd data={jsonLd} />
      <section aria-label="基本信息">
        <table className="info-table">
          <tbody>
            {facts.map(([label, value]) => (
              <tr key={label}>
                <th>{label}</th>
                <td>{value}</td>
              </tr>
            ))}
            {relations?.replacedBy && (
              <tr>
                <th>被代替为</th>
                <td>
                  <Link to={relations.replacedBy.path}>
                    {relations.replacedBy.code} {relations.replacedBy.title}
                  </Link>
                </td>
              </tr>
            )}
            {!relations?.replacedBy && doc.replacedBy && (
              <tr>
                <th>被代替为</th>
                <td>{doc.replacedBy}</td>
              </tr>
            )}
            {relations && relations.replaces.length > 0 && (
              <tr>
                <th>代替的标准</th>
                <td>
                  {relations.replaces.map((r) => (
                    <div key={r.id}>
                      <Link to={r.path}>
                        {r.code} {r.title}
                      </Link>
                    </div>
                  ))}
                </td>
              </tr>
            )}
          </tbody>
        </table>
      </section>
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
        <PdfLinks>
          <RichText html={doc.content ?? ""} />
        </PdfLinks>
      )}
      <ArticleActions key={doc.id} id={doc.id} praiseCount={0} mine={mine} kind="doc" />
      <ReadingTimer key={`t${doc.id}`} artId={doc.id} artType={doc.type} artTitle={doc.title} />
      {signedIn && !doc.locked && <RecordRead kind={type} id={doc.id} />}
      {relations && (
        <>
          <DocLinks title="相关标准" items={relations.related} />
          <DocLinks title="相关政策法规" items={relations.policies} />
        </>
      )}
    </PageFrame>
  );
}
