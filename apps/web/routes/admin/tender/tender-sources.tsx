import { CRAWL_SOURCE_KINDS as SOURCE_KINDS } from "@portal/contract";
import { CRAWL_PERM, listCrawlRuns, listCrawlSources, listLlmFills } from "@portal/core";
import { useState } from "react";
import { useRevalidator } from "react-router";
import { adminCall, confirmedRemove } from "~/components/admin/api";
import { adminLoad, requirePagePermission } from "~/components/admin/guard.server";
import { RowActions } from "~/components/admin/ListTools";
import { Button } from "~/components/form/Button";
import { Checkbox } from "~/components/form/Checkbox";
import { SelectField, TextAreaField } from "~/components/form/ChoiceFields";
import { DataTable } from "~/components/form/DataTable";
import { Dialog } from "~/components/form/Dialog";
import { Tag } from "~/components/form/Tag";
import { TextField } from "~/components/form/TextField";
import { intBetween, maxLength, pattern, required, useForm } from "~/components/form/use-form";
import type { Route } from "./+types/tender-sources";

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

const KINDS = Object.entries(SOURCE_KINDS).map(([value, label]) => ({ value, label }));

function SourceForm({ source, onDone }: { source: Source | null; onDone: () => void }) {
  const [busy, setBusy] = useState(false);
  const form = useForm(
    {
      name: source?.name ?? "",
      kind: source?.kind ?? "HTML",
      url: source?.url ?? "",
      siteName: source?.siteName ?? "",
      config: source ? JSON.stringify(source.config ?? {}, null, 2) : "",
      intervalMinutes: String(source?.intervalMinutes ?? 60),
      hostDelayMs: String(source?.hostDelayMs ?? 2000),
      maxPages: String(source?.maxPages ?? 5),
      enabled: source?.enabled ?? true,
    },
    {
      name: [required("请填写来源名称"), maxLength(60, "来源名称不能超过 60 个字")],
      url: [required("请填写地址"), pattern(/^https?:\/\/\S+$/, "地址须以 http:// 或 https:// 开头")],
      siteName: [maxLength(60, "发布网站不能超过 60 个字")],
      intervalMinutes: [required("请填写采集间隔"), intBetween(10, 10080, "采集间隔为 10–10080 分钟")],
      hostDelayMs: [required("请填写请求间隔"), intBetween(500, 60000, "请求间隔为 500–60000 毫秒")],
      maxPages: [required("请填写翻页数"), intBetween(1, 50, "每次最多翻 1–50 页")],
    },
  );
  const kind = form.values.kind as keyof typeof CONFIG_HINT;
  const submit = form.submit(async ({ config, intervalMinutes, hostDelayMs, maxPages, ...values }) => {
    let parsed: unknown = {};
    try {
      parsed = config.trim() ? JSON.parse(config) : {};
    } catch {
      parsed = null;
    }
    if (parsed === null || typeof parsed !== "object" || Array.isArray(parsed)) {
      form.setError("config", "配置须是 JSON 对象");
      return;
    }
    const body = {
      ...values,
      name: values.name.trim(),
      siteName: values.siteName.trim(),
      config: parsed,
      intervalMinutes: Number(intervalMinutes),
      hostDelayMs: Number(hostDelayMs),
      maxPages: Number(maxPages),
    };
    setBusy(true);
    const ok = source
      ? await adminCall("crawlSource/update", { id: source.id, ...body }, "已保存")
      : await adminCall("crawlSource/create", body, "已添加，将按设定间隔采集");
    setBusy(false);
    if (ok) onDone();
  });
  return (
    <form onSubmit={submit} noValidate>
      <TextField label="来源名称" maxLength={60} placeholder="如：宜昌市公共资源交易中心 工程建设" {...form.text("name")} />
      <SelectField label="类型" options={KINDS} {...form.text("kind")} />
      <TextField label="地址" placeholder="列表第一页、订阅或接口地址；JSON 接口可用 {page} 表示页码" {...form.text("url")} />
      <TextField label="发布网站" maxLength={60} {...form.text("siteName")} />
      <TextAreaField label="字段与选择器（JSON）" monospace minRows={4} extra={`示例：${CONFIG_HINT[kind]}`} {...form.text("config")} />
      <div className="form-row">
        <TextField label="采集间隔（分钟）" inputMode="numeric" maxLength={5} {...form.text("intervalMinutes")} />
        <TextField label="请求间隔（毫秒）" inputMode="numeric" maxLength={5} {...form.text("hostDelayMs")} />
        <TextField label="每次最多翻页" inputMode="numeric" maxLength={2} {...form.text("maxPages")} />
      </div>
      <Checkbox {...form.checkbox("enabled")}>启用（按间隔自动采集）</Checkbox>
      <Button type="submit" variant="primary" loading={busy}>
        保存
      </Button>
    </form>
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
        <DataTable
          label="大模型补充识别"
          small
          rowKey={(r) => r.id}
          rows={llm.records}
          columns={[
            {
              title: "公告",
              key: "title",
              render: (r) => (
                <a href={`/tenderDetails/${r.id}`} target="_blank" rel="noopener noreferrer" className="cell-ellipsis">
                  {r.title}
                </a>
              ),
            },
            { title: "发布日期", key: "publishedOn", width: 110 },
            {
              title: "状态",
              key: "state",
              width: 90,
              render: (r) => (r.state === "given_up" ? <Tag color="red">已放弃</Tag> : <Tag color="blue">等待识别</Tag>),
            },
            { title: "已试次数", key: "attempts", width: 90 },
            { title: "下次尝试", key: "nextAt", width: 170, render: (r) => r.nextAt ?? "—" },
            {
              title: "最后一次错误",
              key: "lastError",
              render: (r) => (
                <span className="cell-ellipsis" title={r.lastError ?? undefined}>
                  {r.lastError ?? "—"}
                </span>
              ),
            },
            {
              title: "操作",
              key: "actions",
              width: 110,
              render: (r) =>
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
  const remove = async (s: Source) => {
    if (await confirmedRemove("删除这个来源？已采集的公告会保留。", "crawlSource/remove", { id: s.id })) await revalidate();
  };
  return (
    <div className="admin-panel">
      <div className="admin-toolbar">
        <Button variant="primary" onClick={() => setEditing(null)}>
          新建来源
        </Button>
      </div>
      <DataTable
        label="采集来源"
        rowKey={(s) => s.id}
        rows={sources}
        columns={[
          {
            title: "来源",
            key: "name",
            render: (s) => (
              <a href={s.url} target="_blank" rel="noopener noreferrer">
                {s.name}
              </a>
            ),
          },
          { title: "类型", key: "kind", width: 120, render: (s) => SOURCE_KINDS[s.kind as keyof typeof SOURCE_KINDS] ?? s.kind },
          { title: "间隔", key: "intervalMinutes", width: 90, render: (s) => `${s.intervalMinutes} 分钟` },
          { title: "状态", key: "enabled", width: 80, render: (s) => (s.enabled ? <Tag color="green">启用</Tag> : <Tag>停用</Tag>) },
          {
            title: "最近一次",
            key: "lastRun",
            render: ({ lastRun: r }) =>
              r ? (
                <span>
                  <Tag color={STATUS[r.status]?.color}>{STATUS[r.status]?.text ?? r.status}</Tag> {r.startedAt} 新增 {r.created}，重复{" "}
                  {r.duplicates}，失败 {r.failed}
                </span>
              ) : (
                "尚未运行"
              ),
          },
          {
            title: "操作",
            key: "actions",
            width: 240,
            render: (s) => (
              <RowActions>
                <Button
                  size="small"
                  onClick={async () => (await adminCall("crawlSource/run", { id: s.id }, "已加入采集队列")) && revalidate()}
                >
                  立即采集
                </Button>
                <Button size="small" onClick={() => setEditing(s)}>
                  编辑
                </Button>
                <Button size="small" className="ui-btn-danger-outline" onClick={() => void remove(s)}>
                  删除
                </Button>
              </RowActions>
            ),
          },
        ]}
      />
      <h3 style={{ marginTop: 24 }}>最近的采集</h3>
      <DataTable
        label="最近的采集"
        small
        rowKey={(r) => r.id}
        rows={runs}
        columns={[
          { title: "开始", key: "startedAt", width: 170 },
          { title: "来源", key: "sourceName" },
          { title: "方式", key: "trigger", width: 80, render: (r) => (r.trigger === "MANUAL" ? "手动" : "定时") },
          {
            title: "结果",
            key: "status",
            width: 100,
            render: (r) => <Tag color={STATUS[r.status]?.color}>{STATUS[r.status]?.text ?? r.status}</Tag>,
          },
          { title: "页数", key: "pages", width: 70 },
          { title: "新增 / 重复 / 失败", key: "counts", width: 150, render: (r) => `${r.created} / ${r.duplicates} / ${r.failed}` },
          {
            title: "错误",
            key: "errors",
            render: (r) => (
              <span className="cell-ellipsis" title={r.errors ?? undefined}>
                {r.errors}
              </span>
            ),
          },
        ]}
      />
      <LlmQueue llm={llm} onChange={() => void revalidate()} />
      <Dialog open={editing !== undefined} title={editing ? "编辑来源" : "新建来源"} onClose={() => setEditing(undefined)} width={720}>
        {editing !== undefined && <SourceForm source={editing} onDone={done} />}
      </Dialog>
    </div>
  );
}
