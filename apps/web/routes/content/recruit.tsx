import { jobCities, jobListPaged } from "@portal/core";
import { Link } from "~/components/Link";
import { EmptyState, PageFrame } from "~/components/PageFrame";
import { Pager } from "~/components/Pager";
import { appContext } from "~/lib/app-context";
import { tdkMeta } from "~/lib/meta";
import { publicPageHeaders } from "~/lib/page-headers";
import { canonicalUrl, loadTdk } from "~/lib/tdk.server";
import type { Route } from "./+types/recruit";

/** /recruit?city=武汉&page=2 */
/** The same for every anonymous visitor: may be served from the page cache. */
export const headers = publicPageHeaders;
export async function loader({ context, request }: Route.LoaderArgs) {
  const { ctx } = context.get(appContext);
  const q = new URL(request.url).searchParams;
  const city = (q.get("city") ?? "").trim().slice(0, 20);
  const page = Math.min(1000, Math.max(1, Number.parseInt(q.get("page") ?? "1", 10) || 1));
  const [cities, jobs] = await Promise.all([jobCities(ctx), jobListPaged(ctx, { city: city || undefined, current: page, size: 10 })]);
  return {
    city,
    cities,
    jobs,
    tdk: await loadTdk(context, "page-recruit", { title: "加入我们" }),
    canonical: canonicalUrl(context, request),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => tdkMeta(loaderData);

export default function RecruitPage({ loaderData }: Route.ComponentProps) {
  const { city, cities, jobs } = loaderData;
  const href = (c: string, p = 1) => {
    const params = new URLSearchParams();
    if (c) params.set("city", c);
    if (p > 1) params.set("page", String(p));
    const s = params.toString();
    return s ? `/recruit?${s}` : "/recruit";
  };
  return (
    <PageFrame title="加入我们">
      <p>
        我们是一支懂工程、也懂软件的团队，致力于用数字化手段让工程项目管理更简单。欢迎对工程建设数字化感兴趣的你加入。简历请投递至
        hr@zhuxin-demo.cn，邮件标题注明“应聘岗位 + 城市”。
      </p>
      <nav className="search-tabs" aria-label="工作城市" style={{ margin: "16px 0" }}>
        <Link to={href("")} className={city ? undefined : "active"}>
          全部城市
        </Link>
        {cities.map((c) => (
          <Link key={c.city} to={href(c.city)} className={city === c.city ? "active" : undefined}>
            {c.city} {c.count}
          </Link>
        ))}
      </nav>
      {jobs.records.length === 0 && <EmptyState text="暂无招聘岗位" />}
      {jobs.records.map((j) => (
        <section key={j.id} className="job-item">
          <h3>
            {j.title} <span className="status-tag">{j.salary ?? "面议"}</span>
          </h3>
          <div className="doc-list-meta">
            <span>{j.city}</span>
            <span>{j.department}</span>
            <span>招聘 {j.headcount} 人</span>
            {j.education && <span>{j.education}</span>}
            {j.experience && <span>经验 {j.experience}</span>}
            <span>发布于 {j.releaseDate}</span>
          </div>
          <div className="job-cols">
            <div>
              <strong>岗位职责</strong>
              <ul>
                {j.duty.map((d) => (
                  <li key={d}>{d}</li>
                ))}
              </ul>
            </div>
            <div>
              <strong>任职要求</strong>
              <ul>
                {j.requirement.map((d) => (
                  <li key={d}>{d}</li>
                ))}
              </ul>
            </div>
          </div>
        </section>
      ))}
      <Pager current={jobs.current} pages={jobs.pages} href={(p) => href(city, p)} />
    </PageFrame>
  );
}
