import { CRAWL_SOURCE_KINDS as SOURCE_KINDS } from "@portal/contract";
import { CRAWL_PERM, listCrawlRuns, listCrawlSources, listLlmFills } from "@portal/core";
import { Button, Form, Input, InputNumber, Modal, Popconfirm, Select, Space, Switch, Table, Tag } from "antd";
import { useState } from "react";
import { useRevalidator } from "react-router";
import type { Route } from "./+types/tender-sources";
import { adminCall } from "./lib/api";
import { adminLoad, requirePagePermission } from "./lib/guard.server";

/**
 * 招标采集: the tender sources staff configure, each with its last run, the recent runs, and the
 * language-model queue (notices waiting for the model to fill missing fields, or given up on).
 */
export async function loader(args: Route.LoaderArgs) {
  await requirePagePermission(args, CRAWL_PERM.read);
  const [sources, runs, llm] = await Promise.all([
    adminLoad(args, (ctx) => listCrawlSources(ctx, { size: 50 })),
    adminLoad(args, (ctx) => listCrawlRuns(ctx, { size: 20 })),
    adminLoad(args, async (ctx) => ({ ...(await listLlmFills(ctx, { size: 20 })), configured: Boolean(ctx.ai) })),
  ]);
  return { sources: sources.records, runs: runs.records, llm };
}

export function meta() {
  return [{ title: "招标采集 - 管理后台" }];
}

type Source = Route.ComponentProps["loaderData"]["sources"][number];
const STATUS: Record<string, { text: string; color: string }> = {
  RUNNING: { text: "运行中", color: "blue" },
  OK: { text: "成功", color: "green" },
  PARTIAL: { text: "部分失败", color: "orange" },
  FAILED: { text: "失败", color: "red" },
};
const CONFIG_HINT = {
  FEED: '{ "fetchDetail": true, "detail": { "content": "#content", "attachments": "a[href$=\\".pdf\\"]" } }',
  JSON: '{ "list": "data.records", "title": "title", "url": "url", "date": "publishTime", "text": "content" }',
  HTML: '{ "listItem": "table.list tr", "link": "a", "date": "td:last-child", "nextPage": "a.next", "detail": { "content": "#content" } }',
};

function SourceForm({ source, onDone }: { source: Source | null; onDone: () => void }) {
  const [form] = Form.useForm();
  const kind = (Form.useWatch("kind", form) ?? source?.kind ?? "HTML") as keyof typeof CONFIG_HINT;
  const save = async ({ config, ...values }: Record<string, unknown> & { config?: string }) => {
    let parsed: unknown = {};
    try {
      parsed = config?.trim() ? JSON.parse(config) : {};
    } catch {
      form.setFields([{ name: "config", errors: ["配置须是 JSON 对象"] }]);
      return;
    }
    const body = { ...values, config: parsed };
    const ok = source
      ? await adminCall("crawlSource/update", { id: source.id, ...body }, "已保存")
      : await adminCall("crawlSource/create", body, "已添加，将按设定间隔采集");
    if (ok) onDone();
  };
  return (
    <Form
      form={form}
      layout="vertical"
      onFinish={save}
      initialValues={{
        kind: "HTML",
        intervalMinutes: 60,
        hostDelayMs: 2000,
        maxPages: 5,
        enabled: true,
        ...(source ?? {}),
        config: source ? JSON.stringify(source.config ?? {}, null, 2) : "",
      }}
    >
      <Form.Item name="name" label="来源名称" rules={[{ required: true, message: "请填写来源名称" }, { max: 60 }]}>
        <Input placeholder="如：宜昌市公共资源交易中心 工程建设" />
      </Form.Item>
      <Form.Item name="kind" label="类型">
        <Select options={Object.entries(SOURCE_KINDS).map(([value, label]) => ({ value, label }))} />
      </Form.Item>
      <Form.Item
        name="url"
        label="地址"
        rules={[
          { required: true, message: "请填写地址" },
          { pattern: /^https?:\/\/\S+$/, message: "地址须以 http:// 或 https:// 开头" },
        ]}
      >
        <Input placeholder="列表第一页、订阅或接口地址；JSON 接口可用 {page} 表示页码" />
      </Form.Item>
      <Form.Item name="siteName" label="发布网站">
        <Input maxLength={60} />
      </Form.Item>
      <Form.Item name="config" label="字段与选择器（JSON）" extra={`示例：${CONFIG_HINT[kind]}`}>
        <Input.TextArea rows={4} style={{ fontFamily: "monospace" }} />
      </Form.Item>
      <Space size="large" wrap>
        <Form.Item name="intervalMinutes" label="采集间隔（分钟）">
          <InputNumber min={10} max={10080} />
        </Form.Item>
        <Form.Item name="hostDelayMs" label="请求间隔（毫秒）">
          <InputNumber min={500} max={60000} step={500} />
        </Form.Item>
        <Form.Item name="maxPages" label="每次最多翻页">
          <InputNumber min={1} max={50} />
        </Form.Item>
        <Form.Item name="enabled" label="启用" valuePropName="checked">
          <Switch />
        </Form.Item>
      </Space>
      <Button type="primary" htmlType="submit">
        保存
      </Button>
    </Form>
  );
}

type LlmData = Route.ComponentProps["loaderData"]["llm"];

/** What the language model is still to fill, and what it gave up on (with the last error and a retry). */
function LlmQueue({ llm, onChange }: { llm: LlmData; onChange: () => void }) {
  return (
    <>
      <h3 style={{ marginTop: 24 }}>大模型补充识别</h3>
      <p className="muted">
        {llm.configured
          ? `等待识别 ${llm.waiting} 条，已放弃 ${llm.givenUp} 条。规则未能识别的关键字段由大模型补充，失败的会按间隔重试，多次失败后放弃。`
          : "未配置大模型（LLM_BASE_URL、LLM_API_KEY、LLM_MODEL），不做补充识别；规则抽取照常进行。"}
      </p>
      {llm.records.length > 0 && (
        <Table
          rowKey="id"
          dataSource={llm.records}
          pagination={false}
          size="small"
          columns={[
            {
              title: "公告",
              dataIndex: "title",
              ellipsis: true,
              render: (title: string, r) => (
                <a href={`/tenderDetails/${r.id}`} target="_blank" rel="noopener noreferrer">
                  {title}
                </a>
              ),
            },
            { title: "发布日期", dataIndex: "publishedOn", width: 110 },
            {
              title: "状态",
              dataIndex: "state",
              width: 90,
              render: (st: string) => (st === "given_up" ? <Tag color="red">已放弃</Tag> : <Tag color="blue">等待识别</Tag>),
            },
            { title: "已试次数", dataIndex: "attempts", width: 90 },
            { title: "下次尝试", dataIndex: "nextAt", width: 170, render: (t: string | null) => t ?? "—" },
            { title: "最后一次错误", dataIndex: "lastError", ellipsis: true, render: (e: string | null) => e ?? "—" },
            {
              title: "操作",
              width: 110,
              render: (_: unknown, r) =>
                r.state === "given_up" && (
                  <Button
                    size="small"
                    onClick={async () => (await adminCall("tender-llm/retry", { id: r.id }, "已重新排队")) && onChange()}
                  >
                    重新识别
                  </Button>
                ),
            },
          ]}
        />
      )}
    </>
  );
}

export default function AdminTenderSources({ loaderData }: Route.ComponentProps) {
  const { sources, runs, llm } = loaderData;
  const { revalidate } = useRevalidator();
  const [editing, setEditing] = useState<Source | null | undefined>(undefined);
  const done = () => {
    setEditing(undefined);
    void revalidate();
  };
  return (
    <div className="admin-panel">
      <div className="admin-toolbar">
        <Button type="primary" onClick={() => setEditing(null)}>
          新建来源
        </Button>
      </div>
      <Table
        rowKey="id"
        dataSource={sources}
        pagination={false}
        columns={[
          {
            title: "来源",
            dataIndex: "name",
            render: (name: string, s) => (
              <a href={s.url} target="_blank" rel="noopener noreferrer">
                {name}
              </a>
            ),
          },
          { title: "类型", dataIndex: "kind", width: 120, render: (k: keyof typeof SOURCE_KINDS) => SOURCE_KINDS[k] ?? k },
          { title: "间隔", dataIndex: "intervalMinutes", width: 90, render: (m: number) => `${m} 分钟` },
          {
            title: "状态",
            dataIndex: "enabled",
            width: 80,
            render: (on: boolean) => (on ? <Tag color="green">启用</Tag> : <Tag>停用</Tag>),
          },
          {
            title: "最近一次",
            dataIndex: "lastRun",
            render: (r: Source["lastRun"]) =>
              r ? (
                <span>
                  <Tag color={STATUS[r.status]?.color}>{STATUS[r.status]?.text ?? r.status}</Tag>
                  {r.startedAt} 新增 {r.created}，重复 {r.duplicates}，失败 {r.failed}
                </span>
              ) : (
                "尚未运行"
              ),
          },
          {
            title: "操作",
            width: 220,
            render: (_: unknown, s) => (
              <Space>
                <Button
                  size="small"
                  onClick={async () => (await adminCall("crawlSource/run", { id: s.id }, "已加入采集队列")) && revalidate()}
                >
                  立即采集
                </Button>
                <Button size="small" onClick={() => setEditing(s)}>
                  编辑
                </Button>
                <Popconfirm
                  title="删除这个来源？已采集的公告会保留。"
                  okText="删除"
                  cancelText="取消"
                  onConfirm={async () => (await adminCall("crawlSource/remove", { id: s.id }, "已删除")) && revalidate()}
                >
                  <Button size="small" danger>
                    删除
                  </Button>
                </Popconfirm>
              </Space>
            ),
          },
        ]}
      />
      <h3 style={{ marginTop: 24 }}>最近的采集</h3>
      <Table
        rowKey="id"
        dataSource={runs}
        pagination={false}
        size="small"
        columns={[
          { title: "开始", dataIndex: "startedAt", width: 170 },
          { title: "来源", dataIndex: "sourceName" },
          { title: "方式", dataIndex: "trigger", width: 80, render: (t: string) => (t === "MANUAL" ? "手动" : "定时") },
          {
            title: "结果",
            dataIndex: "status",
            width: 100,
            render: (st: string) => <Tag color={STATUS[st]?.color}>{STATUS[st]?.text ?? st}</Tag>,
          },
          { title: "页数", dataIndex: "pages", width: 70 },
          { title: "新增 / 重复 / 失败", width: 150, render: (_: unknown, r) => `${r.created} / ${r.duplicates} / ${r.failed}` },
          { title: "错误", dataIndex: "errors", ellipsis: true },
        ]}
      />
      <LlmQueue llm={llm} onChange={() => void revalidate()} />
      <Modal
        open={editing !== undefined}
        title={editing ? "编辑来源" : "新建来源"}
        footer={null}
        onCancel={() => setEditing(undefined)}
        destroyOnHidden
        width={720}
      >
        {editing !== undefined && <SourceForm source={editing} onDone={done} />}
      </Modal>
    </div>
  );
}
