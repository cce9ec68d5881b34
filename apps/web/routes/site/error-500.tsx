import { data } from "react-router";
import { ErrorPage } from "~/components/ErrorPage";
import type { Route } from "./+types/error-500";

export function loader() {
  return data(null, { status: 500 });
}

export const meta: Route.MetaFunction = () => [{ title: "服务器错误" }, { name: "robots", content: "noindex" }];

export default function ServerError() {
  return <ErrorPage status={500} />;
}
