import type { ReactNode } from "react";
import { Link, useRouteLoaderData } from "react-router";
import type { RootData } from "../../root";

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
        {subtitle && <p className="auth-subtitle">{subtitle}</p>}
        <div className="auth-body">{children}</div>
      </div>
    </div>
  );
}
