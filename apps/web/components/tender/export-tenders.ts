import type { TenderSearchInput } from "@portal/core";
import { toast } from "~/lib/toast";

/**
 * 导出 Excel, after the click: posts the list's search to the export call and saves the file, or
 * calls `toLogin` for a visitor. Loaded by ExportButton on demand, so the list page does not load it
 * at start (issue 15). Rejects only when the network fails.
 */
export async function exportTenders(input: TenderSearchInput, toLogin: () => void) {
  const { current: _page, after: _after, facets: _facets, size: _size, ...search } = input;
  const res = await fetch("/api/ai/bid/export", {
    method: "POST",
    headers: { "Content-Type": "application/json", "X-Requested-With": "XMLHttpRequest" },
    credentials: "same-origin",
    body: JSON.stringify(search),
  });
  if (res.status === 401) {
    toast("info", "请先登录，登录后即可导出");
    toLogin();
    return;
  }
  if (!res.ok) {
    const body = (await res.json().catch(() => null)) as { msg?: string } | null;
    toast("error", body?.msg ?? "导出失败，请稍后再试");
    return;
  }
  const url = URL.createObjectURL(await res.blob());
  const a = document.createElement("a");
  a.href = url;
  a.download = `招标信息-${new Date().toISOString().slice(0, 10)}.xlsx`;
  a.click();
  URL.revokeObjectURL(url);
  toast("success", "已导出（最多 1,000 条最新结果）");
}
