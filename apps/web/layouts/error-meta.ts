import type { MetaFunction } from "react-router";
import { errorTitle, shownError } from "../components/ErrorPage";

/**
 * The layouts' meta. A page whose loader threw (unknown id, bad segment) has no meta of its own:
 * without this the 404/500 page would have no <title> at all. Error pages are also kept out of
 * search indexes. Without an error the layout adds nothing, so each page's own meta still wins.
 * A module of its own so that the bare layout (login and the like) can use it without loading the
 * default layout's top bar, footer and chat at start (issue 15).
 */
export const meta: MetaFunction = ({ error }) => {
  if (!error) return [];
  return [{ title: errorTitle(shownError(error)) }, { name: "robots", content: "noindex" }];
};
