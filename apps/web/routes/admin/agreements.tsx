import { adminAgreementDraft } from "@portal/core";
import { Button, Card, Form, Input, Space } from "antd";
import { useRevalidator } from "react-router";
import type { Route } from "./+types/agreements";
import { adminCall } from "./lib/api";
import { adminLoad } from "./lib/guard.server";
import { RichEditor } from "./lib/LazyRichEditor";

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

export default function AdminAgreements({ loaderData }: Route.ComponentProps) {
  const { revalidate } = useRevalidator();
  return (
    <Space direction="vertical" size="large" style={{ width: "100%" }}>
      {KINDS.map(({ kind, label }) => (
        <Card
          key={kind}
          title={label}
          extra={loaderData[kind] ? `当前版本 ${loaderData[kind]?.version}，${loaderData[kind]?.effectiveDate} 生效` : "尚未发布"}
        >
          <Form
            layout="vertical"
            initialValues={loaderData[kind] ?? { title: label }}
            onFinish={async (v) => (await adminCall("agreement/save", { kind, ...v }, `${label}已保存`)) && revalidate()}
          >
            <Space>
              <Form.Item
                name="title"
                label="标题"
                rules={[
                  { required: true, whitespace: true, message: "请输入标题" },
                  { max: 50, message: "不能超过 50 个字" },
                ]}
              >
                <Input style={{ width: 240 }} />
              </Form.Item>
              <Form.Item
                name="version"
                label="版本号"
                rules={[
                  { required: true, whitespace: true, message: "请输入版本号" },
                  { max: 20, message: "不能超过 20 个字" },
                ]}
              >
                <Input style={{ width: 140 }} />
              </Form.Item>
              <Form.Item
                name="effectiveDate"
                label="生效日期"
                rules={[{ required: true, pattern: /^\d{4}-\d{2}-\d{2}$/, message: "日期格式应为 YYYY-MM-DD" }]}
              >
                <Input placeholder="YYYY-MM-DD" style={{ width: 140 }} />
              </Form.Item>
            </Space>
            <Form.Item name="content" label="正文" rules={[{ required: true, message: "请输入正文" }]}>
              <RichEditor />
            </Form.Item>
            <Button type="primary" htmlType="submit">
              保存新版本
            </Button>
          </Form>
        </Card>
      ))}
    </Space>
  );
}
