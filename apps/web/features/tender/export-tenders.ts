import { TENDER_EXPORT_MAX_ROWS } from "@portal/contract";
import type { TenderSearchInput } from "@portal/core";
import { toast } from "~/lib/toast";
import { searchBody } from "./search-body";

/**
 * 导出 Excel, after the click: posts the list's search to the export call and saves the file, or
 * calls `toLogin` for a visitor. `total`: the list's count, to say when the file holds only the newest. Loaded by ExportButton on demand, so the list page does not load it
 * at start (issue 15). Rejects only when the network fails.
 */
export async function exportTenders(input: TenderSearchInput, total: number, toLogin: () => void) {
  const search = searchBody(input);
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
  const max = TENDER_EXPORT_MAX_ROWS.toLocaleString("en-US");
  // The file's 说明 sheet says the same when the results held more than it.
  toast("success", total > TENDER_EXPORT_MAX_ROWS ? `已导出最新的 ${max} 条；结果超过 ${max} 条，请缩小筛选条件后分批导出` : "已导出");
}
