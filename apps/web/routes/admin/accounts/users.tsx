import { USER_STATES } from "@portal/contract";
import { adminUserListPaged } from "@portal/core";
import { useState } from "react";
import { useRevalidator } from "react-router";
import { adminCall, useListNav } from "~/components/admin/api";
import { adminLoad, listQuery } from "~/components/admin/guard.server";
import { FilterSelect, ListPager, RowActions, SearchBox } from "~/components/admin/ListTools";
import { Button } from "~/components/form/Button";
import { SelectField, TextAreaField } from "~/components/form/ChoiceFields";
import { type Column, DataTable } from "~/components/form/DataTable";
import { DialogForm } from "~/components/form/DialogForm";
import { Tag } from "~/components/form/Tag";
import { TextField } from "~/components/form/TextField";
import { intBetween, maxLength, required, useForm } from "~/components/form/use-form";
import { confirmDialog } from "~/lib/confirm";
import type { Route } from "./+types/users";

/** 用户管理: find an account from what a support call gives, and act on it. */
export async function loader(args: Route.LoaderArgs) {
  const q = listQuery(args.request);
  const status = Object.keys(USER_STATES).find((s) => s === q.str("status"));
  const keyword = q.str("keyword");
  const list = await adminLoad(args, (ctx) => adminUserListPaged(ctx, { current: q.current, size: q.size, keyword, status }));
  return { list, filters: { keyword: keyword ?? "", status } };
}

export function meta() {
  return [{ title: "用户管理 - 管理后台" }];
}

type Row = Route.ComponentProps["loaderData"]["list"]["records"][number];

const STATE_COLORS: Record<string, string> = { active: "green", disabled: "red", deleting: "orange" };
const ROLE_NAMES: Record<string, string> = { admin: "管理员", editor: "编辑", operator: "运营" };
const PLANS = [
  { value: "MEMBER", label: "会员" },
  { value: "ENTERPRISE", label: "企业版" },
];
const who = (r: Row) => r.realname || r.maskedPhone || r.account || "该用户";

export default function AdminUsers({ loaderData }: Route.ComponentProps) {
  const { list, filters } = loaderData;
  const go = useListNav();
  const { revalidate } = useRevalidator();
  const [disabling, setDisabling] = useState<Row | null>(null);
  const [granting, setGranting] = useState<Row | null>(null);
  const done = async (ok: unknown) => {
    if (!ok) return;
    setDisabling(null);
    setGranting(null);
    await revalidate();
  };
  const enable = async (r: Row) => {
    if (await confirmDialog({ title: `启用 ${who(r)} 的账号？启用后可以重新登录。`, okText: "启用" }))
      await done(await adminCall("users/enable", { userId: r.id }, "已启用"));
  };
  const resetSecondFactor = async (r: Row) => {
    const yes = await confirmDialog({
      title: `重置 ${who(r)} 的二次验证？`,
      content: "已记住的设备全部失效，下次登录时重新用短信或邮件验证。",
      okText: "重置",
      danger: true,
    });
    if (yes) await done(await adminCall(`users/${r.id}/second-factor/reset`, {}, "已重置二次验证"));
  };
  const columns: Column<Row>[] = [
    {
      title: "用户",
      key: "realname",
      render: (r) => (
        <span title={`用户编号 ${r.id}`}>
          {r.realname || "（未填姓名）"}
          {r.roles.map((role) => (
            <Tag key={role} color="blue">
              {ROLE_NAMES[role] ?? role}
            </Tag>
          ))}
        </span>
      ),
    },
    { title: "手机号", key: "maskedPhone", width: 130, render: (r) => r.maskedPhone ?? r.account ?? "—" },
    { title: "所属机构", key: "orgs", render: (r) => (r.orgs.length ? r.orgs.join("、") : "—") },
    { title: "注册日期", key: "registeredOn", width: 110 },
    {
      title: "状态",
      key: "status",
      width: 110,
      render: (r) => <Tag color={STATE_COLORS[r.status] ?? "default"}>{r.statusText}</Tag>,
    },
    {
      title: "会员",
      key: "plan",
      width: 170,
      render: (r) =>
        r.plan === "FREE" ? (
          r.planName
        ) : (
          <span title={r.planCompany ? `来自机构：${r.planCompany}` : undefined}>
            {r.planName}，{r.planEndsOn} 到期
          </span>
        ),
    },
    { title: "最近登录", key: "lastLoginAt", width: 140, render: (r) => r.lastLoginAt ?? "从未登录" },
    {
      title: "操作",
      key: "actions",
      width: 250,
      render: (r) => (
        <RowActions>
          {r.status === "disabled" ? (
            <Button variant="link" size="small" onClick={() => void enable(r)}>
              启用
            </Button>
          ) : (
            <Button variant="link" size="small" className="ui-btn-danger" onClick={() => setDisabling(r)}>
              停用
            </Button>
          )}
          <Button variant="link" size="small" onClick={() => void resetSecondFactor(r)}>
            重置二次验证
          </Button>
          {r.status === "active" && (
            <Button variant="link" size="small" onClick={() => setGranting(r)}>
              赠送会员
            </Button>
          )}
        </RowActions>
      ),
    },
  ];
  return (
    <div className="admin-panel">
      <div className="admin-toolbar">
        <SearchBox
          label="查找用户"
          placeholder="手机号（或后 4 位）、姓名、用户编号、机构"
          width={340}
          defaultValue={filters.keyword}
          onSearch={(v) => go({ keyword: v })}
        />
        <FilterSelect
          label="状态"
          placeholder="全部状态"
          value={filters.status}
          options={Object.entries(USER_STATES).map(([value, label]) => ({ value, label }))}
          onChange={(v) => go({ status: v })}
        />
      </div>
      <DataTable label="用户" rowKey={(r) => r.id} rows={list.records} columns={columns} />
      <ListPager list={list} unit="人" />
      {disabling && <DisableForm row={disabling} onClose={() => setDisabling(null)} onDone={done} />}
      {granting && <GrantForm row={granting} onClose={() => setGranting(null)} onDone={done} />}
    </div>
  );
}

type FormProps = { row: Row; onClose: () => void; onDone: (ok: unknown) => Promise<void> };

const reasonRules = [required("请填写原因"), maxLength(200, "原因不能超过 200 个字")];

/** 停用 asks why: the reason goes to the audit log with the change. */
function DisableForm({ row, onClose, onDone }: FormProps) {
  const [busy, setBusy] = useState(false);
  const form = useForm({ reason: "" }, { reason: reasonRules });
  const submit = form.submit(async (v) => {
    setBusy(true);
    await onDone(await adminCall("users/disable", { userId: row.id, reason: v.reason.trim() }, "已停用，该用户已被退出登录"));
    setBusy(false);
  });
  return (
    <DialogForm title={`停用 ${who(row)}`} onClose={onClose} onSubmit={submit} busy={busy} submitText="停用">
      <p className="muted">停用后该用户立即退出全部设备，且无法再登录，直到重新启用。</p>
      <TextAreaField label="停用原因" maxLength={200} extra="记入操作日志" {...form.text("reason")} />
    </DialogForm>
  );
}

/** 赠送会员: a plan for some days, the same membership a purchase gives, without an order. */
function GrantForm({ row, onClose, onDone }: FormProps) {
  const [busy, setBusy] = useState(false);
  const form = useForm(
    { plan: "MEMBER", days: "30", reason: "" },
    { days: [required("请填写天数"), intBetween(1, 3660, "天数应为 1 至 3660 的整数")], reason: reasonRules },
  );
  const submit = form.submit(async (v) => {
    setBusy(true);
    const body = { userId: row.id, plan: v.plan, days: Number(v.days), reason: v.reason.trim() };
    await onDone(await adminCall("users/grantMembership", body, "已赠送"));
    setBusy(false);
  });
  return (
    <DialogForm title={`赠送会员给 ${who(row)}`} onClose={onClose} onSubmit={submit} busy={busy} submitText="赠送">
      <SelectField label="会员等级" options={PLANS} {...form.text("plan")} />
      <TextField label="天数" inputMode="numeric" maxLength={4} extra="接在同等级会员到期之后；不生成订单" {...form.text("days")} />
      <TextAreaField label="赠送原因" maxLength={200} extra="记入操作日志" {...form.text("reason")} />
    </DialogForm>
  );
}
