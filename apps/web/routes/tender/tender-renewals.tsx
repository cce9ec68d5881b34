import { RENEWAL_WINDOWS, renewalProvinces, upcomingRenewals } from "@portal/core";
import { regionName } from "@portal/text";
import { Link } from "~/components/Link";
import { EmptyState, PageFrame } from "~/components/PageFrame";
import { SubscribeRenewalsButton } from "~/features/tender/SubscribeRenewalsButton";
import { tenderPath } from "~/features/tender/TenderList";
import { appContext } from "~/lib/app-context";
import type { RouteHandle } from "~/lib/handle";
import { tdkMeta } from "~/lib/meta";
import { publicPageHeaders } from "~/lib/page-headers";
import { canonicalUrl, loadTenderTdk, titleWithSiteName } from "~/lib/tdk.server";
import type { Route } from "./+types/tender-renewals";

export const handle: RouteHandle = { topBar: "information", infoTab: "tender" };
export const headers = publicPageHeaders;

const PAGE_SIZE = 20;

/**
 * /tender/renewals (即将到期, issue 33 item 5): service contracts whose term ends in the next 3, 6 or 12
 * months, soonest first: the work is usually tendered again one to two months before the end.
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  const { ctx } = context.get(appContext);
  const url = new URL(request.url);
  // An address with another window or a malformed province shows the default list, not an error.
  const asked = Number(url.searchParams.get("within") ?? 6);
  const within = (RENEWAL_WINDOWS as readonly number[]).includes(asked) ? asked : 6;
  const province = /^\d{2}0000$/.test(url.searchParams.get("province") ?? "") ? (url.searchParams.get("province") as string) : undefined;
  const page = Math.min(Math.max(Number.parseInt(url.searchParams.get("page") ?? "1", 10) || 1, 1), 50);
  const [list, provinces, tdk] = await Promise.all([
    upcomingRenewals(ctx, { within, province, current: page, size: PAGE_SIZE }),
    renewalProvinces(ctx, within),
    loadTenderTdk(context),
  ]);
  tdk.title = titleWithSiteName(tdk.title, "即将到期的服务合同");
  tdk.keywords = "即将到期,服务合同到期,物业服务招标,运维服务招标,续约,重新招标预测";
  tdk.description = `未来 ${within} 个月内服务期届满的物业、保洁、运维、养护等服务合同共 ${list.total} 个：中标单位、服务期与预计到期日，到期前通常会重新招标。`;
  const href = (over: { within?: number; province?: string | null; page?: number }) => {
    const q = new URLSearchParams();
    const w = over.within ?? within;
    const p = over.province === null ? undefined : (over.province ?? province);
    if (w !== 6) q.set("within", String(w));
    if (p) q.set("province", p);
    if (over.page && over.page > 1) q.set("page", String(over.page));
    const s = q.toString();
    return s ? `/tender/renewals?${s}` : "/tender/renewals";
  };
  const pages = Math.min(50, Math.ceil(list.total / PAGE_SIZE));
  return {
    list,
    within,
    windows: RENEWAL_WINDOWS.map((w) => ({ label: `${w} 个月内`, href: href({ within: w, page: 1 }), active: w === within })),
    provinces: [
      { label: "全国", href: href({ province: null, page: 1 }), active: !province, count: undefined as number | undefined },
      ...provinces.map((p) => ({ label: p.name, href: href({ province: p.code, page: 1 }), active: p.code === province, count: p.count })),
    ],
    prev: page > 1 ? href({ page: page - 1 }) : null,
    next: page < pages ? href({ page: page + 1 }) : null,
    page,
    pages,
    province: province ? { code: province, name: regionName(province) ?? "" } : null,
    tdk,
    canonical: canonicalUrl(context, request),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => tdkMeta(loaderData);

type Option = { label: string; href: string; active: boolean; count?: number };

function FilterRow({ label, options }: { label: string; options: Option[] }) {
  return (
    <div className="filter-row">
      <span className="filter-label">{label}</span>
      <div className="filter-options">
        {options.map((o) => (
          <a key={o.href} href={o.href} className={o.active ? "active" : undefined} aria-current={o.active ? "true" : undefined}>
            {o.label}
            {!!o.count && <span className="muted"> {o.count}</span>}
          </a>
        ))}
      </div>
    </div>
  );
}

export default function TenderRenewals({ loaderData }: Route.ComponentProps) {
  const { list, within } = loaderData;
  return (
    <PageFrame
      title="即将到期的服务合同"
      crumbs={[{ name: "招标信息", path: "/tender" }, { name: "即将到期" }]}
      extra={<Link to="/tender">招标信息 →</Link>}
    >
      <p className="muted">
        物业、保洁、安保、运维、养护等服务合同在公告中写明了服务期，期满前招标人通常会重新招标。这里按中标结果的发布日期加服务期推算到期日（合同实际起始日可能稍晚），列出未来
        {within} 个月内到期的合同，最早到期的在前。
      </p>
      <div className="tender-filters">
        <FilterRow label="到期" options={loaderData.windows} />
        <FilterRow label="地区" options={loaderData.provinces} />
      </div>
      <div className="tender-count renewal-count">
        <span>
          共 <b>{list.total.toLocaleString("zh-CN")}</b> 个合同将在 {within} 个月内到期
        </span>
        {loaderData.province ? (
          <SubscribeRenewalsButton within={within} province={loaderData.province.code} provinceName={loaderData.province.name} />
        ) : (
          <span className="muted">选择地区后可订阅到期提醒</span>
        )}
      </div>
      {list.records.length === 0 ? (
        <EmptyState text="这段时间内没有到期的服务合同，换个时间范围或地区试试。" />
      ) : (
        <ul className="tender-list">
          {list.records.map((r) => (
            <li key={r.id}>
              <Link to={tenderPath(r)} className="tender-list-title">
                {r.title}
              </Link>
              <div className="tender-list-meta">
                <span className="renewal-ends">预计 {r.endsOn} 到期</span>
                <span>服务期 {r.months} 个月</span>
                {r.regionName && <span>{r.regionName}</span>}
                {r.buyer && <span>招标人：{r.buyer}</span>}
                {r.winner && <span>现服务单位：{r.winner}</span>}
                <span className="tender-list-date">中标公告 {r.awardedOn}</span>
              </div>
            </li>
          ))}
        </ul>
      )}
      {(loaderData.prev || loaderData.next) && (
        <nav className="pager" aria-label="分页">
          {loaderData.prev && <a href={loaderData.prev}>上一页</a>}
          <span>
            第 {loaderData.page} / {loaderData.pages} 页
          </span>
          {loaderData.next && <a href={loaderData.next}>下一页</a>}
        </nav>
      )}
    </PageFrame>
  );
}
