import type { TenderSearchInput } from "@portal/core";
import { useState } from "react";
import { useLocation, useNavigate } from "react-router";
import { loginHref } from "~/lib/login-link";
import { toast } from "~/lib/toast";

/**
 * 导出 Excel: posts the list's search to the export call and saves the file. Signed-in users only;
 * visitors are sent to the login page and back. The file holds the newest 1,000 results at most.
 */
export function ExportButton({ input }: { input: TenderSearchInput }) {
  const [busy, setBusy] = useState(false);
  const navigate = useNavigate();
  const location = useLocation();
  async function run() {
    setBusy(true);
    try {
      const { current: _page, after: _after, facets: _facets, size: _size, ...search } = input;
      const res = await fetch("/api/ai/bid/export", {
        method: "POST",
        headers: { "Content-Type": "application/json", "X-Requested-With": "XMLHttpRequest" },
        credentials: "same-origin",
        body: JSON.stringify(search),
      });
      if (res.status === 401) {
        toast("info", "请先登录，登录后即可导出");
        navigate(loginHref(location.pathname, location.search));
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
    } catch {
      toast("error", "网络异常，导出失败");
    } finally {
      setBusy(false);
    }
  }
  return (
    <button type="button" className="btn" onClick={run} disabled={busy}>
      {busy ? "正在导出…" : "导出 Excel"}
    </button>
  );
}
