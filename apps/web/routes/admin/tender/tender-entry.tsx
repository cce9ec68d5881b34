import { ENGINEERING_STAGES, TENDER_CATEGORIES } from "@portal/contract";
import { TENDER_PERM } from "@portal/core";
import { useState } from "react";
import { adminCall } from "~/components/admin/api";
import { requirePagePermission } from "~/components/admin/guard.server";
import { Alert } from "~/components/form/Alert";
import { Button } from "~/components/form/Button";
import { NativeSelect, SelectField, TextAreaField } from "~/components/form/ChoiceFields";
import { FieldFrame, TextField } from "~/components/form/TextField";
import { maxLength, pattern, type Rule, required, useForm } from "~/components/form/use-form";
import { Link } from "~/components/Link";
import { regions } from "~/features/accounts/center.server";
import type { Route } from "./+types/tender-entry";

/** 手工录入: a notice no crawler brings (a paper notice, a site without a feed), typed or pasted by staff. */
export async function loader(args: Route.LoaderArgs) {
  await requirePagePermission(args, TENDER_PERM.write);
  return { regions: regions() };
}

export function meta() {
  return [{ title: "手工录入招标信息 - 管理后台" }];
}

const STAGES = Object.entries(ENGINEERING_STAGES).map(([value, s]) => ({ value, label: s.label }));
const CATEGORIES = Object.entries(TENDER_CATEGORIES).map(([value, label]) => ({ value, label }));

const EMPTY = {
  title: "",
  stage: "",
  category: "ENGINEERING",
  province: "",
  city: "",
  buyer: "",
  agency: "",
  budgetWan: "",
  bidDeadline: "",
  openTime: "",
  sourceUrl: "",
  text: "",
};
type Values = typeof EMPTY;

const org = (label: string): Rule<Values>[] => [
  (v) => (typeof v === "string" && v.trim() && v.trim().length < 2 ? `${label}至少 2 个字` : undefined),
  maxLength(100, `${label}不能超过 100 个字`),
];
const RULES = {
  title: [required("请输入标题"), maxLength(200, "标题不能超过 200 个字")],
  buyer: org("招标人"),
  agency: org("代理机构"),
  budgetWan: [pattern(/^\d{1,9}(\.\d{1,6})?$/, "预算金额应为数字（万元），如 345.67")],
  sourceUrl: [required("请输入原文链接"), pattern(/^https?:\/\/[^\s]+\.[^\s]+$/, "原文链接应以 http:// 或 https:// 开头")],
  text: [required("请粘贴公告正文"), maxLength(200_000, "正文不能超过 20 万字")],
} satisfies Partial<Record<keyof Values, Rule<Values>[]>>;

/** "2026-12-01T09:30" (the browser's picker) → "2026-12-01 09:30" (what the field holds). */
const minute = (v: string) => v.replace("T", " ").slice(0, 16);
/** 万元 typed, 元 stored: whole 元, without the float's 0.0000001. */
const wanToYuan = (wan: string) => Math.round(Number(wan) * 10_000);

export default function AdminTenderEntry({ loaderData }: Route.ComponentProps) {
  const { regions: provinces } = loaderData;
  const [busy, setBusy] = useState(false);
  const [saved, setSaved] = useState<{ id: number; title: string } | null>(null);
  const form = useForm<Values>(EMPTY, RULES);
  const cities = provinces.find((p) => p.value === form.values.province)?.children ?? [];
  const submit = form.submit(async (v) => {
    const fields: Record<string, string | number> = {};
    if (v.stage) fields.stage = v.stage;
    if (v.category) fields.category = v.category;
    if (v.city || v.province) fields.region_code = v.city || v.province;
    if (v.buyer.trim()) fields.buyer = v.buyer.trim();
    if (v.agency.trim()) fields.agency = v.agency.trim();
    if (v.budgetWan) fields.budget_yuan = wanToYuan(v.budgetWan);
    if (v.bidDeadline) fields.bid_deadline = minute(v.bidDeadline);
    if (v.openTime) fields.open_time = minute(v.openTime);
    setBusy(true);
    const r = await adminCall<{ id: number }>(
      "tender/enter",
      { title: v.title.trim(), text: v.text.trim(), sourceUrl: v.sourceUrl.trim(), fields },
      "已保存，未填写的字段已从正文中识别",
    );
    setBusy(false);
    if (r) setSaved({ id: r.id, title: v.title.trim() });
  });
  if (saved)
    return (
      <div className="admin-panel">
        <Alert type="success" message={`已录入：${saved.title}`} />
        <p className="admin-actions admin-entry-done">
          <a href={`/tenderDetails/${saved.id}`} target="_blank" rel="noreferrer">
            前台查看公告
          </a>
          <Link to={`/admin/tenders?open=${saved.id}`}>在后台核对字段</Link>
          <Button variant="link" onClick={() => setSaved(null)}>
            继续录入
          </Button>
        </p>
      </div>
    );
  return (
    <div className="admin-panel admin-form-page">
      <Alert
        type="info"
        className="admin-notice"
        message="录入采集不到的公告（纸质公告、没有采集来源的网站）。填写的字段优先；留空的字段保存时从正文中自动识别。"
      />
      <form onSubmit={submit} noValidate className="admin-entry-form">
        <TextField label="标题" maxLength={200} {...form.text("title")} />
        <div className="admin-form-row">
          <SelectField label="公告阶段" placeholder="从正文识别" options={STAGES} {...form.text("stage")} />
          <SelectField label="信息类别" options={CATEGORIES} {...form.text("category")} />
        </div>
        <FieldFrame id="entry-region" label="地区" messages={false}>
          <div className="ui-row">
            <NativeSelect
              id="entry-region"
              aria-label="省份"
              placeholder="从正文识别"
              value={form.values.province}
              options={provinces}
              onChange={(v) => {
                form.set("province", v);
                form.set("city", "");
              }}
            />
            <NativeSelect
              aria-label="城市"
              placeholder={form.values.province ? "全省" : "先选省份"}
              disabled={!form.values.province}
              value={form.values.city}
              options={cities}
              onChange={(v) => form.set("city", v)}
            />
          </div>
        </FieldFrame>
        <div className="admin-form-row">
          <TextField label="招标人" maxLength={100} placeholder="从正文识别" {...form.text("buyer")} />
          <TextField label="代理机构" maxLength={100} placeholder="从正文识别" {...form.text("agency")} />
        </div>
        <div className="admin-form-row">
          <TextField label="预算金额（万元）" inputMode="decimal" maxLength={16} placeholder="如 345.67" {...form.text("budgetWan")} />
          <TextField label="投标截止时间" type="datetime-local" {...form.text("bidDeadline")} />
          <TextField label="开标时间" type="datetime-local" {...form.text("openTime")} />
        </div>
        <TextField label="原文链接" maxLength={2000} placeholder="https://" extra="同一链接只能录入一次" {...form.text("sourceUrl")} />
        <TextAreaField label="公告正文" minRows={10} maxRows={24} placeholder="把公告全文粘贴到这里" {...form.text("text")} />
        <Button type="submit" variant="primary" loading={busy}>
          保存
        </Button>
      </form>
    </div>
  );
}
