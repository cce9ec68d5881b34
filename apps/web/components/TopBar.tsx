import { loginHref } from "@portal/contract";
import type { ReactNode } from "react";
import { useLocation } from "react-router";
import { userTools } from "../features/accounts/user-tools-slot";
import type { RouteHandle } from "../lib/handle";
import type { RootData } from "../root";
import { InfoTabs } from "./InfoTabs";
import { NewsMenu } from "./NewsMenu";
import { HelpSearch, InformationSearch, ProductSearch } from "./TopBarSearch";

const MAIN_NAV = [
  { to: "/tender", label: "招标信息" },
  { to: "/standard", label: "标准规范" },
  { to: "/video", label: "视频课程" },
  { to: "/product", label: "产品服务" },
  { to: "/solution", label: "解决方案" },
  { to: "/help", label: "帮助中心" },
];

/**
 * A link of the main navigation, active as React Router's `<NavLink>` is: the same path, or (without
 * `end`) a path under it, letters in any case; marked the same way (class `active`,
 * `aria-current="page"`). A plain anchor (lib/app-links.ts keeps its click in the app), which on
 * the server costs a fraction of a `<Link>` (ADR 0042).
 */
function NavItem({ to, end, here, children }: { to: string; end?: boolean; here: string; children: ReactNode }) {
  const target = to.toLowerCase();
  const active = here === target || (!end && here.startsWith(target) && here.charAt(target.length) === "/");
  return (
    <a href={to} data-discover="true" className={active ? "topbar-link active" : "topbar-link"} aria-current={active ? "page" : undefined}>
      {children}
    </a>
  );
}

function Logo({ name }: { name: string }) {
  return (
    <a href="/" data-discover="true" className="logo" aria-label={`${name}首页`}>
      <svg width="32" height="32" viewBox="0 0 32 32" aria-hidden="true">
        <rect width="32" height="32" rx="7" fill="#1456f0" />
        <path d="M7 23 L16 8 L25 23 Z" fill="none" stroke="#fff" strokeWidth="2.4" strokeLinejoin="round" />
        <path d="M11.5 23 V17 H20.5 V23" fill="none" stroke="#fff" strokeWidth="2" />
      </svg>
      <span className="logo-text">{name}</span>
    </a>
  );
}

export function TopBar({ root, handle }: { root: RootData; handle: RouteHandle }) {
  const location = useLocation();
  const here = location.pathname.toLowerCase();
  const { site, nav } = root;
  return (
    <header className="topbar">
      <div className="topbar-inner">
        <Logo name={site.siteName} />
        <nav className="topbar-nav" aria-label="主导航">
          <NavItem to="/" end here={here}>
            首页
          </NavItem>
          <NewsMenu nav={nav} />
          {MAIN_NAV.map((item) => (
            <NavItem key={item.to} to={item.to} here={here}>
              {item.label}
            </NavItem>
          ))}
        </nav>
        <div className="topbar-right">
          {site.hotline && (
            <span className="hotline">
              <svg width="14" height="14" viewBox="0 0 16 16" aria-hidden="true">
                <path
                  d="M4.5 2 6.5 5 5.2 6.4a8 8 0 0 0 4.4 4.4L11 9.5l3 2-1.2 2.3C7.6 13.5 2.5 8.4 2.2 3.2z"
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="1.3"
                  strokeLinejoin="round"
                />
              </svg>
              服务热线：{site.hotline}
            </span>
          )}
          {root.user ? (
            <>
              {root.preload.map((href) => (
                <link key={href} rel="modulepreload" href={href} />
              ))}
              <userTools.Slot user={root.user} unread={root.unread} />
            </>
          ) : (
            <>
              <a className="topbar-login" href={loginHref(location.pathname, location.search)} data-discover="true">
                登录
              </a>
              <span className="topbar-sep" aria-hidden>
                /
              </span>
              <a className="topbar-login" href="/register" data-discover="true">
                注册
              </a>
            </>
          )}
        </div>
      </div>
      {handle.topBar && (
        <div className="topbar-sub">
          <div className="topbar-sub-inner">
            {handle.topBar === "information" && <InfoTabs active={handle.infoTab} />}
            {handle.topBar === "product" && <span className="topbar-sub-title">产品服务</span>}
            {handle.topBar === "help" && <span className="topbar-sub-title">帮助中心</span>}
            <div className="topbar-tools">
              {handle.topBar === "product" && <ProductSearch />}
              {handle.topBar === "help" && <HelpSearch />}
              {handle.topBar === "information" && <InformationSearch type={handle.infoTab} />}
            </div>
          </div>
        </div>
      )}
    </header>
  );
}
