import { adminStaffListPaged } from "@portal/core";
import { type FormEvent, useState } from "react";
import { useRevalidator } from "react-router";
import { adminCall, useListNav } from "~/components/admin/api";
import { adminLoad, listQuery } from "~/components/admin/guard.server";
import { FilterSelect, ListPager, RowActions, SearchBox } from "~/components/admin/ListTools";
import { Button } from "~/components/form/Button";
import { CheckboxGroup } from "~/components/form/ChoiceFields";
import { type Column, DataTable } from "~/components/form/DataTable";
import { Dialog } from "~/components/form/Dialog";
import { Tag } from "~/components/form/Tag";
import { TextField } from "~/components/form/TextField";
import { maxLength, pattern, required, useForm } from "~/components/form/use-form";
import { confirmDialog } from "~/lib/confirm";
import type { Route } from "./+types/staff";

export async function loader(args: Route.LoaderArgs) {
  const q = listQuery(args.request);
  const role = q.str("role");
  const list = await adminLoad(args, (ctx) =>
    adminStaffListPaged(ctx, { current: q.current, size: q.size, keyword: q.str("keyword"), role }),
  );
  return { list, filters: { keyword: q.str("keyword") ?? "", role } };
}

export function meta() {
  return [{ title: "工作人员 - 管理后台" }];
}

const ROLES = [
  { value: "admin", label: "管理员" },
  { value: "editor", label: "编辑" },
  { value: "operator", label: "运营" },
];
const roleName = (r: string) => ROLES.find((x) => x.value === r)?.label ?? r;
const NO_ROLE = "至少选择一个角色";

type Row = Route.ComponentProps["loaderData"]["list"]["records"][number];

/** Staff accounts and their roles; the last administrator cannot lose the role. */
export default function AdminStaff({ loaderData }: Route.ComponentProps) {
  const { list, filters } = loaderData;
  const go = useListNav();
  const { revalidate } = useRevalidator();
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<{ id: string; roles: string[] } | null>(null);
  const done = async (ok: unknown) => {
    if (!ok) return;
    setAdding(false);
    setEditing(null);
    await revalidate();
  };
  const disable = async (id: string) => {
    const yes = await confirmDialog({ title: "停用后立即退出登录并收回全部角色，确定吗？", okText: "停用", danger: true });
    if (yes) await done(await adminCall("staff/disable", { userId: id }, "已停用"));
  };
  const columns: Column<Row>[] = [
    { title: "姓名", key: "realname" },
    { title: "手机号", key: "phone", render: (r) => r.phone ?? "—" },
    {
      title: "角色",
      key: "roles",
      render: (r) => (
        <RowActions>
          {r.roles.map((role) => (
            <Tag key={role}>{roleName(role)}</Tag>
          ))}
        </RowActions>
      ),
    },
    { title: "添加时间", key: "createdAt", width: 170 },
    {
      title: "操作",
      key: "actions",
      width: 160,
      render: (r) => (
        <RowActions>
          <Button variant="link" size="small" onClick={() => setEditing({ id: r.id, roles: r.roles })}>
            改角色
          </Button>
          <Button variant="link" size="small" className="ui-btn-danger" onClick={() => void disable(r.id)}>
            停用
          </Button>
        </RowActions>
      ),
    },
  ];
  return (
    <div className="admin-panel">
      <div className="admin-toolbar">
        <SearchBox
          label="搜索工作人员"
          placeholder="姓名或手机号"
          width={220}
          defaultValue={filters.keyword}
          onSearch={(v) => go({ keyword: v })}
        />
        <FilterSelect label="角色" placeholder="全部角色" value={filters.role} options={ROLES} onChange={(v) => go({ role: v })} />
        <span className="spacer" />
        <Button variant="primary" onClick={() => setAdding(true)}>
          添加工作人员
        </Button>
      </div>
      <DataTable label="工作人员" rowKey={(r) => r.id} rows={list.records} columns={columns} />
      <ListPager list={list} unit="人" />
      <Dialog title="添加工作人员" open={adding} onClose={() => setAdding(false)}>
        <AddStaffForm onDone={done} />
      </Dialog>
      <Dialog title="修改角色" open={Boolean(editing)} onClose={() => setEditing(null)}>
        {editing && <RolesForm staff={editing} onDone={done} />}
      </Dialog>
    </div>
  );
}

/** The roles as checkboxes, with "至少选择一个角色" once none is left or the form is sent without one. */
function useRolesField(initial: string[]) {
  const [roles, setRoles] = useState(initial);
  const [error, setError] = useState<string>();
  const field = (
    <CheckboxGroup
      label="角色"
      options={ROLES}
      value={roles}
      error={error}
      onChange={(next) => {
        setRoles(next);
        setError(next.length ? undefined : NO_ROLE);
      }}
    />
  );
  const check = () => {
    if (!roles.length) setError(NO_ROLE);
    return roles.length > 0;
  };
  return { roles, field, check };
}

function AddStaffForm({ onDone }: { onDone: (ok: unknown) => Promise<void> }) {
  const roles = useRolesField([]);
  const [busy, setBusy] = useState(false);
  const form = useForm(
    { phone: "", realname: "" },
    {
      phone: [required("请输入手机号"), pattern(/^1[3-9]\d{9}$/, "请输入正确的手机号")],
      realname: [required("请输入姓名"), maxLength(20, "姓名不能超过 20 个字")],
    },
  );
  const send = form.submit(async (v) => {
    if (!roles.roles.length) return;
    setBusy(true);
    await onDone(await adminCall("staff/create", { phone: v.phone, realname: v.realname.trim(), roles: roles.roles }, "已添加"));
    setBusy(false);
  });
  // Every message at once: the roles' too, not only once the text fields are right.
  const submit = (e: FormEvent) => {
    roles.check();
    send(e);
  };
  return (
    <form onSubmit={submit} noValidate>
      <TextField
        label="手机号"
        maxLength={11}
        inputMode="numeric"
        extra="已注册的手机号直接授予角色；未注册的由本人用短信验证码登录"
        {...form.text("phone")}
      />
      <TextField label="姓名" maxLength={20} {...form.text("realname")} />
      {roles.field}
      <Button type="submit" variant="primary" loading={busy}>
        添加
      </Button>
    </form>
  );
}

function RolesForm({ staff, onDone }: { staff: { id: string; roles: string[] }; onDone: (ok: unknown) => Promise<void> }) {
  const roles = useRolesField(staff.roles);
  const [busy, setBusy] = useState(false);
  return (
    <form
      noValidate
      onSubmit={async (e) => {
        e.preventDefault();
        if (!roles.check()) return;
        setBusy(true);
        await onDone(await adminCall("staff/updateRoles", { userId: staff.id, roles: roles.roles }, "角色已修改"));
        setBusy(false);
      }}
    >
      {roles.field}
      <Button type="submit" variant="primary" loading={busy}>
        保存
      </Button>
    </form>
  );
}
