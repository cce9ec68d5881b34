import type { DataRouter, RouterNavigateOptions } from "react-router";

declare global {
  interface Window {
    /** Set by `<HydratedRouter>` (entry.client.tsx); React Router's own redirect handling navigates through it too. */
    __reactRouterDataRouter?: DataRouter;
  }
}

/**
 * Navigates inside the app to a path of this site, as the function `useNavigate()` returns does for
 * an absolute path, without the hook. Rendering a link should cost nothing for the click it may get:
 * a `useNavigate()` per link (context reads, a ref, an effect, a callback) was ~4 % of the home page's
 * server render, where no click ever happens (ADR 0042). The router is the one the app hydrated with;
 * before hydration there is none, and the browser loads the page itself. Like the router's links, a
 * link to the page already shown replaces its history entry unless `replace` says otherwise.
 */
export function appNavigate(to: string, options: RouterNavigateOptions = {}) {
  const router = window.__reactRouterDataRouter;
  const here = window.location.pathname + window.location.search + window.location.hash;
  if (router) void router.navigate(to, { ...options, replace: options.replace ?? to === here });
  else window.location.assign(to);
}
