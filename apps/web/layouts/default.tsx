import { isRouteErrorResponse, Outlet, useRouteError } from "react-router";
import { ErrorPage } from "../components/ErrorPage";
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

/** Errors inside the site keep the top bar and footer around the error page. */
export function ErrorBoundary() {
  const error = useRouteError();
  const status = isRouteErrorResponse(error) && error.status === 404 ? 404 : 500;
  return (
    <Chrome variant="default">
      <ErrorPage status={status} />
    </Chrome>
  );
}
