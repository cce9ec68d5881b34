import type { TemplateVars } from "@portal/core";
import { data, type LoaderFunctionArgs } from "react-router";
import { canonicalUrl, loadTdk } from "./tdk.server";

/**
 * Loader of a page whose content arrives with a later feature: it still has its real title,
 * keywords, description and canonical URL, so the frame is correct for people and crawlers.
 */
export function frameLoader(pageName: string, vars: TemplateVars = {}) {
  return async ({ context, request, params }: LoaderFunctionArgs) => {
    assertParams(params);
    return { tdk: await loadTdk(context, pageName, vars), canonical: canonicalUrl(context, request) };
  };
}

const PAGE = /^[1-9]\d{0,4}$/;
const ID = /^[\w-]{1,64}$/;

/**
 * Route segments that cannot name anything answer 404 instead of rendering an empty page:
 * a page number is 1–99999, any other segment a short word of letters, digits, _ or -.
 */
export function assertParams(params: Record<string, string | undefined>) {
  for (const [name, value] of Object.entries(params)) {
    if (value === undefined || name === "*" || name === "keywords") continue;
    const ok = name === "page" ? PAGE.test(value) : ID.test(value);
    if (!ok) throw data("页面不存在", { status: 404 });
  }
}
