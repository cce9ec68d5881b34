import { AuthFrame } from "~/components/AuthFrame";
import { frameLoader } from "~/lib/frame.server";
import { tdkMeta } from "~/lib/meta";
import type { Route } from "./+types/domain-error";

export const loader = frameLoader("page-domainError", { title: "访问地址有误" });
export const meta: Route.MetaFunction = ({ loaderData }) => tdkMeta(loaderData);

export default function DomainErrorPage() {
  return <AuthFrame title="访问地址有误" empty="您访问的域名未绑定本平台，请检查地址或返回首页。" />;
}
