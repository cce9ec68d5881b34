import { useSearchParams } from "react-router";
import { AntdScope } from "~/components/AntdScope";
import { paperLoader } from "~/features/ai/ai.server";
import { OutlineEditor } from "~/features/ai/OutlineEditor";
import { PaperShell } from "~/features/ai/PaperShell";
import { PaperWriter } from "~/features/ai/PaperWriter";
import { tdkMeta } from "~/lib/meta";
import type { Route } from "./+types/aipaper-detail";

export const loader = paperLoader;
export const meta: Route.MetaFunction = ({ loaderData }) => [...tdkMeta(loaderData), { name: "robots", content: "noindex" }];

/** /aipaper/detail/:id: the outline to confirm, or the paper being written or done. */
export default function AiPaperDetailPage({ loaderData }: Route.ComponentProps) {
  const { paper, status } = loaderData;
  const [params] = useSearchParams();
  // Arriving from 确认提纲 (?write=1) the writer takes over at once, before the status changes.
  if (paper.status === "outline" && params.get("write") !== "1")
    return (
      <AntdScope>
        <PaperShell title="确认提纲" step={1}>
          <OutlineEditor paper={paper} />
        </PaperShell>
      </AntdScope>
    );
  return (
    <AntdScope>
      <PaperShell title={paper.status === "done" ? "论文全文" : "生成全文"} step={paper.status === "done" ? 3 : 2}>
        <PaperWriter key={paper.id} paper={paper} enabled={status.enabled} />
      </PaperShell>
    </AntdScope>
  );
}
