import { type MetaFunction, Outlet, useRouteError } from "react-router";
import { ErrorPage, errorTitle, shownError } from "../components/ErrorPage";
import { PageTransition } from "../components/PageTransition";
import { Chrome } from "./Chrome";

export default function DefaultLayout() {
  return (
    <Chrome variant="default">
      <PageTransition>
        <Outlet />
      </PageTransition>
    </Chrome>
  );
}

/**
 * A page whose loader threw (unknown id, bad segment) has no meta of its own: without this the
 * 404/500 page would have no <title> at all. Error pages are also kept out of search indexes.
 * Without an error the layout adds nothing, so each page's own meta still wins.
 */
export const meta: MetaFunction = ({ error }) => {
  if (!error) return [];
  return [{ title: errorTitle(shownError(error)) }, { name: "robots", content: "noindex" }];
};

/** Errors inside the site keep the top bar and footer around the error page. */
export function ErrorBoundary() {
  const error = useRouteError();
  return (
    <Chrome variant="default">
      <ErrorPage {...shownError(error)} />
    </Chrome>
  );
}
