import { redirect } from "react-router";

/** SPEC §2: /help/index redirects to the help centre. */
export function loader() {
  return redirect("/help", 301);
}
