import { loginHref } from "@portal/contract";
import type { TenderSearchInput } from "@portal/core";
import { useState } from "react";
import { useLocation, useNavigate } from "react-router";
import { toast } from "~/lib/toast";

/**
 * 导出 Excel: posts the list's search to the export call and saves the file. Signed-in users only;
 * visitors are sent to the login page and back. The file holds the newest 5,000 results at most
 * (TENDER_EXPORT_MAX_ROWS); `total` is the list's count, so the message can say when there were more.
 * The export itself (export-tenders.ts) loads on the click.
 */
export function ExportButton({ input, total }: { input: TenderSearchInput; total: number }) {
  const [busy, setBusy] = useState(false);
  const navigate = useNavigate();
  const location = useLocation();
  async function run() {
    setBusy(true);
    try {
      const { exportTenders } = await import("./export-tenders");
      await exportTenders(input, total, () => navigate(loginHref(location.pathname, location.search)));
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
