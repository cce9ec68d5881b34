import { AntdScope } from "~/components/AntdScope";
import { PageFrame } from "~/components/PageFrame";
import { toolDetailLoader } from "~/features/ai/ai.server";
import { ToolWorkbench } from "~/features/ai/ToolWorkbench";
import { tdkMeta } from "~/lib/meta";
import { publicPageHeaders } from "~/lib/page-headers";
import type { Route } from "./+types/ai-tool-detail";

/** The form is the same for every anonymous visitor; quota and generation are asked by the page. */
export const headers = publicPageHeaders;
export const loader = toolDetailLoader;
export const meta: Route.MetaFunction = ({ loaderData }) => tdkMeta(loaderData);

/** /aiToolDetail?id=<tool>: one writing tool. */
export default function AiToolDetailPage({ loaderData }: Route.ComponentProps) {
  const { tool, others, status } = loaderData;
  return (
    <PageFrame title={tool.name} crumbs={[{ name: "AI 写作工具", path: "/aiToolList" }, { name: tool.name }]}>
      <AntdScope>
        <ToolWorkbench tool={tool} others={others} enabled={status.enabled} />
      </AntdScope>
    </PageFrame>
  );
}
