import { AntdScope } from "~/components/AntdScope";
import { paperLoader } from "~/features/ai/ai.server";
import { PaperEditor } from "~/features/ai/PaperEditor";
import { PaperShell } from "~/features/ai/PaperShell";
import { tdkMeta } from "~/lib/meta";
import type { Route } from "./+types/aipaper-edit";

export const loader = paperLoader;
export const meta: Route.MetaFunction = ({ loaderData }) => [...tdkMeta(loaderData), { name: "robots", content: "noindex" }];

/** /aipaper/edit/:id: every section in the rich-text editor. */
export default function AiPaperEditPage({ loaderData }: Route.ComponentProps) {
  return (
    <AntdScope>
      <PaperShell title={`编辑：${loaderData.paper.title}`} step={3}>
        <PaperEditor paper={loaderData.paper} />
      </PaperShell>
    </AntdScope>
  );
}
