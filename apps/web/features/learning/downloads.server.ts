import { downloadDirTree, downloadsPaged, FILE_TYPES, topDownloads } from "@portal/core";
import type { LoaderFunctionArgs } from "react-router";
import { appContext } from "~/lib/app-context";
import { assertPageInRange, pageParam } from "~/lib/params.server";
import { canonicalUrl, loadTdk } from "~/lib/tdk.server";

/**
 * /information/list/{id?}/{page?}: id is a folder ("0" = all); ?keyword filters titles, ?type one
 * file type. Folders, the list and the top downloads are read in parallel.
 */
export async function downloadsLoader({ context, request, params }: LoaderFunctionArgs) {
  const { ctx } = context.get(appContext);
  if (params.id !== undefined && !/^\d{1,9}$/.test(params.id)) throw new Response("页面不存在", { status: 404 });
  const dirId = params.id && params.id !== "0" ? Number(params.id) : undefined;
  const page = pageParam(params.page);
  const query = new URL(request.url).searchParams;
  const keyword = (query.get("keyword") ?? "").trim().slice(0, 30);
  // An unknown type lists everything rather than nothing.
  const wanted = query.get("type") ?? "";
  const fileType = (FILE_TYPES as readonly string[]).includes(wanted) ? wanted : "";
  const [tree, list, top] = await Promise.all([
    downloadDirTree(ctx),
    downloadsPaged(ctx, { dirId, keyword, fileType: fileType || undefined, current: page, size: 15 }),
    topDownloads(ctx, 8),
  ]);
  const dir = dirId === undefined ? null : findDir(tree, dirId);
  if (dirId !== undefined && !dir) throw new Response("页面不存在", { status: 404 });
  assertPageInRange(page, list.pages);
  const tdk = await loadTdk(context, "page-informationList", { title: dir ? `${dir.name} · 资料` : "资料", columnName: dir?.name ?? "" });
  return { tree, list, top, dir, keyword, fileType, tdk, canonical: canonicalUrl(context, request) };
}

function findDir(nodes: { id: number; name: string; children: unknown[] }[], id: number): { id: number; name: string } | null {
  for (const n of nodes) {
    if (n.id === id) return { id: n.id, name: n.name };
    const hit = findDir(n.children as typeof nodes, id);
    if (hit) return hit;
  }
  return null;
}
