import { FramePage } from "~/components/PageFrame";
import { tdkMeta } from "~/lib/meta";
import { loadTdk } from "~/lib/tdk.server";
import type { Route } from "./+types/aipaper";

export async function loader({ context, request }: Route.LoaderArgs) {
  const title = new URL(request.url).pathname.endsWith("/create") ? "新建 AI 论文" : "AI 论文";
  return { title, tdk: await loadTdk(context, "page-aiPaper", { title }) };
}

export const meta: Route.MetaFunction = ({ loaderData }) => tdkMeta(loaderData);

export default function AiPaper({ loaderData }: Route.ComponentProps) {
  return (
    <FramePage
      title={loaderData.title}
      crumbs={[{ name: "AI 工具", path: "/aiToolList" }, { name: loaderData.title }]}
      empty="AI 论文生成即将上线。"
    />
  );
}
