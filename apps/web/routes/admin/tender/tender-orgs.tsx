import { listOrgsForStaff, TENDER_PERM } from "@portal/core";
import { useState } from "react";
import { useRevalidator } from "react-router";
import { adminCall, useListNav } from "~/components/admin/api";
import { adminLoad, listQuery, requirePagePermission } from "~/components/admin/guard.server";
import { ListPager, SearchBox } from "~/components/admin/ListTools";
import { Alert } from "~/components/form/Alert";
import { Button } from "~/components/form/Button";
import { DataTable } from "~/components/form/DataTable";
import { Dialog } from "~/components/form/Dialog";
import { Tag } from "~/components/form/Tag";
import type { Route } from "./+types/tender-orgs";

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
    <Dialog
      open
      title="合并单位"
      onClose={onClose}
      footer={
        <>
          <Button onClick={onClose}>取消</Button>
          <Button variant="primary" className="ui-btn-danger-fill" loading={busy} onClick={merge}>
            确认合并
          </Button>
        </>
      }
    >
      <fieldset className="ui-fieldset merge-choices">
        <legend>选择保留的名称，其余单位并入它：</legend>
        {orgs.map((o) => (
          <label key={o.id} className="ui-check">
            <input type="radio" name="keep" value={o.id} checked={keep === o.id} onChange={() => setKeep(o.id)} />
            <span>
              {o.name}{" "}
              <span className="muted small">
                #{o.id}，出现 {activity(o)} 次
              </span>
            </span>
          </label>
        ))}
      </fieldset>
      <Alert
        type="warning"
        message="合并后，被并入单位的公告、候选记录、项目、用户关注和名称写法都转到保留的单位，原页面永久跳转过去。此操作不能撤销。"
      />
    </Dialog>
  );
}

export default function AdminTenderOrgs({ loaderData }: Route.ComponentProps) {
  const { list, filters } = loaderData;
  const go = useListNav();
  const { revalidate } = useRevalidator();
  // Chosen rows are kept across searches: the spellings of one name often need two searches.
  const [chosen, setChosen] = useState<Org[]>([]);
  const [merging, setMerging] = useState(false);
  const isChosen = (o: Org) => chosen.some((c) => c.id === o.id);
  const toggle = (o: Org, on: boolean) => setChosen(on ? [...chosen, o] : chosen.filter((c) => c.id !== o.id));
  return (
    <div className="admin-panel">
      <div className="admin-toolbar">
        <SearchBox
          label="搜索单位"
          placeholder="单位名称或写法"
          width={260}
          defaultValue={filters.keyword}
          onSearch={(v) => go({ keyword: v })}
        />
        <label className="ui-check">
          <input type="checkbox" checked={filters.merged} onChange={(e) => go({ merged: e.target.checked ? "1" : undefined })} />
          <span>显示已并入的</span>
        </label>
        <span className="spacer" />
        {chosen.length > 0 && (
          <span className="admin-chosen">
            已选：
            {chosen.map((o) => (
              <Tag key={o.id}>
                {o.name}
                <button type="button" className="ui-tag-close" aria-label={`取消选择${o.name}`} onClick={() => toggle(o, false)}>
                  ×
                </button>
              </Tag>
            ))}
          </span>
        )}
        <Button variant="primary" disabled={chosen.length < 2} onClick={() => setMerging(true)}>
          合并所选（{chosen.length}）
        </Button>
      </div>
      <DataTable
        label="招标单位"
        rowKey={(o) => o.id}
        rows={list.records}
        columns={[
          {
            title: "选择",
            key: "pick",
            width: 56,
            render: (o) => (
              <input
                type="checkbox"
                aria-label={`选择${o.name}`}
                disabled={o.mergedInto !== null}
                checked={isChosen(o)}
                onChange={(e) => toggle(o, e.target.checked)}
              />
            ),
          },
          { title: "编号", key: "id", width: 80 },
          {
            title: "名称",
            key: "name",
            render: (o) => (
              <>
                <a href={`/tender/org/${o.mergedInto ?? o.id}`} target="_blank" rel="noreferrer">
                  {o.name}
                </a>{" "}
                {o.mergedInto && <Tag>已并入 #{o.mergedInto}</Tag>}
              </>
            ),
          },
          { title: "其他写法", key: "aliases", render: (o) => (o.aliases.length ? o.aliases.join("、") : "—") },
          { title: "招标", key: "buyerCount", width: 70 },
          { title: "代理", key: "agencyCount", width: 70 },
          { title: "中标", key: "winCount", width: 70 },
          { title: "候选", key: "candidateCount", width: 70 },
          { title: "关注", key: "followers", width: 70 },
        ]}
      />
      <ListPager list={list} unit="家" />
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
