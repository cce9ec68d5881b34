import { PROJECT_TYPES } from "@portal/contract";
import { solutionPaged } from "@portal/core";
import { Cover } from "~/components/Cover";
import { Link } from "~/components/Link";
import { EmptyState, PageFrame } from "~/components/PageFrame";
import { Pager } from "~/components/Pager";
import { appContext } from "~/lib/app-context";
import { tdkMeta } from "~/lib/meta";
import { publicPageHeaders } from "~/lib/page-headers";
import { assertPageInRange, pageParam } from "~/lib/params.server";
import { canonicalUrl, loadTdk } from "~/lib/tdk.server";
import type { Route } from "./+types/solution";

const LABEL: Record<string, string> = PROJECT_TYPES;

/** /solution/{projectType?}/{page?}: projectType is a SPEC §3 project type key (ROAD, SUBWAY …). */
/** The same for every anonymous visitor: may be served from the page cache. */
export const headers = publicPageHeaders;
export async function loader({ context, request, params }: Route.LoaderArgs) {
  const type = params.id?.toUpperCase();
  if (type !== undefined && !(type in PROJECT_TYPES)) throw new Response("页面不存在", { status: 404 });
  const page = pageParam(params.page);
  const list = await solutionPaged(context.get(appContext).ctx, { projectType: type, current: page, size: 12 });
  assertPageInRange(page, list.pages);
  const columnName = type && type !== "ALL" ? LABEL[type] : "";
  return {
    type: type ?? "ALL",
    list,
    tdk: await loadTdk(context, "page-solution", { columnName, title: `${columnName}解决方案` }),
    canonical: canonicalUrl(context, request),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => tdkMeta(loaderData);

export default function SolutionPage({ loaderData }: Route.ComponentProps) {
  const { type, list } = loaderData;
  return (
    <PageFrame title="解决方案" crumbs={[{ name: "解决方案", path: "/solution" }, ...(type !== "ALL" ? [{ name: LABEL[type] }] : [])]}>
      <nav className="search-tabs" aria-label="项目类型">
        <Link to="/solution" className={type === "ALL" ? "active" : undefined}>
          全部
        </Link>
        {list.types.map((t) => (
          <Link key={t.key} to={`/solution/${t.key}`} className={type === t.key ? "active" : undefined}>
            {LABEL[t.key] ?? t.key}
          </Link>
        ))}
      </nav>
      {list.records.length === 0 ? (
        <EmptyState text="该类型暂无解决方案" />
      ) : (
        <div className="card-grid" style={{ marginTop: 16 }}>
          {list.records.map((s) => (
            <div key={s.id} className="card">
              {s.coverUrl && <Cover src={s.coverUrl} width={640} height={360} className="card-cover" />}
              <span className="status-tag" style={{ alignSelf: "flex-start" }}>
                {LABEL[s.projectType] ?? s.projectType}
              </span>
              <h3>
                <Link to={`/solution/detail/${s.id}`}>{s.title}</Link>
              </h3>
              <p>{s.summary}</p>
            </div>
          ))}
        </div>
      )}
      <Pager current={list.current} pages={list.pages} href={(p) => `/solution/${type}${p > 1 ? `/${p}` : ""}`} />
    </PageFrame>
  );
}
