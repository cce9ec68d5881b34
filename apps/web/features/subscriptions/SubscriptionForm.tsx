import { ENGINEERING_STAGES, PROJECT_TYPES, TENDER_CATEGORIES } from "@portal/contract";
import type { SubscriptionView } from "@portal/core";
import { Alert, Cascader, Checkbox, Form, type FormInstance, Input, InputNumber, Modal, message, Radio, Select, Space, Switch } from "antd";
import { type ComponentProps, useEffect, useRef, useState } from "react";
import { AntdScope } from "~/components/AntdScope";
import { post } from "~/lib/request";

export interface RegionOption {
  value: string;
  label: string;
  children?: RegionOption[];
}

interface FormValues {
  name?: string;
  keywords: string[];
  excludes: string[];
  scope: "title" | "all";
  regions: string[][];
  categories: string[];
  stages: string[];
  projectTypes: string[];
  minWan?: number | null;
  maxWan?: number | null;
  /** 0: new notices; 3, 6, 12: 即将到期, results whose service term ends within that many months. */
  renewals: number;
  site: boolean;
  emailMode: "off" | "instant" | "digest";
  emailHour: number;
  webhookKind?: "wecom" | "dingtalk" | "feishu" | null;
  webhookUrl?: string;
  webhookSecret?: string;
  companyId?: string | null;
}

const options = (o: Record<string, string>) =>
  Object.entries(o)
    .filter(([k]) => k !== "ALL")
    .map(([value, label]) => ({ value, label }));
const STAGE_OPTIONS = Object.entries(ENGINEERING_STAGES).map(([value, s]) => ({ value, label: s.label }));
const REACH = [
  { value: 0, label: "新发布的公告" },
  { value: 3, label: "3 个月内到期的合同" },
  { value: 6, label: "6 个月内到期" },
  { value: 12, label: "12 个月内到期" },
];
const HOURS = Array.from({ length: 24 }, (_, h) => ({ value: h, label: `${String(h).padStart(2, "0")}:00` }));
const ROBOTS = [
  { value: "wecom", label: "企业微信" },
  { value: "dingtalk", label: "钉钉" },
  { value: "feishu", label: "飞书" },
];

/** Region paths for the cascader: a province code alone, or province and city. */
function regionPaths(codes: string[]): string[][] {
  return codes.map((c) => (c.endsWith("0000") ? [c] : [`${c.slice(0, 2)}0000`, c]));
}

function toInput(v: FormValues) {
  const wan = (x: number | null | undefined) => (x === null || x === undefined ? null : Math.round(x * 10_000));
  return {
    name: v.name?.trim() || undefined,
    keywords: v.keywords ?? [],
    excludes: v.excludes ?? [],
    scope: v.scope,
    regions: (v.regions ?? []).map((p) => p[p.length - 1]),
    categories: v.categories ?? [],
    projectTypes: v.projectTypes ?? [],
    minAmount: wan(v.minWan),
    maxAmount: wan(v.maxWan),
    renewals: v.renewals || null,
    stages: v.renewals ? [] : (v.stages ?? []),
    site: v.site,
    emailMode: v.emailMode,
    emailHour: v.emailHour,
    webhookKind: v.webhookKind || null,
    webhookUrl: v.webhookKind ? v.webhookUrl?.trim() || null : null,
    webhookSecret: v.webhookKind ? v.webhookSecret?.trim() || null : null,
    companyId: v.companyId || null,
  };
}

function initialValues(s: SubscriptionView | null): FormValues {
  const c = s?.criteria;
  const hook = s?.channels.webhook;
  return {
    name: s?.name,
    keywords: c?.keywords ?? [],
    excludes: c?.excludes ?? [],
    scope: c?.scope ?? "title",
    regions: regionPaths(c?.regions ?? []),
    categories: c?.categories ?? [],
    stages: c?.stages ?? [],
    projectTypes: c?.projectTypes ?? [],
    minWan: c?.minAmount == null ? null : c.minAmount / 10_000,
    maxWan: c?.maxAmount == null ? null : c.maxAmount / 10_000,
    renewals: c?.renewals ?? 0,
    site: s?.channels.site ?? true,
    emailMode: s?.channels.email.mode ?? "off",
    emailHour: s?.channels.email.hour ?? 8,
    webhookKind: hook?.kind ?? null,
    webhookUrl: hook?.url ?? "",
    webhookSecret: hook?.secret ?? "",
    companyId: s?.companyId ?? null,
  };
}

/**
 * Creating or changing a subscription. While the criteria change, the number of announcements of
 * the last 30 days they would have sent is asked for (debounced), so people see at once whether a
 * subscription is too wide or too narrow.
 */
export function SubscriptionForm({
  open,
  editing,
  regions,
  companies,
  hasEmail,
  onClose,
  onSaved,
}: {
  open: boolean;
  editing: SubscriptionView | null;
  regions: RegionOption[];
  companies: { id: string; name: string }[];
  hasEmail: boolean;
  onClose: () => void;
  onSaved: () => void;
}) {
  const [form] = Form.useForm<FormValues>();
  const [live, setLive] = useState<{ text: string; type: "info" | "warning" } | null>(null);
  const [saving, setSaving] = useState(false);
  const timer = useRef<number | undefined>(undefined);
  // 关注的单位 reaches what the user follows: only its name and channels are edited here.
  const follows = editing?.criteria.follows === true;

  // biome-ignore lint/correctness/useExhaustiveDependencies: reset only when the dialog opens
  useEffect(() => {
    if (open) {
      form.setFieldsValue(initialValues(editing));
      setLive(null);
      recount();
    }
  }, [open, editing]);

  function recount() {
    window.clearTimeout(timer.current);
    if (follows) return;
    timer.current = window.setTimeout(async () => {
      const v = toInput(form.getFieldsValue(true));
      if (v.keywords.length === 0 && v.regions.length === 0) {
        setLive({ text: "填写关键词或选择地区后，这里显示近 30 天符合条件的公告数", type: "info" });
        return;
      }
      try {
        const {
          name: _n,
          site: _s,
          emailMode: _e,
          emailHour: _h,
          webhookKind: _k,
          webhookUrl: _u,
          webhookSecret: _c,
          companyId: _o,
          ...criteria
        } = v;
        const r = await post<{ count: number; capped: boolean; days: number }>("/ai/bidSubscribe/count", criteria, { silent: true });
        const n = r.data.count;
        if (v.renewals) {
          setLive({
            text: `目前有 ${n.toLocaleString("zh-CN")} 个符合条件的服务合同将在 ${v.renewals} 个月内到期`,
            type: n === 0 ? "warning" : "info",
          });
          return;
        }
        setLive({
          text: `近 ${r.data.days} 天共有 ${r.data.capped ? `${n.toLocaleString("zh-CN")}+` : n.toLocaleString("zh-CN")} 条公告符合条件${n > 3000 ? "，条件较宽，建议增加关键词或地区" : n === 0 ? "，可放宽条件" : ""}`,
          type: n > 3000 || n === 0 ? "warning" : "info",
        });
      } catch (err) {
        setLive({ text: err instanceof Error ? err.message : "条件有误", type: "warning" });
      }
    }, 400);
  }

  async function save() {
    const v = await form.validateFields();
    setSaving(true);
    try {
      const body = toInput(v);
      if (editing) await post("/ai/bidSubscribe/update", { id: editing.id, ...body });
      else await post("/ai/bidSubscribe/create", body);
      message.success(editing ? "订阅已保存" : "订阅已创建，新公告将按您选择的方式推送");
      onSaved();
    } finally {
      setSaving(false);
    }
  }

  return (
    <Modal
      open={open}
      title={editing ? "修改订阅" : "新建招标订阅"}
      width={720}
      okText="保存"
      cancelText="取消"
      confirmLoading={saving}
      onOk={() => void save()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" onValuesChange={recount} className="subscription-form">
        {live && <Alert type={live.type} showIcon message={live.text} className="mb12" data-testid="live-count" />}
        <Form.Item name="name" label="订阅名称" rules={[{ max: 30, message: "不超过 30 个字" }]}>
          <Input placeholder="不填则用关键词命名" maxLength={30} />
        </Form.Item>
        {follows ? (
          <p className="muted" data-testid="follows-note">
            您关注的机构作为招标人、代理机构、中标人或中标候选人出现的新公告都会推送；在“关注的机构”中增减。
          </p>
        ) : (
          <CriteriaFields regions={regions} />
        )}
        <DeliveryFields form={form} hasEmail={hasEmail} />
        {companies.length > 0 && !follows && (
          <Form.Item name="companyId" label="共享给机构成员">
            <Select
              allowClear
              placeholder="不共享"
              options={companies.map((c) => ({ value: c.id, label: c.name }))}
              style={{ width: 280 }}
            />
          </Form.Item>
        )}
      </Form>
    </Modal>
  );
}

/** What a subscription asks for: words, places, kinds of notice and amounts. */
function CriteriaFields({ regions }: { regions: RegionOption[] }) {
  return (
    <>
      <Form.Item
        name="renewals"
        label="推送内容"
        extra="到期提醒推送服务期即将届满的中标项目（物业、保洁、运维等），每个项目推送一次，便于提前准备续标"
      >
        <Radio.Group options={REACH} />
      </Form.Item>
      <Form.Item name="keywords" label="关键词（命中任意一个即推送）" extra="一个关键词中的各个词须同时出现，如“道路 改造”；回车添加">
        <Select
          mode="tags"
          placeholder="如：市政道路、桥梁、监理"
          tokenSeparators={[",", "，"]}
          maxCount={10}
          open={false}
          aria-label="关键词"
        />
      </Form.Item>
      <Form.Item name="excludes" label="排除词">
        <Select
          mode="tags"
          placeholder="含这些词的公告不推送"
          tokenSeparators={[",", "，"]}
          maxCount={10}
          open={false}
          aria-label="排除词"
        />
      </Form.Item>
      <Form.Item name="scope" label="匹配范围">
        <Radio.Group
          options={[
            { value: "title", label: "仅标题" },
            { value: "all", label: "标题和正文" },
          ]}
        />
      </Form.Item>
      <Form.Item name="regions" label="地区">
        <Cascader
          options={regions}
          multiple
          showCheckedStrategy={Cascader.SHOW_PARENT}
          placeholder="不选为全国"
          maxTagCount="responsive"
          aria-label="地区"
        />
      </Form.Item>
      <Space size="large" align="start" wrap>
        <Form.Item name="categories" label="信息类别">
          <Select mode="multiple" options={options(TENDER_CATEGORIES)} placeholder="全部" style={{ minWidth: 200 }} />
        </Form.Item>
        <Form.Item name="projectTypes" label="项目类型">
          <Select mode="multiple" options={options(PROJECT_TYPES)} placeholder="全部" style={{ minWidth: 200 }} />
        </Form.Item>
      </Space>
      {/* A 即将到期 subscription reaches results only: no stage to choose. */}
      <Form.Item noStyle shouldUpdate={(a: FormValues, b: FormValues) => a.renewals !== b.renewals}>
        {({ getFieldValue }) =>
          getFieldValue("renewals") ? null : (
            <Form.Item name="stages" label="公告阶段">
              <Checkbox.Group options={STAGE_OPTIONS} />
            </Form.Item>
          )
        }
      </Form.Item>
      <Form.Item label="金额（万元）" extra="按中标金额、最高限价或预算比较；未写明金额的公告在设置金额后不推送">
        <Space>
          <Form.Item name="minWan" noStyle>
            <InputNumber min={0} max={1e9} placeholder="不限" aria-label="最低金额（万元）" />
          </Form.Item>
          <span>至</span>
          <Form.Item name="maxWan" noStyle>
            <InputNumber min={0} max={1e9} placeholder="不限" aria-label="最高金额（万元）" />
          </Form.Item>
        </Space>
      </Form.Item>
    </>
  );
}

/**
 * The form with antd's scope around it: 我的订阅 fetches this module when the form is first opened,
 * so the tab itself starts without antd (issue 15).
 */
export function SubscriptionFormInScope(props: ComponentProps<typeof SubscriptionForm>) {
  return (
    <AntdScope>
      <SubscriptionForm {...props} />
    </AntdScope>
  );
}

/** How a subscription delivers: site messages, e-mail (instant or a daily digest), a group robot. */
function DeliveryFields({ form, hasEmail }: { form: FormInstance<FormValues>; hasEmail: boolean }) {
  const webhookKind = Form.useWatch("webhookKind", form);
  const emailMode = Form.useWatch("emailMode", form);
  return (
    <>
      <h4 className="form-section">推送方式</h4>
      <Form.Item name="site" label="站内消息" valuePropName="checked">
        <Switch />
      </Form.Item>
      <Space size="large" align="start" wrap>
        <Form.Item name="emailMode" label="邮件" extra={hasEmail ? undefined : "请先在“账号安全”中绑定邮箱"}>
          <Radio.Group
            disabled={!hasEmail}
            options={[
              { value: "off", label: "不发送" },
              { value: "instant", label: "即时" },
              { value: "digest", label: "每日汇总" },
            ]}
          />
        </Form.Item>
        {emailMode === "digest" && (
          <Form.Item name="emailHour" label="汇总发送时间">
            <Select options={HOURS} style={{ width: 110 }} />
          </Form.Item>
        )}
      </Space>
      <Form.Item name="webhookKind" label="群机器人">
        <Select allowClear placeholder="不推送到群" options={ROBOTS} style={{ width: 200 }} />
      </Form.Item>
      {webhookKind && (
        <>
          <Form.Item name="webhookUrl" label="Webhook 地址" rules={[{ required: true, message: "请填写机器人的 Webhook 地址" }]}>
            <Input placeholder="在群设置 → 群机器人 中复制" />
          </Form.Item>
          {webhookKind !== "wecom" && (
            <Form.Item name="webhookSecret" label="加签密钥" extra="机器人安全设置选择“加签”时填写（SEC 开头）">
              <Input.Password autoComplete="off" />
            </Form.Item>
          )}
        </>
      )}
    </>
  );
}
