import { FramePage } from "~/components/PageFrame";
import { frameLoader } from "~/lib/frame.server";
import { tdkMeta } from "~/lib/meta";
import type { Route } from "./+types/personal-center";

export const loader = frameLoader("page-personalCenter", { title: "个人中心" });
export const meta: Route.MetaFunction = ({ loaderData }) => tdkMeta(loaderData);

export default function PersonalCenterPage() {
  return <FramePage title="个人中心" empty="登录后可在这里管理个人资料、订阅与积分。" />;
}
