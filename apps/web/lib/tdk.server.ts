import { resolveTdk, type TemplateVars } from "@portal/core";
import type { RouterContextProvider } from "react-router";
import { appContext } from "./app-context";

/** Title / keywords / description of a page from its stored template (SPEC §1). */
export function loadTdk(context: Readonly<RouterContextProvider>, pageName: string, vars: TemplateVars = {}) {
  return resolveTdk(context.get(appContext).ctx, pageName, vars);
}

/**
 * The tender pages' template ("{regionName}{infoType}招标信息_{companyName}"). `infoType` is never
 * empty ("工程" unless the page says more): with every page-specific value empty a template falls
 * back to the site's default title, which says nothing about the page.
 */
export function loadTenderTdk(context: Readonly<RouterContextProvider>, regionName?: string | null, infoType?: string) {
  return loadTdk(context, "page-tender", { regionName, infoType: infoType || "工程" });
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
