import type { PaperView } from "@portal/core";
import { lazy, Suspense, useState } from "react";
import { Button } from "~/components/form/Button";
import { CharCount, RadioButtons, SelectField, TextAreaField } from "~/components/form/ChoiceFields";
import { TextField } from "~/components/form/TextField";
import { minLength, required, useForm } from "~/components/form/use-form";
import { paperCreateLoader } from "~/features/ai/ai.server";
import { NoModel } from "~/features/ai/NoModel";
import { PaperShell } from "~/features/ai/PaperShell";
import { References } from "~/features/ai/References";
import { tdkMeta } from "~/lib/meta";
import { ApiError, post } from "~/lib/request";
import type { Route } from "./+types/aipaper";

export const loader = paperCreateLoader;
export const meta: Route.MetaFunction = ({ loaderData }) => [...tdkMeta(loaderData), { name: "robots", content: "noindex" }];

// Step two (antd's inputs and buttons, in AntdScope) loads when step one is sent, while the model
// drafts the outline: the form of step one is the page's own, so the page loads no antd at start
// (issue 15).
const loadOutlineStep = () => Promise.all([import("~/features/ai/OutlineEditor"), import("~/components/AntdScope")]);
const OutlineStep = lazy(() =>
  loadOutlineStep().then(([{ OutlineEditor }, { AntdScope }]) => ({
    default: ({ paper }: { paper: PaperView }) => (
      <AntdScope>
        <OutlineEditor paper={paper} />
      </AntdScope>
    ),
  })),
);

const TOPIC_MAX = 100;
const NOTES_MAX = 1000;

/** /aipaper/create: the topic (step one), then the proposed outline to edit (step two). */
export default function AiPaperCreatePage({ loaderData }: Route.ComponentProps) {
  const { status, disciplines, lengths } = loaderData;
  const [paper, setPaper] = useState<PaperView | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState("");
  const form = useForm(
    { topic: "", discipline: disciplines[0] ?? "", length: String(lengths[1] ?? lengths[0] ?? ""), notes: "" },
    { topic: [required("请填写论文主题"), minLength(4, "请用至少 4 个字描述论文主题")] },
  );
  const { values } = form;

  async function create(v: typeof values) {
    setBusy(true);
    setError("");
    void loadOutlineStep().catch(() => {});
    const topic = { topic: v.topic.trim(), discipline: v.discipline, length: Number(v.length), notes: v.notes.trim() || undefined };
    try {
      setPaper((await post<PaperView>("/api/aipaper/create", topic, { silent: true, timeoutMs: 120_000 })).data);
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
        <Suspense fallback={<div className="ai-outline-loading" aria-busy="true" />}>
          <OutlineStep paper={paper} />
        </Suspense>
      </PaperShell>
    );
  return (
    <PaperShell title="新建论文" step={0}>
      {!status.enabled && <NoModel what="AI 论文写作" />}
      <div className="aipaper-create">
        <form className="aipaper-form" noValidate onSubmit={form.submit((v) => create(v))}>
          <TextField
            {...form.text("topic")}
            label="论文主题"
            maxLength={TOPIC_MAX}
            placeholder="如：装配式混凝土结构套筒灌浆质量控制"
            extra={<CharCount value={values.topic} max={TOPIC_MAX} />}
          />
          <SelectField {...form.text("discipline")} label="学科" options={disciplines.map((d) => ({ value: d, label: d }))} />
          <RadioButtons {...form.text("length")} label="篇幅" options={lengths.map((n) => ({ value: String(n), label: `约 ${n} 字` }))} />
          <TextAreaField
            {...form.text("notes")}
            label="补充说明（可选）"
            maxLength={NOTES_MAX}
            placeholder="依托的工程、已有的数据、希望侧重的方面"
          />
          {error && (
            <p className="ai-message" role="alert">
              {error}
            </p>
          )}
          <Button variant="primary" type="submit" loading={busy} disabled={!status.enabled}>
            {busy ? "正在拟定提纲…" : "生成提纲"}
          </Button>
          <p className="ai-muted">拟定提纲不消耗次数；确认提纲后写全文消耗一次 AI 写作次数（免费次数用完后消耗积分）。</p>
        </form>
        <References subject={values.topic} title="可参考的本站资料" />
      </div>
    </PaperShell>
  );
}
