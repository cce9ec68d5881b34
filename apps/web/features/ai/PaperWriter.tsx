import type { PaperSectionView, PaperView } from "@portal/core";
import { Button, Popconfirm } from "antd";
import { useEffect, useRef, useState } from "react";
import { useSearchParams } from "react-router";
import { type AiEvent, AiStreamError, streamAi } from "~/features/ai/ai-stream";
import { LinkButton } from "./LinkButton";
import { MarkdownView, SavedText } from "./MarkdownView";
import { QuotaLine, useAiQuota } from "./QuotaLine";

/** 字数 as word processors count Chinese: CJK characters plus latin words, of the text without tags. */
function wordCount(html: string): number {
  const text = html.replace(/<[^>]+>/g, " ").replace(/&[a-z#0-9]+;/gi, " ");
  return (text.match(/[\u3400-\u9fff]/g)?.length ?? 0) + (text.match(/[A-Za-z0-9]+/g)?.length ?? 0);
}

const SECTION_STATUS: Record<string, string> = { empty: "待生成", writing: "生成中", stopped: "已中断", failed: "失败", done: "" };

/**
 * Step three: the paper's sections fill in as the model writes them. Leaving or pressing 停止
 * closes the stream; the server keeps each section's text and 继续写作 resumes where it stopped.
 */
export function PaperWriter({ paper, enabled }: { paper: PaperView; enabled: boolean }) {
  const [params] = useSearchParams();
  const [sections, setSections] = useState<PaperSectionView[]>(paper.sections);
  const [status, setStatus] = useState(paper.status);
  const [live, setLive] = useState<{ idx: number; text: string } | null>(null);
  const [running, setRunning] = useState(false);
  const [notice, setNotice] = useState("");
  const abort = useRef<AbortController | null>(null);
  // Each section's state as the events report it, read when a stream ends (state may not have rendered yet).
  const done = useRef(new Map(paper.sections.map((x) => [x.idx, x.status === "done"])));
  const { quota, refresh } = useAiQuota(enabled);
  useEffect(() => () => abort.current?.abort(), []);

  const onEvent = (e: AiEvent) => {
    if (e.type === "section") setLive({ idx: e.idx, text: "" });
    else if (e.type === "delta" && e.idx !== undefined) setLive((l) => (l && l.idx === e.idx ? { idx: l.idx, text: l.text + e.text } : l));
    else if (e.type === "sectionDone") {
      done.current.set(e.idx, e.outcome === "ok");
      setSections((list) =>
        list.map((x) =>
          x.idx === e.idx ? { ...x, html: e.html, status: e.outcome === "ok" ? "done" : x.html || e.html ? "stopped" : "failed" } : x,
        ),
      );
      setLive(null);
      if (e.message) setNotice(e.message);
    } else if (e.type === "done") {
      if (e.message) setNotice(e.message);
    } else if (e.type === "error") setNotice(e.message);
  };

  async function go(path: string, body: unknown) {
    const ctl = new AbortController();
    abort.current = ctl;
    setRunning(true);
    setNotice("");
    setStatus("writing");
    try {
      await streamAi(path, body, onEvent, ctl.signal);
    } catch (err) {
      if (!ctl.signal.aborted) setNotice(err instanceof AiStreamError ? err.message : "网络异常，请稍后再试");
    } finally {
      abort.current = null;
      setRunning(false);
      setLive(null);
      setStatus([...done.current.values()].every(Boolean) ? "done" : "paused");
      refresh();
    }
  }

  // Arriving from the outline (?write=1) starts writing at once. The flag leaves the address bar
  // without a router navigation (which would reload the page's data mid-stream), so a reload does not start again.
  const startNow = params.get("write") === "1";
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once, on arrival
  useEffect(() => {
    if (!startNow) return;
    window.history.replaceState(window.history.state, "", window.location.pathname);
    if (enabled && paper.status !== "done") void go("/api/aipaper/write", { id: paper.id });
  }, []);

  const words = sections.reduce((n, x) => n + wordCount(x.html), 0);
  return (
    <div className="aipaper-paper">
      <div className="aipaper-bar aipaper-toolbar">
        {running ? (
          <Button danger onClick={() => abort.current?.abort()}>
            停止生成
          </Button>
        ) : status !== "done" ? (
          <Button type="primary" disabled={!enabled} onClick={() => void go("/api/aipaper/write", { id: paper.id })}>
            {sections.some((x) => x.html) ? "继续写作" : "开始写作"}
          </Button>
        ) : null}
        {!running && <LinkButton to={`/aipaper/edit/${paper.id}`}>编辑全文</LinkButton>}
        <LinkButton to={`/api/aipaper/docx/${paper.id}`} download>
          导出 Word
        </LinkButton>
        <span className="ai-muted">
          约 {words} 字 · 目标 {paper.length} 字 · {paper.discipline}
        </span>
        <QuotaLine quota={quota} />
      </div>
      {notice && (
        <p className="ai-message" role="status">
          {notice}
        </p>
      )}
      <article className="aipaper-article">
        <h1 className="aipaper-paper-title">{paper.title}</h1>
        {paper.abstract && (
          <p className="aipaper-abstract">
            <strong>摘要：</strong>
            {paper.abstract}
          </p>
        )}
        {paper.keywords && (
          <p className="aipaper-abstract">
            <strong>关键词：</strong>
            {paper.keywords}
          </p>
        )}
        {sections.map((x) => (
          <section key={x.idx} className="aipaper-section" aria-labelledby={`sec-${x.idx}`}>
            <div className="aipaper-section-head">
              <h2 id={`sec-${x.idx}`}>
                {x.idx + 1}　{x.title}
              </h2>
              {live?.idx === x.idx ? (
                <span className="ai-phase ai-phase-writing">正在写…</span>
              ) : (
                <span className="ai-status">{SECTION_STATUS[x.status]}</span>
              )}
              {!running && status !== "outline" && enabled && (x.status === "done" || x.status === "stopped") && (
                <Popconfirm
                  title="重新生成这一节？"
                  description="将消耗一次 AI 写作次数（或积分），原内容会被替换。"
                  okText="重新生成"
                  cancelText="取消"
                  onConfirm={() => void go("/api/aipaper/section/regenerate", { id: paper.id, idx: x.idx })}
                >
                  <Button size="small">重新生成</Button>
                </Popconfirm>
              )}
            </div>
            {live?.idx === x.idx ? (
              live.text ? (
                <MarkdownView text={live.text} writing />
              ) : (
                <p className="ai-muted">正在等待大模型返回内容…</p>
              )
            ) : x.html ? (
              <SavedText html={x.html} />
            ) : (
              <p className="ai-muted">{x.brief || "待生成"}</p>
            )}
          </section>
        ))}
      </article>
    </div>
  );
}
