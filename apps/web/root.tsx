import { getCurrentUser, getSiteSettings, listFooterGroups, navigationColumns, unreadCount } from "@portal/core";
import antdCss from "antd/dist/antd.css?url";
import { type ReactNode, useEffect } from "react";
import { Links, Meta, Outlet, Scripts, ScrollRestoration, type ShouldRevalidateFunction, useLoaderData, useRouteError } from "react-router";
import type { Route } from "./+types/root";
import { ErrorPage, shownError } from "./components/ErrorPage";
import { USER_TOOLS_MODULE } from "./features/accounts/user-tools-module";
import { appContext } from "./lib/app-context";
import { pageIsLive } from "./lib/before-hydration";
import { isChunkLoadError, reloadAfterChunkError } from "./lib/chunk-reload";
import { lazyScripts } from "./lib/lazy-chunks.server";
import { useLogoutSync } from "./lib/logout-sync";
import { useNonce } from "./lib/nonce";
import appCss from "./styles/app.css?url";

export const links: Route.LinksFunction = () => [
  { rel: "stylesheet", href: antdCss },
  { rel: "stylesheet", href: appCss },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
];

/** Site chrome shared by every page: settings, navigation columns and footer links (all cached). */
export async function loader({ context }: Route.LoaderArgs) {
  const { ctx } = context.get(appContext);
  const [settings, nav, footer, user, unread] = await Promise.all([
    getSiteSettings(ctx),
    navigationColumns(ctx),
    listFooterGroups(ctx),
    getCurrentUser(ctx),
    // The message badge of the top bar; the client keeps it current (MessageBell).
    ctx.actor.kind === "user" ? unreadCount(ctx) : 0,
  ]);
  const { siteName, companyName, hotline, icp, psb, defaultTitle, defaultKeywords, defaultDescription } = settings;
  return {
    site: { siteName, companyName, hotline, icp, psb, defaultTitle, defaultKeywords, defaultDescription },
    nav,
    footer,
    user,
    unread,
    // Its scripts load with the page's own (modulepreload), not after them.
    preload: user ? lazyScripts([USER_TOOLS_MODULE]) : [],
  };
}
export type RootData = Awaited<ReturnType<typeof loader>>;

// The chrome changes only when staff edit settings or the user logs in or out (an action);
// plain client navigations need not reload it.
export const shouldRevalidate: ShouldRevalidateFunction = ({ formMethod, defaultShouldRevalidate }) =>
  formMethod ? defaultShouldRevalidate : false;

export function Layout({ children }: { children: ReactNode }) {
  const nonce = useNonce();
  return (
    <html lang="zh-CN">
      <head>
        <meta charSet="utf-8" />
        <meta httpEquiv="X-UA-Compatible" content="IE=edge" />
        <meta name="renderer" content="webkit" />
        <meta name="applicable-device" content="pc" />
        <meta name="viewport" content="width=1200" />
        <meta name="referrer" content="no-referrer" />
        <meta name="format-detection" content="telephone=no" />
        <Meta />
        {/* Stylesheets need no nonce (style-src 'self'). An explicit empty one keeps React Router from
            stamping the script nonce on them, which the browser hides and hydration would then see
            as a mismatch between server and client. */}
        <Links nonce="" />
      </head>
      <body>
        {children}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  const data = useLoaderData<typeof loader>();
  // Another tab logged out: this tab reloads and so loses its user too (SPEC §4).
  useLogoutSync(Boolean(data?.user));
  useEffect(pageIsLive, []);
  return <Outlet />;
}

/** Unknown routes and failures end here: 404 for what does not exist, else the error's status or 500. */
export function ErrorBoundary() {
  const error = useRouteError();
  if (typeof window !== "undefined" && isChunkLoadError(error)) reloadAfterChunkError();
  return <ErrorPage {...shownError(error)} />;
}
