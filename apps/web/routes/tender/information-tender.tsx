import { redirect } from "react-router";
import type { Route } from "./+types/information-tender";

/** /information/tender is the hub's tender tab: the tender list itself, filters and all (301, query kept). */
export function loader({ request }: Route.LoaderArgs) {
  return redirect(`/tender${new URL(request.url).search}`, 301);
}
