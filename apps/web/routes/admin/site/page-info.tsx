import { adminPageInfoListPaged } from "@portal/core";
import { useState } from "react";
import { useRevalidator } from "react-router";
import { adminCall, useListNav } from "~/components/admin/api";
import { adminLoad, listQuery } from "~/components/admin/guard.server";
import { ListPager, SearchBox } from "~/components/admin/ListTools";
import { Button } from "~/components/form/Button";
import { TextAreaField } from "~/components/form/ChoiceFields";
import { DataTable } from "~/components/form/DataTable";
import { Dialog } from "~/components/form/Dialog";
import { TextField } from "~/components/form/TextField";
import { maxLength, pattern, required, useForm } from "~/components/form/use-form";
import type { Route } from "./+types/page-info";

export async function loader(args: Route.LoaderArgs) {
  const q = listQuery(args.request);
  const list = await adminLoad(args, (ctx) => adminPageInfoListPaged(ctx, { current: q.current, size: q.size, keyword: q.str("keyword") }));
  return { list, keyword: q.str("keyword") ?? "" };
}

export function meta() {
  return [{ title: "页面 TDK - 管理后台" }];
}

type Row = Route.ComponentProps["loaderData"]["list"]["records"][number];
const HELP =
  "占位符：{companyName} {title} {columnName} {parentColumnName} {tagName} {productName} {regionName} {infoType} {bizType}；值为空时连同分隔符一起去掉。";

/** Title / keywords / description templates per page (page-default applies where a page has none). */
export default function AdminPageInfo({ loaderData }: Route.ComponentProps) {
  const { list, keyword } = loaderData;
  const go = useListNav();
  const { revalidate } = useRevalidator();
  const [editing, setEditing] = useState<Partial<Row> | null>(null);
  return (
    <div className="admin-panel">
      <div className="admin-toolbar">
        <SearchBox label="搜索页面模板" placeholder="页面名称或标题" defaultValue={keyword} onSearch={(v) => go({ keyword: v })} />
        <span className="spacer" />
        <Button variant="primary" onClick={() => setEditing({})}>
          新增页面模板
        </Button>
      </div>
      <DataTable
        label="页面模板"
        rowKey={(r) => r.name}
        rows={list.records}
        columns={[
          { title: "页面", key: "name", width: 200 },
          { title: "标题模板", key: "title" },
          { title: "关键词模板", key: "keyword", render: (r) => r.keyword ?? "—" },
          { title: "修改时间", key: "updatedAt", width: 170 },
          {
            title: "操作",
            key: "actions",
            width: 80,
            render: (r) => (
              <Button variant="link" size="small" onClick={() => setEditing(r)}>
                编辑
              </Button>
            ),
          },
        ]}
      />
      <ListPager list={list} unit="个" />
      <Dialog
        title={editing?.name ? `编辑 ${editing.name}` : "新增页面模板"}
        open={Boolean(editing)}
        onClose={() => setEditing(null)}
        width={640}
      >
        {editing && (
          <TemplateForm
            template={editing}
            onSaved={async () => {
              setEditing(null);
              await revalidate();
            }}
          />
        )}
      </Dialog>
    </div>
  );
}

function TemplateForm({ template, onSaved }: { template: Partial<Row>; onSaved: () => Promise<void> }) {
  const [busy, setBusy] = useState(false);
  const form = useForm(
    {
      name: template.name ?? "",
      title: template.title ?? "",
      keyword: template.keyword ?? "",
      description: template.description ?? "",
    },
    {
      name: [required("请输入页面名称"), pattern(/^page-[A-Za-z0-9]{1,40}$/, "页面名称须形如 page-newsDetail")],
      title: [required("请输入标题模板"), maxLength(200, "不能超过 200 个字")],
      keyword: [maxLength(300, "不能超过 300 个字")],
      description: [maxLength(500, "不能超过 500 个字")],
    },
  );
  const save = form.submit(async (v) => {
    setBusy(true);
    const ok = await adminCall("pageInfo/update", v, "模板已保存");
    setBusy(false);
    if (ok) await onSaved();
  });
  return (
    <form onSubmit={save} noValidate>
      <p className="muted">{HELP}</p>
      <TextField label="页面名称" maxLength={46} disabled={Boolean(template.name)} {...form.text("name")} />
      <TextField label="标题模板" maxLength={200} {...form.text("title")} />
      <TextField label="关键词模板" maxLength={300} {...form.text("keyword")} />
      <TextAreaField label="描述模板" maxLength={500} {...form.text("description")} />
      <Button type="submit" variant="primary" loading={busy}>
        保存
      </Button>
    </form>
  );
}
