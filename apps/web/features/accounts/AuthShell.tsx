import type { ReactNode } from "react";
import { useRouteLoaderData } from "react-router";
import { Link } from "~/components/Link";
import type { RootData } from "~/root";

/** The full-screen card of the account pages (login, registration, recovery, second factor). */
export function AuthShell({
  title,
  subtitle,
  children,
  wide,
}: {
  title: string;
  subtitle?: ReactNode;
  children: ReactNode;
  wide?: boolean;
}) {
  const root = useRouteLoaderData("root") as RootData | undefined;
  return (
    <div className="auth-frame">
      <div className={`auth-card${wide ? " auth-card-wide" : ""}`}>
        <Link to="/" className="auth-brand">
          {root?.site.siteName ?? "首页"}
        </Link>
        <h1 className="auth-title">{title}</h1>
        {/* A div, not a p: subtitles may hold block elements (an Alert), which a p cannot contain. */}
        {subtitle && <div className="auth-subtitle">{subtitle}</div>}
        <div className="auth-body">{children}</div>
      </div>
    </div>
  );
}
