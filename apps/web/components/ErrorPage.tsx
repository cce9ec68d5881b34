import { lazy, Suspense } from "react";
import { isRouteErrorResponse } from "react-router";
import { Link } from "~/components/Link";

// Every page loads this module at start (the error boundaries), the drawings only an error page
// needs. The server renders the drawing in place and the browser keeps it until the chunk has
// arrived; after a navigation an empty box of the drawing's size holds its place, so nothing moves.
const ErrorIllustration = lazy(() => import("./ErrorIllustration"));

/** What an error boundary caught, as the page shows it: a status and, for refused requests, why. */
export interface ShownError {
  status: number;
  message?: string;
}

/**
 * A route error response carries the status and Chinese message of a typed error (apps/server/ssr.ts
 * maps them); anything else is a 500 whose details stay in the server log.
 */
export function shownError(error: unknown): ShownError {
  if (!isRouteErrorResponse(error)) return { status: 500 };
  return { status: error.status, message: typeof error.data === "string" ? error.data : undefined };
}

export function errorTitle({ status }: ShownError): string {
  if (status === 404) return "页面不存在";
  if (status >= 500) return "服务器错误";
  return "请求无法完成";
}

/** SPEC §2 error page: the 404 and 500 illustrations, the reason when the request was refused, a way home. */
export function ErrorPage({ status, message }: ShownError) {
  const notFound = status === 404;
  const refused = status >= 400 && status < 500 && !notFound;
  return (
    <div className="error-page">
      <Suspense fallback={<svg width="240" height="170" aria-hidden="true" />}>
        <ErrorIllustration status={status} />
      </Suspense>
      <h1 className="error-title">{notFound ? "抱歉，您访问的页面不存在" : refused ? "抱歉，请求无法完成" : "抱歉，服务器出错了"}</h1>
      <p className="error-text">
        {notFound
          ? "页面可能已被删除，或地址输入有误。"
          : refused
            ? (message ?? "请求有误，请检查后重试。")
            : "请稍后刷新重试，问题持续时请联系客服。"}
      </p>
      <Link to="/" className="btn btn-primary">
        返回首页
      </Link>
    </div>
  );
}
