import { Outlet, useRouteError } from "react-router";
import { ErrorPage, shownError } from "../components/ErrorPage";
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

export { meta } from "./error-meta";

/** Errors inside the site keep the top bar and footer around the error page. */
export function ErrorBoundary() {
  const error = useRouteError();
  return (
    <Chrome variant="default">
      <ErrorPage {...shownError(error)} />
    </Chrome>
  );
}
