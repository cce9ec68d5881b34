import { FramePage } from "~/components/PageFrame";
import { tdkMeta } from "~/lib/meta";
import { loadTdk } from "~/lib/tdk.server";
import type { Route } from "./+types/agreement";

export async function loader({ context, request }: Route.LoaderArgs) {
  const title = new URL(request.url).pathname.endsWith("pravicy") ? "隐私政策" : "用户服务协议";
  return { title, tdk: await loadTdk(context, "page-agreement", { title }) };
}

export const meta: Route.MetaFunction = ({ loaderData }) => tdkMeta(loaderData);

export default function Agreement({ loaderData }: Route.ComponentProps) {
  return <FramePage title={loaderData.title} empty="协议正文正在更新，如有疑问请拨打服务热线。" />;
}
