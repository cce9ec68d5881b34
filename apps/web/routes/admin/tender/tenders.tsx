import { ENGINEERING_STAGES, TENDER_STATES } from "@portal/contract";
import { getTenderForStaff, getTenderReextraction, listTendersForStaff, TENDER_PERM, tenderRegionCounts } from "@portal/core";
import { useLocation, useNavigate } from "react-router";
import { useListNav, withParams } from "~/components/admin/api";
import { adminLoad, listQuery, requirePagePermission } from "~/components/admin/guard.server";
import { DayFilter, FilterSelect, ListPager, SearchBox } from "~/components/admin/ListTools";
import { type Column, DataTable } from "~/components/form/DataTable";
import { Tag } from "~/components/form/Tag";
import { Link } from "~/components/Link";
import { ReextractPanel } from "~/features/tender/ReextractPanel";
import { STATE_TAGS } from "~/features/tender/tender-labels";
import { formatYuan } from "~/lib/money";
import { useLoadedComponent } from "~/lib/use-after-hydration";
import type { Route } from "./+types/tenders";

const DAY = /^\d{4}-\d{2}-\d{2}$/;
/** The staff list pages by number like the public one: ten pages, then narrower filters. */
const MAX_PAGES = 10;

/**
 * 招标公告: search every announcement (withdrawn ones too); `open` shows one in the drawer. Below
 * the list, how far re-extraction under new rules has got.
 */
export async function loader(args: Route.LoaderArgs) {
  await requirePagePermission(args, TENDER_PERM.read);
  const q = listQuery(args.request);
  const stage = Object.keys(ENGINEERING_STAGES).find((s) => s === q.str("stage"));
  const state = (["published", "withdrawn"] as const).find((s) => s === q.str("state"));
  const province = /^\d{2}0000$/.test(q.str("province") ?? "") ? q.str("province") : undefined;
  const day = (k: string) => (DAY.test(q.str(k) ?? "") ? q.str(k) : undefined);
  const filters = { keyword: q.str("keyword")?.slice(0, 30), stage, state, province, startDate: day("startDate"), endDate: day("endDate") };
  const open = q.int("open");
  const [list, regions, detail, reextraction] = await Promise.all([
    adminLoad(args, (ctx) => listTendersForStaff(ctx, { ...filters, current: Math.min(q.current, MAX_PAGES), size: Math.min(q.size, 50) })),
    adminLoad(args, (ctx) => tenderRegionCounts(ctx)),
    open ? adminLoad(args, (ctx) => getTenderForStaff(ctx, { id: open })) : null,
    adminLoad(args, (ctx) => getTenderReextraction(ctx)),
  ]);
  return { list, provinces: regions.map((r) => ({ value: r.code, label: r.name })), detail, filters, reextraction };
}

export function meta() {
  return [{ title: "招标公告 - 管理后台" }];
}

type Row = Route.ComponentProps["loaderData"]["list"]["records"][number];

// The drawer (antd's Drawer, Table and Descriptions) comes only when an announcement is opened.
const loadDrawer = () => import("~/features/tender/TenderDrawer").then((m) => m.TenderDrawer);

export default function AdminTenders({ loaderData }: Route.ComponentProps) {
  const { list, provinces, detail, filters, reextraction } = loaderData;
  const { search } = useLocation();
  const navigate = useNavigate();
  const go = useListNav();
  const TenderDrawer = useLoadedComponent(loadDrawer, Boolean(detail));
  // Opening and closing the drawer keeps the list's page and filters.
  const close = () => navigate(withParams(search, { open: undefined, current: new URLSearchParams(search).get("current") }));
  const columns: Column<Row>[] = [
    { title: "编号", key: "id", width: 64 },
    {
      title: "标题",
      key: "title",
      render: (r) => (
        <Link to={withParams(search, { open: r.id, current: list.current })} preventScrollReset>
          {r.title}
        </Link>
      ),
    },
    { title: "阶段", key: "stageLabel", width: 130, render: (r) => r.stageLabel ?? "—" },
    { title: "地区", key: "regionName", width: 120, render: (r) => r.regionName ?? "—" },
    {
      title: "招标人",
      key: "buyer",
      width: 180,
      render: (r) => (
        <span className="admin-ellipsis" style={{ maxWidth: 164 }} title={r.buyer ?? undefined}>
          {r.buyer ?? "—"}
        </span>
      ),
    },
    { title: "金额", key: "amountYuan", width: 110, render: (r) => formatYuan(r.amountYuan) },
    { title: "发布日期", key: "publishedOn", width: 110 },
    {
      title: "状态",
      key: "state",
      width: 130,
      render: (r) => (
        <>
          <Tag color={STATE_TAGS[r.state]?.color}>{STATE_TAGS[r.state]?.text ?? r.state}</Tag>{" "}
          {r.corrected > 0 && <Tag color="blue">已更正 {r.corrected}</Tag>}
        </>
      ),
    },
  ];
  return (
    <div className="admin-panel">
      <div className="admin-toolbar">
        <SearchBox
          label="搜索公告"
          placeholder="标题中的词"
          defaultValue={filters.keyword ?? ""}
          onSearch={(v) => go({ keyword: v.slice(0, 30) })}
        />
        <FilterSelect
          label="公告阶段"
          placeholder="全部阶段"
          width={170}
          value={filters.stage}
          options={Object.entries(ENGINEERING_STAGES).map(([value, s]) => ({ value, label: s.label }))}
          onChange={(v) => go({ stage: v })}
        />
        <FilterSelect
          label="省份"
          placeholder="全部省份"
          value={filters.province}
          options={provinces}
          onChange={(v) => go({ province: v })}
        />
        <FilterSelect
          label="状态"
          placeholder="全部状态"
          width={120}
          value={filters.state}
          options={Object.entries(TENDER_STATES).map(([value, label]) => ({ value, label }))}
          onChange={(v) => go({ state: v })}
        />
        <DayFilter label="发布日期起" value={filters.startDate} max={filters.endDate} onChange={(v) => go({ startDate: v })} />
        <span className="muted">至</span>
        <DayFilter label="发布日期止" value={filters.endDate} min={filters.startDate} onChange={(v) => go({ endDate: v })} />
      </div>
      <DataTable label="招标公告" small rowKey={(r) => r.id} rows={list.records} columns={columns} />
      <ListPager
        list={{ ...list, total: Math.min(list.total, MAX_PAGES * list.size) }}
        summary={list.total >= 10_000 ? "超过 10,000 条，仅显示前 10 页，请缩小筛选范围" : `共 ${list.total} 条`}
        sizes={[20, 50]}
      />
      <ReextractPanel data={reextraction} />
      {TenderDrawer && <TenderDrawer detail={detail} onClose={close} />}
    </div>
  );
}
