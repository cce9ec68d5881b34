import { data } from "react-router";
import { ErrorPage } from "~/components/ErrorPage";
import { assertParams } from "~/lib/frame.server";
import type { Route } from "./+types/pending-detail";

/**
 * Detail pages (articles, standards, tenders, products, help documents …) whose records do not
 * exist yet: nothing can be found, so every id answers 404 rather than an invented page.
 */
export function loader({ params }: Route.LoaderArgs) {
  assertParams(params);
  throw data("页面不存在", { status: 404 });
}

export default function PendingDetail() {
  return <ErrorPage status={404} />;
}
