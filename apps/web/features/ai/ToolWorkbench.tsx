import { loginHref } from "@portal/contract";
import type { ToolCard, ToolDetail } from "@portal/core";
import { Button, Form, Input, Select } from "antd";
import { useEffect, useRef, useState } from "react";
import { useLocation } from "react-router";
import { Link } from "~/components/Link";
import { AiStreamError, streamAi } from "~/features/ai/ai-stream";
import { toast } from "~/lib/toast";
import { LinkButton } from "./LinkButton";
import { MarkdownView } from "./MarkdownView";
import { NoModel } from "./NoModel";
import { QuotaLine, useAiQuota } from "./QuotaLine";
import { References } from "./References";
import { useAiUser } from "./useAiUser";
import "./ai.css";

type Phase = "idle" | "writing" | "done" | "stopped" | "failed";

const PHASE_TEXT: Record<Phase, string> = {
  idle: "",
  writing: "正在生成…",
  done: "生成完成，已保存到“我的写作”",
  stopped: "已停止，已生成的内容已保存",
  failed: "生成失败",
};

/** One writing tool: its form on the left, the text streaming in on the right. */
export function ToolWorkbench({ tool, others, enabled }: { tool: ToolDetail; others: ToolCard[]; enabled: boolean }) {
  const user = useAiUser();
  const location = useLocation();
  const [form] = Form.useForm<Record<string, string>>();
  const [text, setText] = useState("");
  const [phase, setPhase] = useState<Phase>("idle");
  const [message, setMessage] = useState("");
  const [subject, setSubject] = useState("");
  const abort = useRef<AbortController | null>(null);
  const { quota, refresh } = useAiQuota(Boolean(user) && enabled);
  // Leaving the page stops the model (the server keeps what was written).
  useEffect(() => () => abort.current?.abort(), []);

  async function run(values: Record<string, string>) {
    const ctl = new AbortController();
    abort.current = ctl;
    setText("");
    setMessage("");
    setPhase("writing");
    try {
      await streamAi(
        "/api/aiWrite/tool/run",
        { slug: tool.slug, inputs: values },
        (e) => {
          if (e.type === "delta") setText((t) => t + e.text);
          else if (e.type === "done") {
            setPhase(e.outcome === "ok" ? "done" : e.outcome);
            setMessage(e.message ?? "");
          } else if (e.type === "error") {
            setPhase("failed");
            setMessage(e.message);
          }
        },
        ctl.signal,
      );
    } catch (err) {
      if (ctl.signal.aborted) setPhase("stopped");
      else {
        setPhase("failed");
        setMessage(err instanceof AiStreamError ? err.message : "网络异常，请稍后再试");
      }
    } finally {
      abort.current = null;
      refresh();
    }
  }

  async function copy() {
    try {
      await navigator.clipboard.writeText(text);
      toast("success", "已复制全文（Markdown 格式）");
    } catch {
      toast("error", "复制失败，请手动选择文字复制");
    }
  }

  const first = tool.inputs.find((i) => i.type !== "select")?.key;
  return (
    <div className="ai-workbench">
      <section className="ai-panel ai-form-panel" aria-label="填写要求">
        <p className="ai-summary">{tool.summary}</p>
        {!enabled && <NoModel />}
        <Form
          form={form}
          layout="vertical"
          requiredMark
          onFinish={(v) => void run(v)}
          onValuesChange={(changed) => {
            if (first && first in changed) setSubject(String(changed[first] ?? ""));
          }}
        >
          {tool.inputs.map((i) => (
            <Form.Item
              key={i.key}
              name={i.key}
              label={i.label}
              rules={[
                { required: i.required, whitespace: true, message: `请填写“${i.label}”` },
                { max: i.maxLength, message: `不能超过 ${i.maxLength} 个字` },
              ]}
            >
              {i.type === "select" ? (
                <Select placeholder="请选择" options={(i.options ?? []).map((o) => ({ value: o, label: o }))} />
              ) : i.type === "textarea" ? (
                <Input.TextArea placeholder={i.placeholder} autoSize={{ minRows: 3, maxRows: 10 }} showCount maxLength={i.maxLength} />
              ) : (
                <Input placeholder={i.placeholder} maxLength={i.maxLength} />
              )}
            </Form.Item>
          ))}
          {enabled &&
            (user ? (
              <div className="ai-actions">
                {phase === "writing" ? (
                  <Button danger onClick={() => abort.current?.abort()}>
                    停止生成
                  </Button>
                ) : (
                  <Button type="primary" htmlType="submit">
                    {text ? "重新生成" : "开始生成"}
                  </Button>
                )}
                <QuotaLine quota={quota} />
              </div>
            ) : (
              <LinkButton type="primary" to={loginHref(location.pathname, location.search)}>
                登录后生成
              </LinkButton>
            ))}
        </Form>
        {others.length > 0 && (
          <nav className="ai-others" aria-label="同类工具">
            <h2 className="ai-side-title">同类工具</h2>
            {others.map((o) => (
              <Link key={o.id} to={`/aiToolDetail?id=${o.slug}`}>
                {o.name}
              </Link>
            ))}
          </nav>
        )}
      </section>
      <section className="ai-panel ai-output" aria-label="生成结果">
        <div className="ai-output-head">
          <h2>生成结果</h2>
          <span className={`ai-phase ai-phase-${phase}`}>{PHASE_TEXT[phase]}</span>
          {text && phase !== "writing" && (
            <Button size="small" onClick={() => void copy()}>
              复制全文
            </Button>
          )}
        </div>
        {message && <p className="ai-message">{message}</p>}
        {text ? (
          <MarkdownView text={text} writing={phase === "writing"} />
        ) : phase === "writing" ? (
          <p className="ai-muted">正在等待大模型返回内容…</p>
        ) : enabled ? (
          <p className="ai-muted">填写左侧要求后点击“开始生成”，内容会在这里逐字出现。生成的文字仅供参考，请结合项目实际核实后使用。</p>
        ) : null}
        {phase === "done" && (
          <p className="ai-saved">
            已保存，可在 <Link to="/aiWriteList">我的写作</Link> 中查看。
          </p>
        )}
        <References subject={subject} />
      </section>
    </div>
  );
}
