import type { PaperView } from "@portal/core";
import { Button, Form, Input, Radio, Select } from "antd";
import { useState } from "react";
import { NoModel } from "~/components/ai/NoModel";
import { OutlineEditor } from "~/components/ai/OutlineEditor";
import { PaperShell } from "~/components/ai/PaperShell";
import { References } from "~/components/ai/References";
import { paperCreateLoader } from "~/lib/ai.server";
import { tdkMeta } from "~/lib/meta";
import { ApiError, post } from "~/lib/request";
import type { Route } from "./+types/aipaper";

export const loader = paperCreateLoader;
export const meta: Route.MetaFunction = ({ loaderData }) => [...tdkMeta(loaderData), { name: "robots", content: "noindex" }];

interface Topic {
  topic: string;
  discipline: string;
  length: number;
  notes?: string;
}

/** /aipaper/create: the topic (step one), then the proposed outline to edit (step two). */
export default function AiPaperCreatePage({ loaderData }: Route.ComponentProps) {
  const { status, disciplines, lengths } = loaderData;
  const [paper, setPaper] = useState<PaperView | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState("");
  const [topic, setTopic] = useState("");

  async function create(v: Topic) {
    setBusy(true);
    setError("");
    try {
      setPaper((await post<PaperView>("/api/aipaper/create", v, { silent: true, timeoutMs: 120_000 })).data);
    } catch (err) {
      // The server's own words (a 503 here names what went wrong with the model).
      setError(err instanceof ApiError ? String(err.body?.msg ?? err.msg) : "生成提纲失败，请稍后重试");
    } finally {
      setBusy(false);
    }
  }

  if (paper)
    return (
      <PaperShell title="确认提纲" step={1}>
        <p className="ai-muted">
          这是根据您的主题拟定的题目和提纲。可以修改题目、增删和调整章节；确认后开始逐节写作（消耗一次 AI 写作次数或积分）。
        </p>
        <OutlineEditor paper={paper} />
      </PaperShell>
    );
  return (
    <PaperShell title="新建论文" step={0}>
      {!status.enabled && <NoModel what="AI 论文生成" />}
      <div className="aipaper-create">
        <Form<Topic>
          layout="vertical"
          className="aipaper-form"
          initialValues={{ discipline: disciplines[0], length: lengths[1] }}
          onFinish={(v) => void create(v)}
          onValuesChange={(c: Partial<Topic>) => c.topic !== undefined && setTopic(c.topic)}
        >
          <Form.Item
            name="topic"
            label="论文主题"
            rules={[
              { required: true, whitespace: true, message: "请填写论文主题" },
              { min: 4, message: "请用至少 4 个字描述论文主题" },
            ]}
          >
            <Input maxLength={100} showCount placeholder="如：装配式混凝土结构套筒灌浆质量控制" />
          </Form.Item>
          <Form.Item name="discipline" label="学科">
            <Select options={disciplines.map((d) => ({ value: d, label: d }))} />
          </Form.Item>
          <Form.Item name="length" label="篇幅">
            <Radio.Group optionType="button" options={lengths.map((n) => ({ value: n, label: `约 ${n} 字` }))} />
          </Form.Item>
          <Form.Item name="notes" label="补充说明（可选）">
            <Input.TextArea
              maxLength={1000}
              showCount
              autoSize={{ minRows: 3, maxRows: 8 }}
              placeholder="依托的工程、已有的数据、希望侧重的方面"
            />
          </Form.Item>
          {error && (
            <p className="ai-message" role="alert">
              {error}
            </p>
          )}
          <Button type="primary" htmlType="submit" loading={busy} disabled={!status.enabled}>
            {busy ? "正在拟定提纲…" : "生成提纲"}
          </Button>
          <p className="ai-muted">拟定提纲不消耗次数；确认提纲后写全文消耗一次 AI 写作次数（免费次数用完后消耗积分）。</p>
        </Form>
        <References subject={topic} title="可参考的本站资料" />
      </div>
    </PaperShell>
  );
}
