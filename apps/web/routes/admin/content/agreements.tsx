import { adminAgreementDraft } from "@portal/core";
import { useState } from "react";
import { useRevalidator } from "react-router";
import { adminCall } from "~/components/admin/api";
import { adminLoad } from "~/components/admin/guard.server";
import { RichEditor } from "~/components/admin/LazyRichEditor";
import { Button } from "~/components/form/Button";
import { Card } from "~/components/form/Card";
import { FieldFrame, TextField } from "~/components/form/TextField";
import { maxLength, pattern, required, useForm } from "~/components/form/use-form";
import type { Route } from "./+types/agreements";

const KINDS = [
  { kind: "service", label: "用户服务协议" },
  { kind: "privacy", label: "隐私政策" },
] as const;

/** The user agreement and the privacy policy: each save is a new version; the old text stays in the audit log. */
export async function loader(args: Route.LoaderArgs) {
  return adminLoad(args, async (ctx) => {
    // A missing text is null ("none yet"); a missing permission or a failure reaches adminLoad.
    return { service: await adminAgreementDraft(ctx, "service"), privacy: await adminAgreementDraft(ctx, "privacy") };
  });
}

export function meta() {
  return [{ title: "协议 - 管理后台" }];
}

type Agreement = Route.ComponentProps["loaderData"]["service"];

/** One agreement's next version: title, version, the day it takes effect and the text. */
function AgreementForm({ kind, label, current }: { kind: string; label: string; current: Agreement }) {
  const { revalidate } = useRevalidator();
  const [busy, setBusy] = useState(false);
  const form = useForm(
    {
      title: current?.title ?? label,
      version: current?.version ?? "",
      effectiveDate: current?.effectiveDate ?? "",
      content: current?.content ?? "",
    },
    {
      title: [required("请输入标题"), maxLength(50, "不能超过 50 个字")],
      version: [required("请输入版本号"), maxLength(20, "不能超过 20 个字")],
      effectiveDate: [required("请选择生效日期"), pattern(/^\d{4}-\d{2}-\d{2}$/, "日期格式应为 YYYY-MM-DD")],
      content: [(v) => (typeof v === "string" && v.replace(/<[^>]*>/g, "").trim() ? undefined : "请输入正文")],
    },
  );
  const submit = form.submit(async (v) => {
    setBusy(true);
    const ok = await adminCall(
      "agreement/save",
      { kind, title: v.title.trim(), version: v.version.trim(), effectiveDate: v.effectiveDate, content: v.content },
      `${label}已保存`,
    );
    setBusy(false);
    if (ok) await revalidate();
  });
  const content = form.text("content");
  return (
    <form onSubmit={submit} noValidate>
      <div className="form-row">
        <TextField label="标题" maxLength={50} {...form.text("title")} />
        <TextField label="版本号" maxLength={20} {...form.text("version")} />
        <TextField label="生效日期" type="date" {...form.text("effectiveDate")} />
      </div>
      <FieldFrame label="正文" error={content.error}>
        <RichEditor value={content.value} onChange={(html) => form.set("content", html)} />
      </FieldFrame>
      <Button type="submit" variant="primary" loading={busy}>
        保存新版本
      </Button>
    </form>
  );
}

// Built on our own fields (issue 15): antd's Form cost this page ~100 KB gzip of script.
export default function AdminAgreements({ loaderData }: Route.ComponentProps) {
  return (
    <div className="admin-stack">
      {KINDS.map(({ kind, label }) => {
        const current = loaderData[kind];
        return (
          <Card key={kind} title={label} extra={current ? `当前版本 ${current.version}，${current.effectiveDate} 生效` : "尚未发布"}>
            <AgreementForm key={current?.version ?? "none"} kind={kind} label={label} current={current} />
          </Card>
        );
      })}
    </div>
  );
}
