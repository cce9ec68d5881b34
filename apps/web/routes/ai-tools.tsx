import { FramePage } from "~/components/PageFrame";
import { tdkMeta } from "~/lib/meta";
import { loadTdk } from "~/lib/tdk.server";
import type { Route } from "./+types/ai-tools";

const TITLES: Record<string, string> = {
  "/aiToolList": "AI 工具",
  "/aiWriteList": "AI 写作",
  "/aiToolDetail": "AI 工具详情",
};

export async function loader({ context, request }: Route.LoaderArgs) {
  const title = TITLES[new URL(request.url).pathname] ?? "AI 工具";
  return { title, tdk: await loadTdk(context, "page-aiTool", { title }) };
}

export const meta: Route.MetaFunction = ({ loaderData }) => tdkMeta(loaderData);

export default function AiTools({ loaderData }: Route.ComponentProps) {
  return <FramePage title={loaderData.title} empty="AI 写作工具即将上线，可帮助您起草施工方案、技术交底与工程论文。" />;
}
