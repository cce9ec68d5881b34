import { docListPaged, getCatTree, type StudyType } from "@portal/core";
import type { LoaderFunctionArgs } from "react-router";
import { STATUS_FILTERS, STUDY_META } from "~/features/content/StudyMeta";
import { appContext } from "~/lib/app-context";
import { assertPageInRange, orNotFound, pageParam } from "~/lib/params.server";
import { canonicalUrl, loadTdk } from "~/lib/tdk.server";

/**
 * Loader of /standard, /policy and /paper with {id?}/{page?}: id is a category ("0" = all), the
 * query's keyword filters by name or code.
 */
export function studyListLoader(type: StudyType, pageName: string) {
  return async ({ context, request, params }: LoaderFunctionArgs) => {
    const { ctx } = context.get(appContext);
    if (params.id !== undefined && !/^\d{1,9}$/.test(params.id)) throw new Response("页面不存在", { status: 404 });
    const catId = params.id && params.id !== "0" ? Number(params.id) : undefined;
    const page = pageParam(params.page);
    const query = new URL(request.url).searchParams;
    const keyword = (query.get("keyword") ?? "").trim().slice(0, 50);
    // Only standards have a status filter; an unknown value lists everything rather than nothing.
    const wanted = query.get("status") ?? "";
    const status = type === "NORMAL" && (STATUS_FILTERS as readonly string[]).includes(wanted) ? wanted : "";
    const [tree, list] = await Promise.all([
      getCatTree(ctx, type),
      orNotFound(docListPaged(ctx, { type, catId, keyword, status: status || undefined, current: page, size: 20 })),
    ]);
    assertPageInRange(page, list.pages);
    const name = STUDY_META[type].title;
    const tdk = await loadTdk(context, pageName, { title: list.dir ? `${list.dir.name}${name}` : name, columnName: list.dir?.name ?? "" });
    return { type, tree, list, keyword, status, tdk, canonical: canonicalUrl(context, request) };
  };
}
