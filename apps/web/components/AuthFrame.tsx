import { useRouteLoaderData } from "react-router";
import { Link } from "~/components/Link";
import type { RootData } from "../root";

/** Full-screen account pages (login, recovery, authorisation): a centred card on a plain backdrop. */
export function AuthFrame({ title, empty }: { title: string; empty: string }) {
  const root = useRouteLoaderData("root") as RootData | undefined;
  return (
    <div className="auth-frame">
      <div className="auth-card">
        <Link to="/" className="auth-brand">
          {root?.site.siteName ?? "首页"}
        </Link>
        <h1 className="auth-title">{title}</h1>
        <p className="auth-notice">{empty}</p>
        <Link to="/" className="btn">
          返回首页
        </Link>
      </div>
    </div>
  );
}
