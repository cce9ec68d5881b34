import { resolveTdk, type TemplateVars } from "@portal/core";
import type { RouterContextProvider } from "react-router";
import { appContext } from "./app-context";

/** Title / keywords / description of a page from its stored template (SPEC §1). */
export function loadTdk(context: Readonly<RouterContextProvider>, pageName: string, vars: TemplateVars = {}) {
  return resolveTdk(context.get(appContext).ctx, pageName, vars);
}

/** Absolute URL of the current page without query, for <link rel="canonical">. */
export function canonicalUrl(context: Readonly<RouterContextProvider>, request: Request): string {
  return context.get(appContext).origin + new URL(request.url).pathname;
}

/**
 * A title of its own for pages whose template cannot say enough (a tender, an organisation),
 * keeping the site name the template ends with: "标题_招标信息_站点名".
 */
export function titleWithSiteName(templated: string, ...parts: string[]): string {
  return [...parts, templated.split("_").pop()].join("_");
}
