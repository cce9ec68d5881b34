import { data } from "react-router";
import { ErrorPage } from "~/components/ErrorPage";
import { loadTdk } from "~/lib/tdk.server";
import type { Route } from "./+types/not-found";

/** /router, /404 and every unknown path: the not-found page with HTTP status 404. */
export async function loader({ context }: Route.LoaderArgs) {
  return data({ tdk: await loadTdk(context, "page-404", { title: "页面不存在" }) }, { status: 404 });
}

export const meta: Route.MetaFunction = () => [{ title: "页面不存在" }, { name: "robots", content: "noindex" }];

export default function NotFound() {
  return <ErrorPage status={404} />;
}
