import type { PaperSectionView, PaperView } from "@portal/core";
import { Button, Input } from "antd";
import { useState } from "react";
import { useBlocker } from "react-router";
import { RichEditor } from "~/components/admin/LazyRichEditor";
import { ApiError, post } from "~/lib/request";
import { toast } from "~/lib/toast";
import { LinkButton } from "./LinkButton";

interface Draft {
  title: string;
  html: string;
  dirty: boolean;
  saving: boolean;
}

/** Step four: every section in the console's rich-text editor, saved one by one. */
export function PaperEditor({ paper }: { paper: PaperView }) {
  const [drafts, setDrafts] = useState<Draft[]>(() =>
    paper.sections.map((x) => ({ title: x.title, html: x.html, dirty: false, saving: false })),
  );
  const dirty = drafts.some((d) => d.dirty);
  // Leaving with unsaved edits asks first.
  const blocker = useBlocker(({ currentLocation, nextLocation }) => dirty && currentLocation.pathname !== nextLocation.pathname);
  if (blocker.state === "blocked") {
    if (window.confirm("有未保存的修改，确定离开？")) blocker.proceed();
    else blocker.reset();
  }

  const patch = (i: number, p: Partial<Draft>) => setDrafts((list) => list.map((d, j) => (j === i ? { ...d, ...p } : d)));
  async function save(i: number) {
    const d = drafts[i] as Draft;
    patch(i, { saving: true });
    try {
      const r = await post<PaperSectionView>(
        "/api/aipaper/section/save",
        { id: paper.id, idx: i, title: d.title, html: d.html },
        { silent: true },
      );
      patch(i, { title: r.data.title, html: r.data.html, dirty: false, saving: false });
      toast("success", `第 ${i + 1} 节已保存`);
    } catch (err) {
      patch(i, { saving: false });
      toast("error", err instanceof ApiError ? err.msg : "保存失败");
    }
  }
  async function saveAll() {
    for (const [i, d] of drafts.entries()) if (d.dirty) await save(i);
  }

  return (
    <div className="aipaper-editor">
      <div className="aipaper-bar aipaper-toolbar">
        <Button type="primary" disabled={!dirty} onClick={() => void saveAll()}>
          保存全部修改
        </Button>
        <LinkButton to={`/aipaper/detail/${paper.id}`}>完成编辑</LinkButton>
        <LinkButton to={`/api/aipaper/docx/${paper.id}`} download>
          导出 Word
        </LinkButton>
        {dirty && <span className="ai-message">有未保存的修改</span>}
      </div>
      {drafts.map((d, i) => (
        <section key={paper.sections[i]?.idx ?? i} className="aipaper-edit-section" aria-label={`第 ${i + 1} 节`}>
          <div className="aipaper-section-head">
            <span className="aipaper-num">{i + 1}</span>
            <Input
              aria-label={`第 ${i + 1} 节标题`}
              value={d.title}
              maxLength={60}
              onChange={(e) => patch(i, { title: e.target.value, dirty: true })}
            />
            <Button loading={d.saving} disabled={!d.dirty} onClick={() => void save(i)}>
              保存本节
            </Button>
          </div>
          <RichEditor uploads={false} value={d.html} onChange={(html) => patch(i, { html, dirty: html !== d.html || d.dirty })} />
        </section>
      ))}
    </div>
  );
}
