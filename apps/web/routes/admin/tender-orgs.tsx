import { listOrgsForStaff, TENDER_PERM } from "@portal/core";
import { Alert, Button, Checkbox, Input, Modal, Radio, Space, Table, Tag } from "antd";
import { useState } from "react";
import { useLocation, useNavigate, useRevalidator } from "react-router";
import type { Route } from "./+types/tender-orgs";
import { adminCall, withParams } from "./lib/api";
import { adminLoad, listQuery, requirePagePermission } from "./lib/guard.server";

/** 招标单位: find the spellings of one organisation and merge them into one. */
export async function loader(args: Route.LoaderArgs) {
  await requirePagePermission(args, TENDER_PERM.read);
  const q = listQuery(args.request);
  const filters = { keyword: q.str("keyword") ?? "", merged: q.str("merged") === "1" };
  const list = await adminLoad(args, (ctx) => listOrgsForStaff(ctx, { ...filters, current: q.current, size: q.size }));
  return { list, filters };
}

export function meta() {
  return [{ title: "招标单位 - 管理后台" }];
}

type Org = Route.ComponentProps["loaderData"]["list"]["records"][number];
const activity = (o: Org) => o.buyerCount + o.agencyCount + o.winCount + o.candidateCount;

/** Pick the organisation to keep; the others are merged into it. */
function MergeDialog({ orgs, onClose, onMerged }: { orgs: Org[]; onClose: () => void; onMerged: () => void }) {
  const [keep, setKeep] = useState(() => [...orgs].sort((a, b) => activity(b) - activity(a))[0].id);
  const [busy, setBusy] = useState(false);
  const merge = async () => {
    setBusy(true);
    const sourceIds = orgs.filter((o) => o.id !== keep).map((o) => o.id);
    const done = await adminCall("tenderOrg/merge", { targetId: keep, sourceIds }, `已合并 ${sourceIds.length} 家单位`);
    setBusy(false);
    if (done) onMerged();
  };
  return (
    <Modal
      open
      title="合并单位"
      okText="确认合并"
      cancelText="取消"
      okButtonProps={{ danger: true, loading: busy }}
      onOk={merge}
      onCancel={onClose}
    >
      <p>选择保留的名称，其余单位并入它：</p>
      <Radio.Group value={keep} onChange={(e) => setKeep(e.target.value)} className="merge-choices">
        {orgs.map((o) => (
          <Radio key={o.id} value={o.id}>
            {o.name}{" "}
            <span className="muted small">
              #{o.id}，出现 {activity(o)} 次
            </span>
          </Radio>
        ))}
      </Radio.Group>
      <Alert
        type="warning"
        showIcon
        title="合并后，被并入单位的公告、候选记录、项目、用户关注和名称写法都转到保留的单位，原页面永久跳转过去。此操作不能撤销。"
      />
    </Modal>
  );
}

export default function AdminTenderOrgs({ loaderData }: Route.ComponentProps) {
  const { list, filters } = loaderData;
  const { search } = useLocation();
  const navigate = useNavigate();
  const { revalidate } = useRevalidator();
  // Chosen rows are kept across searches: the spellings of one name often need two searches.
  const [chosen, setChosen] = useState<Org[]>([]);
  const [merging, setMerging] = useState(false);
  const go = (changes: Record<string, string | number | undefined>) => navigate(withParams(search, changes));
  return (
    <div className="admin-panel">
      <div className="admin-toolbar">
        <Input.Search
          placeholder="单位名称或写法"
          defaultValue={filters.keyword}
          allowClear
          maxLength={50}
          style={{ width: 260 }}
          onSearch={(v) => go({ keyword: v })}
          aria-label="搜索单位"
        />
        <Checkbox checked={filters.merged} onChange={(e) => go({ merged: e.target.checked ? "1" : undefined })}>
          显示已并入的
        </Checkbox>
        <span className="spacer" />
        {chosen.length > 0 && (
          <Space size={4} wrap>
            已选：
            {chosen.map((o) => (
              <Tag key={o.id} closable onClose={() => setChosen(chosen.filter((c) => c.id !== o.id))}>
                {o.name}
              </Tag>
            ))}
          </Space>
        )}
        <Button type="primary" disabled={chosen.length < 2} onClick={() => setMerging(true)}>
          合并所选（{chosen.length}）
        </Button>
      </div>
      <Table
        rowKey="id"
        size="middle"
        dataSource={list.records}
        rowSelection={{
          selectedRowKeys: chosen.map((o) => o.id),
          preserveSelectedRowKeys: true,
          getCheckboxProps: (o) => ({ disabled: o.mergedInto !== null, "aria-label": `选择${o.name}` }),
          onChange: (_, rows) => {
            const here = new Set(list.records.map((o) => o.id));
            setChosen([...chosen.filter((c) => !here.has(c.id)), ...rows.filter((o): o is Org => !!o && here.has(o.id))]);
          },
        }}
        pagination={{
          current: list.current,
          pageSize: list.size,
          total: list.total,
          showTotal: (n) => `共 ${n} 家`,
          onChange: (current, size) => go({ current, size }),
        }}
        columns={[
          { title: "编号", dataIndex: "id", width: 80 },
          {
            title: "名称",
            dataIndex: "name",
            render: (name: string, o) => (
              <Space size={4}>
                <a href={`/tender/org/${o.mergedInto ?? o.id}`} target="_blank" rel="noreferrer">
                  {name}
                </a>
                {o.mergedInto && <Tag>已并入 #{o.mergedInto}</Tag>}
              </Space>
            ),
          },
          { title: "其他写法", dataIndex: "aliases", ellipsis: true, render: (a: string[]) => (a.length ? a.join("、") : "—") },
          { title: "招标", dataIndex: "buyerCount", width: 70 },
          { title: "代理", dataIndex: "agencyCount", width: 70 },
          { title: "中标", dataIndex: "winCount", width: 70 },
          { title: "候选", dataIndex: "candidateCount", width: 70 },
          { title: "关注", dataIndex: "followers", width: 70 },
        ]}
      />
      {merging && (
        <MergeDialog
          orgs={chosen}
          onClose={() => setMerging(false)}
          onMerged={() => {
            setMerging(false);
            setChosen([]);
            void revalidate();
          }}
        />
      )}
    </div>
  );
}
