import { adminPointRulesGet, adminSettingsGet } from "@portal/core";
import { Button, Checkbox, Form, Input, InputNumber, Space, Switch } from "antd";
import { useState } from "react";
import { useRevalidator } from "react-router";
import { withAntdScope } from "~/components/AntdScope";
import { Card } from "~/components/form/Card";
import type { Route } from "./+types/settings";
import { adminCall } from "./lib/api";
import { adminLoad } from "./lib/guard.server";
import { PointRulesForm } from "./lib/PointRulesForm";

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

const TEXT_FIELDS = [
  { name: "siteName", label: "网站名称", max: 30, required: true },
  { name: "companyName", label: "公司名称", max: 50, extra: "标题模板中的 {companyName}" },
  { name: "hotline", label: "服务热线", max: 30 },
  { name: "icp", label: "ICP 备案号", max: 50 },
  { name: "psb", label: "公安备案号", max: 50 },
  { name: "defaultTitle", label: "默认标题", max: 100 },
  { name: "defaultKeywords", label: "默认关键词", max: 200 },
  { name: "defaultDescription", label: "默认描述", max: 300 },
] as const;

const WEEKDAYS = ["一", "二", "三", "四", "五", "六", "日"].map((d, i) => ({ label: `周${d}`, value: i + 1 }));
const HHMM = /^([01]\d|2[0-3]):[0-5]\d$/;
const HHMM_END = /^(([01]\d|2[0-3]):[0-5]\d|24:00)$/;

function AdminSettingsPage({ loaderData }: Pick<Route.ComponentProps, "loaderData">) {
  const { settings, footerLinks, pointRules } = loaderData;
  const { revalidate } = useRevalidator();
  const [busy, setBusy] = useState(false);
  const run = async (p: Promise<unknown>) => {
    setBusy(true);
    if (await p) await revalidate();
    setBusy(false);
  };
  return (
    <Space direction="vertical" size="large" style={{ width: "100%" }}>
      <Card title="站点信息与默认 TDK">
        <Form
          layout="horizontal"
          labelCol={{ span: 4 }}
          wrapperCol={{ span: 14 }}
          initialValues={settings}
          onFinish={(v) => run(adminCall("settings/update", v, "设置已保存"))}
        >
          {TEXT_FIELDS.map((f) => (
            <Form.Item
              key={f.name}
              name={f.name}
              label={f.label}
              extra={"extra" in f ? f.extra : undefined}
              rules={[
                ...("required" in f ? [{ required: true, whitespace: true, message: `请输入${f.label}` }] : []),
                { max: f.max, message: `${f.label}不能超过 ${f.max} 个字` },
              ]}
            >
              {f.max > 100 ? <Input.TextArea rows={2} /> : <Input />}
            </Form.Item>
          ))}
          <Form.Item name={["chat", "autoSwitch"]} label="自动弹出客服" valuePropName="checked">
            <Switch />
          </Form.Item>
          <Form.Item
            name={["chat", "autoDelayed"]}
            label="弹出延迟（秒）"
            rules={[{ type: "number", min: 1, max: 3600, message: "请输入 1 到 3600 之间的秒数" }]}
          >
            <InputNumber min={1} max={3600} />
          </Form.Item>
          <Form.Item
            name={["chat", "autoContent"]}
            label="邀请语"
            extra="也是访客打开客服窗口时的开场白"
            rules={[{ max: 200, message: "不能超过 200 个字" }]}
          >
            <Input />
          </Form.Item>
          <Form.Item name={["chat", "workDays"]} label="客服工作日" extra="不在工作时间时，访客会看到服务时间并可留下手机号或邮箱">
            <Checkbox.Group options={WEEKDAYS} />
          </Form.Item>
          <Form.Item label="服务时间（北京时间）" required>
            <Space>
              <Form.Item name={["chat", "workStart"]} noStyle rules={[{ required: true, pattern: HHMM, message: "上班时间格式为 HH:mm" }]}>
                <Input style={{ width: 90 }} placeholder="09:00" aria-label="上班时间" />
              </Form.Item>
              至
              <Form.Item
                name={["chat", "workEnd"]}
                noStyle
                dependencies={[["chat", "workStart"]]}
                rules={[
                  { required: true, pattern: HHMM_END, message: "下班时间格式为 HH:mm" },
                  ({ getFieldValue }) => ({
                    validator: (_, v: string) =>
                      !v || v > getFieldValue(["chat", "workStart"])
                        ? Promise.resolve()
                        : Promise.reject(new Error("下班时间应晚于上班时间")),
                  }),
                ]}
              >
                <Input style={{ width: 90 }} placeholder="18:00" aria-label="下班时间" />
              </Form.Item>
            </Space>
          </Form.Item>
          <Form.Item label="快捷回复" extra="客服工作台中一键填入，最多 30 条">
            <Form.List name={["chat", "canned"]}>
              {(fields, { add, remove }) => (
                <>
                  {fields.map((field) => (
                    <Space key={field.key} align="baseline" style={{ display: "flex" }}>
                      <Form.Item
                        name={field.name}
                        rules={[
                          { required: true, whitespace: true, message: "请输入回复内容" },
                          { max: 300, message: "不能超过 300 个字" },
                        ]}
                      >
                        <Input.TextArea autoSize={{ minRows: 1, maxRows: 3 }} style={{ width: 480 }} aria-label="快捷回复内容" />
                      </Form.Item>
                      <Button size="small" danger onClick={() => remove(field.name)}>
                        删除
                      </Button>
                    </Space>
                  ))}
                  <Button onClick={() => add("")} disabled={fields.length >= 30}>
                    添加快捷回复
                  </Button>
                </>
              )}
            </Form.List>
          </Form.Item>
          <Form.Item
            name="analyticsRetentionDays"
            label="访问记录保留（天）"
            extra="原始访问记录（页面、停留、来源）到期自动删除；隐私政策中写明的期限应与此一致。"
            rules={[{ type: "number", min: 7, max: 1095, message: "请输入 7 到 1095 之间的天数" }]}
          >
            <InputNumber min={7} max={1095} />
          </Form.Item>
          <Form.Item wrapperCol={{ offset: 4 }}>
            <Button type="primary" htmlType="submit" loading={busy}>
              保存设置
            </Button>
          </Form.Item>
        </Form>
      </Card>
      <Card title="页脚链接" extra="按列表顺序显示；地址须以 http(s):// 或 / 开头">
        <Form
          initialValues={{ links: footerLinks }}
          onFinish={(v) => run(adminCall("settings/saveFooterLinks", { links: v.links ?? [] }, "页脚链接已保存"))}
        >
          <Form.List name="links">
            {(fields, { add, remove, move }) => (
              <>
                {fields.map((field, i) => (
                  <Space key={field.key} align="baseline">
                    <Form.Item name={[field.name, "groupName"]} rules={[{ required: true, message: "请输入分组" }]}>
                      <Input placeholder="分组" style={{ width: 120 }} />
                    </Form.Item>
                    <Form.Item name={[field.name, "label"]} rules={[{ required: true, message: "请输入文字" }]}>
                      <Input placeholder="链接文字" style={{ width: 160 }} />
                    </Form.Item>
                    <Form.Item
                      name={[field.name, "href"]}
                      rules={[{ required: true, pattern: /^(https?:\/\/|\/[^/\\])/, message: "地址须以 http(s):// 或 / 开头" }]}
                    >
                      <Input placeholder="/about 或 https://…" style={{ width: 280 }} />
                    </Form.Item>
                    <Button size="small" disabled={i === 0} onClick={() => move(i, i - 1)}>
                      上移
                    </Button>
                    <Button size="small" disabled={i === fields.length - 1} onClick={() => move(i, i + 1)}>
                      下移
                    </Button>
                    <Button size="small" danger onClick={() => remove(field.name)}>
                      删除
                    </Button>
                  </Space>
                ))}
                <Form.Item>
                  <Space>
                    <Button onClick={() => add({ groupName: "", label: "", href: "" })}>添加链接</Button>
                    <Button type="primary" htmlType="submit" loading={busy}>
                      保存页脚链接
                    </Button>
                  </Space>
                </Form.Item>
              </>
            )}
          </Form.List>
        </Form>
      </Card>
      <PointRulesForm rules={pointRules} busy={busy} onSave={(v) => run(adminCall("pointRules/update", v, "积分规则已保存"))} />
    </Space>
  );
}

// Still on antd's Form and Card: the page brings antd's scope itself (the console's frame has none).
export default withAntdScope(AdminSettingsPage);
