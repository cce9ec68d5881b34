import { adminPointRulesGet, adminSettingsGet } from "@portal/core";
import { useId, useState } from "react";
import { useRevalidator } from "react-router";
import { adminCall } from "~/components/admin/api";
import { adminLoad } from "~/components/admin/guard.server";
import { type RowColumn, RowsEditor, submitWithRows } from "~/components/admin/RowsEditor";
import { Button } from "~/components/form/Button";
import { Card } from "~/components/form/Card";
import { Checkbox } from "~/components/form/Checkbox";
import { CheckboxGroup, TextAreaField } from "~/components/form/ChoiceFields";
import { TextField } from "~/components/form/TextField";
import { intBetween, maxLength, pattern, type Rules, required, useForm } from "~/components/form/use-form";
import { PointRulesForm } from "~/features/points/PointRulesForm";
import type { Route } from "./+types/settings";

/** Site settings, footer links and the points rules (administrators only; the service answers 403 to others). */
export async function loader(args: Route.LoaderArgs) {
  return adminLoad(args, async (ctx) => {
    const [site, pointRules] = await Promise.all([adminSettingsGet(ctx), adminPointRulesGet(ctx)]);
    return { ...site, pointRules };
  });
}

export function meta() {
  return [{ title: "站点设置 - 管理后台" }];
}

type LoaderData = Route.ComponentProps["loaderData"];

const TEXT_FIELDS = [
  { name: "siteName", label: "网站名称", max: 30 },
  { name: "companyName", label: "公司名称", max: 50, extra: "标题模板中的 {companyName}" },
  { name: "hotline", label: "服务热线", max: 30 },
  { name: "icp", label: "ICP 备案号", max: 50 },
  { name: "psb", label: "公安备案号", max: 50 },
  { name: "defaultTitle", label: "默认标题", max: 100 },
  { name: "defaultKeywords", label: "默认关键词", max: 200 },
  { name: "defaultDescription", label: "默认描述", max: 300 },
] as const;

const WEEKDAYS = ["一", "二", "三", "四", "五", "六", "日"].map((d, i) => ({ label: `周${d}`, value: String(i + 1) }));
const HHMM = /^([01]\d|2[0-3]):[0-5]\d$/;
const HHMM_END = /^(([01]\d|2[0-3]):[0-5]\d|24:00)$/;

type SiteValues = Record<(typeof TEXT_FIELDS)[number]["name"], string> & {
  autoSwitch: boolean;
  autoDelayed: string;
  autoContent: string;
  workStart: string;
  workEnd: string;
  analyticsRetentionDays: string;
};

const SITE_RULES: Rules<SiteValues> = {
  ...Object.fromEntries(TEXT_FIELDS.map((f) => [f.name, [maxLength(f.max, `${f.label}不能超过 ${f.max} 个字`)]])),
  siteName: [required("请输入网站名称"), maxLength(30, "网站名称不能超过 30 个字")],
  autoDelayed: [required("请输入弹出延迟"), intBetween(1, 3600, "请输入 1 到 3600 之间的秒数")],
  autoContent: [maxLength(200, "邀请语不能超过 200 个字")],
  workStart: [required("请输入上班时间"), pattern(HHMM, "上班时间格式为 HH:mm，如 09:00")],
  workEnd: [
    required("请输入下班时间"),
    pattern(HHMM_END, "下班时间格式为 HH:mm，如 18:00"),
    (v, all) => (typeof v === "string" && HHMM.test(all.workStart) && v <= all.workStart ? "下班时间应晚于上班时间" : undefined),
  ],
  analyticsRetentionDays: [required("请输入保留天数"), intBetween(7, 1095, "请输入 7 到 1095 之间的天数")],
};

type Canned = { text: string };
const CANNED_COLUMNS: RowColumn<Canned>[] = [
  {
    name: "text",
    label: "回复内容",
    width: 480,
    multiline: true,
    rules: [required("请输入回复内容"), maxLength(300, "回复内容不能超过 300 个字")],
  },
];

function SiteSettingsForm({
  settings,
  busy,
  run,
}: {
  settings: LoaderData["settings"];
  busy: boolean;
  run: (p: Promise<unknown>) => void;
}) {
  const { chat } = settings;
  const form = useForm<SiteValues>(
    {
      ...Object.fromEntries(TEXT_FIELDS.map((f) => [f.name, settings[f.name] ?? ""])),
      autoSwitch: chat.autoSwitch,
      autoDelayed: String(chat.autoDelayed),
      autoContent: chat.autoContent,
      workStart: chat.workStart ?? "09:00",
      workEnd: chat.workEnd ?? "18:00",
      analyticsRetentionDays: String(settings.analyticsRetentionDays),
    } as SiteValues,
    SITE_RULES,
  );
  const [workDays, setWorkDays] = useState((chat.workDays ?? []).map(String));
  const [canned, setCanned] = useState<Canned[]>((chat.canned ?? []).map((text) => ({ text })));
  const [cannedChecked, setCannedChecked] = useState(false);
  const cannedId = useId();
  const save = () => {
    const v = form.get();
    run(
      adminCall(
        "settings/update",
        {
          ...Object.fromEntries(TEXT_FIELDS.map((f) => [f.name, v[f.name].trim()])),
          chat: {
            autoSwitch: v.autoSwitch,
            autoDelayed: Number(v.autoDelayed),
            autoContent: v.autoContent.trim(),
            workDays: workDays.map(Number).sort((a, b) => a - b),
            workStart: v.workStart,
            workEnd: v.workEnd,
            canned: canned.map((c) => c.text.trim()),
          },
          analyticsRetentionDays: Number(v.analyticsRetentionDays),
        },
        "设置已保存",
      ),
    );
  };
  return (
    <Card title="站点信息与默认 TDK">
      <form
        className="admin-settings-form"
        noValidate
        onSubmit={submitWithRows(
          () => form.validate(),
          [{ id: cannedId, rows: canned, columns: CANNED_COLUMNS, setChecked: setCannedChecked }],
          save,
        )}
      >
        {TEXT_FIELDS.map((f) =>
          f.max > 100 ? (
            <TextAreaField key={f.name} label={f.label} maxLength={f.max} minRows={2} maxRows={4} {...form.text(f.name)} />
          ) : (
            <TextField key={f.name} label={f.label} extra={"extra" in f ? f.extra : undefined} {...form.text(f.name)} />
          ),
        )}
        <h4 className="admin-settings-group">在线客服</h4>
        <Checkbox {...form.checkbox("autoSwitch")}>进入页面后自动弹出客服邀请</Checkbox>
        <TextField label="弹出延迟（秒）" inputMode="numeric" maxLength={4} {...form.text("autoDelayed")} />
        <TextField label="邀请语" extra="也是访客打开客服窗口时的开场白" {...form.text("autoContent")} />
        <CheckboxGroup label="客服工作日" value={workDays} options={WEEKDAYS} onChange={setWorkDays} />
        <div className="admin-settings-hours">
          <TextField label="上班时间（北京时间）" placeholder="09:00" maxLength={5} {...form.text("workStart")} />
          <TextField label="下班时间（北京时间）" placeholder="18:00" maxLength={5} {...form.text("workEnd")} />
        </div>
        <p className="ui-extra">不在工作时间时，访客会看到服务时间并可留下手机号或邮箱。</p>
        <RowsEditor
          id={cannedId}
          legend="快捷回复"
          extra="客服工作台中一键填入，最多 30 条"
          rows={canned}
          columns={CANNED_COLUMNS}
          onChange={setCanned}
          checked={cannedChecked}
          newRow={{ text: "" }}
          max={30}
          addLabel="添加快捷回复"
        />
        <h4 className="admin-settings-group">访问统计</h4>
        <TextField
          label="访问记录保留（天）"
          inputMode="numeric"
          maxLength={4}
          extra="原始访问记录（页面、停留、来源）到期自动删除；隐私政策中写明的期限应与此一致。"
          {...form.text("analyticsRetentionDays")}
        />
        <Button variant="primary" type="submit" loading={busy}>
          保存设置
        </Button>
      </form>
    </Card>
  );
}

type FooterLink = LoaderData["footerLinks"][number];
const FOOTER_COLUMNS: RowColumn<FooterLink>[] = [
  { name: "groupName", label: "分组", width: 120, rules: [required("请输入分组"), maxLength(20, "分组不能超过 20 个字")] },
  { name: "label", label: "链接文字", width: 160, rules: [required("请输入链接文字"), maxLength(30, "链接文字不能超过 30 个字")] },
  {
    name: "href",
    label: "地址",
    width: 280,
    rules: [
      required("请输入地址"),
      maxLength(500, "地址不能超过 500 个字"),
      pattern(/^(https?:\/\/|\/[^/\\])/, "地址须以 http(s):// 或 / 开头"),
    ],
  },
];

function FooterLinksForm({ links, busy, run }: { links: FooterLink[]; busy: boolean; run: (p: Promise<unknown>) => void }) {
  const [rows, setRows] = useState(links);
  const [checked, setChecked] = useState(false);
  const id = useId();
  const save = () => {
    const trimmed = rows.map((r) => ({ groupName: r.groupName.trim(), label: r.label.trim(), href: r.href.trim() }));
    run(adminCall("settings/saveFooterLinks", { links: trimmed }, "页脚链接已保存"));
  };
  return (
    <Card title="页脚链接">
      <form noValidate onSubmit={submitWithRows(() => true, [{ id, rows, columns: FOOTER_COLUMNS, setChecked }], save)}>
        <RowsEditor
          id={id}
          legend="页脚链接"
          extra="按列表顺序显示；地址须以 http(s):// 或 / 开头"
          rows={rows}
          columns={FOOTER_COLUMNS}
          onChange={setRows}
          checked={checked}
          newRow={{ groupName: "", label: "", href: "" }}
          addLabel="添加链接"
          movable
        />
        <Button variant="primary" type="submit" loading={busy}>
          保存页脚链接
        </Button>
      </form>
    </Card>
  );
}

export default function AdminSettingsPage({ loaderData }: Route.ComponentProps) {
  const { settings, footerLinks, pointRules } = loaderData;
  const { revalidate } = useRevalidator();
  const [busy, setBusy] = useState(false);
  const run = async (p: Promise<unknown>) => {
    setBusy(true);
    if (await p) await revalidate();
    setBusy(false);
  };
  return (
    <div className="admin-stack">
      <SiteSettingsForm settings={settings} busy={busy} run={run} />
      <FooterLinksForm links={footerLinks} busy={busy} run={run} />
      <PointRulesForm rules={pointRules} busy={busy} onSave={(v) => run(adminCall("pointRules/update", v, "积分规则已保存"))} />
    </div>
  );
}
