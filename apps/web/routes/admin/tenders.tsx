import { ENGINEERING_STAGES, TENDER_STATES } from "@portal/contract";
import { getTenderForStaff, listTendersForStaff, TENDER_PERM, tenderRegionCounts } from "@portal/core";
import { DatePicker, Input, Select, Table, Tag } from "antd";
import dayjs, { type Dayjs } from "dayjs";
import { useLocation, useNavigate } from "react-router";
import { Link } from "~/components/Link";
import { formatYuan } from "~/lib/money";
import type { Route } from "./+types/tenders";
import { withParams } from "./lib/api";
import { adminLoad, listQuery, requirePagePermission } from "./lib/guard.server";
import { TenderDrawer } from "./lib/TenderDrawer";
import { STATE_TAGS } from "./lib/tender-labels";

const DAY = /^\d{4}-\d{2}-\d{2}$/;
/** The staff list pages by number like the public one: ten pages, then narrower filters. */
const MAX_PAGES = 10;

/** 招标公告: search every announcement (withdrawn ones too); `open` shows one in the drawer. */
export async function loader(args: Route.LoaderArgs) {
  await requirePagePermission(args, TENDER_PERM.read);
  const q = listQuery(args.request);
  const stage = Object.keys(ENGINEERING_STAGES).find((s) => s === q.str("stage"));
  const state = (["published", "withdrawn"] as const).find((s) => s === q.str("state"));
  const province = /^\d{2}0000$/.test(q.str("province") ?? "") ? q.str("province") : undefined;
  const day = (k: string) => (DAY.test(q.str(k) ?? "") ? q.str(k) : undefined);
  const filters = { keyword: q.str("keyword")?.slice(0, 30), stage, state, province, startDate: day("startDate"), endDate: day("endDate") };
  const open = q.int("open");
  const [list, regions, detail] = await Promise.all([
    adminLoad(args, (ctx) => listTendersForStaff(ctx, { ...filters, current: Math.min(q.current, MAX_PAGES), size: Math.min(q.size, 50) })),
    adminLoad(args, (ctx) => tenderRegionCounts(ctx)),
    open ? adminLoad(args, (ctx) => getTenderForStaff(ctx, { id: open })) : null,
  ]);
  return { list, provinces: regions.map((r) => ({ value: r.code, label: r.name })), detail, filters };
}

export function meta() {
  return [{ title: "招标公告 - 管理后台" }];
}

export default function AdminTenders({ loaderData }: Route.ComponentProps) {
  const { list, provinces, detail, filters } = loaderData;
  const { search } = useLocation();
  const navigate = useNavigate();
  const go = (changes: Record<string, string | number | undefined>) => navigate(withParams(search, changes));
  // Opening and closing the drawer keeps the list's page and filters.
  const open = (id?: number) => navigate(withParams(search, { open: id, current: new URLSearchParams(search).get("current") }));
  const range = filters.startDate && filters.endDate ? ([dayjs(filters.startDate), dayjs(filters.endDate)] as [Dayjs, Dayjs]) : null;
  return (
    <div className="admin-panel">
      <div className="admin-toolbar">
        <Input.Search
          placeholder="标题中的词"
          defaultValue={filters.keyword}
          allowClear
          maxLength={30}
          style={{ width: 240 }}
          onSearch={(v) => go({ keyword: v })}
          aria-label="搜索公告"
        />
        <Select
          placeholder="全部阶段"
          allowClear
          style={{ width: 170 }}
          value={filters.stage}
          options={Object.entries(ENGINEERING_STAGES).map(([value, s]) => ({ value, label: s.label }))}
          onChange={(v) => go({ stage: v })}
          aria-label="公告阶段"
        />
        <Select
          placeholder="全部省份"
          allowClear
          showSearch={{ optionFilterProp: "label" }}
          style={{ width: 140 }}
          value={filters.province}
          options={provinces}
          onChange={(v) => go({ province: v })}
          aria-label="省份"
        />
        <Select
          placeholder="全部状态"
          allowClear
          style={{ width: 120 }}
          value={filters.state}
          options={Object.entries(TENDER_STATES).map(([value, label]) => ({ value, label }))}
          onChange={(v) => go({ state: v })}
          aria-label="状态"
        />
        <DatePicker.RangePicker
          value={range}
          placeholder={["发布日期起", "发布日期止"]}
          onChange={(v) => go({ startDate: v?.[0]?.format("YYYY-MM-DD"), endDate: v?.[1]?.format("YYYY-MM-DD") })}
        />
      </div>
      <Table
        rowKey="id"
        size="middle"
        dataSource={list.records}
        pagination={{
          current: list.current,
          pageSize: list.size,
          total: Math.min(list.total, MAX_PAGES * list.size),
          showSizeChanger: true,
          pageSizeOptions: [20, 50],
          showTotal: () => (list.total >= 10_000 ? "超过 10,000 条，仅显示前 10 页，请缩小筛选范围" : `共 ${list.total} 条`),
          onChange: (current, size) => go({ current, size }),
        }}
        columns={[
          { title: "编号", dataIndex: "id", width: 80 },
          {
            title: "标题",
            dataIndex: "title",
            render: (t: string, r) => (
              <Link to={withParams(search, { open: r.id, current: list.current })} preventScrollReset>
                {t}
              </Link>
            ),
          },
          { title: "阶段", dataIndex: "stageLabel", width: 150, render: (v: string | null) => v ?? "—" },
          { title: "地区", dataIndex: "regionName", width: 130, render: (v: string | null) => v ?? "—" },
          { title: "招标人", dataIndex: "buyer", width: 200, ellipsis: true, render: (v: string | null) => v ?? "—" },
          { title: "金额", dataIndex: "amountYuan", width: 110, render: (v: number | null) => formatYuan(v) },
          { title: "发布日期", dataIndex: "publishedOn", width: 110 },
          {
            title: "状态",
            dataIndex: "state",
            width: 160,
            render: (s: string, r) => (
              <>
                <Tag color={STATE_TAGS[s]?.color}>{STATE_TAGS[s]?.text ?? s}</Tag>
                {r.corrected > 0 && <Tag color="blue">已更正 {r.corrected}</Tag>}
              </>
            ),
          },
        ]}
      />
      <TenderDrawer detail={detail} onClose={() => open(undefined)} />
    </div>
  );
}
