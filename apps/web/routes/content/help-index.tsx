import { redirect } from "react-router";
import { publicPageHeaders } from "~/lib/page-headers";

/** SPEC §2: /help/index redirects to the help centre. */
/** The same for every anonymous visitor: may be served from the page cache. */
export const headers = publicPageHeaders;
export function loader() {
  return redirect("/help", 301);
}
