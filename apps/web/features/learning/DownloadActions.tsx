import { loginHref } from "@portal/contract";
import { lazy, Suspense, useState } from "react";
import { useLocation, useNavigate } from "react-router";
import { confirmDialog } from "~/lib/confirm";
import { ApiError, post } from "~/lib/request";
import { toast } from "~/lib/toast";

// PDF.js (≈400 KB) is fetched only when someone opens a preview.
const PdfViewer = lazy(() => import("./PdfViewer"));

interface Offer {
  login: boolean;
  downloadedToday: boolean;
  freeLeft: number;
  points: number;
  balance: number;
}

/**
 * 预览 (PDFs) and 下载 for one document. Both need a login; a download says what it costs first
 * (today's free downloads, else points, asked before they are spent) and then follows a signed link.
 */
export function DownloadActions({
  id,
  title,
  fileType,
  onDownloaded,
}: {
  id: number;
  title: string;
  fileType: string;
  onDownloaded?: () => void;
}) {
  const [busy, setBusy] = useState(false);
  const [preview, setPreview] = useState<string | null>(null);
  const navigate = useNavigate();
  const location = useLocation();
  const toLogin = () => navigate(loginHref(location.pathname, location.search));

  async function run(work: () => Promise<void>) {
    setBusy(true);
    try {
      await work();
    } catch (err) {
      if (err instanceof ApiError) {
        if (err.status === 401) toLogin();
        else toast("error", err.msg);
      }
    } finally {
      setBusy(false);
    }
  }

  const download = () =>
    run(async () => {
      const offer = (await post<Offer>("/api/download/checkLogin", { id }, { silent: true })).data;
      if (!offer.login) return toLogin();
      if (!offer.downloadedToday && offer.freeLeft <= 0) {
        if (offer.balance < offer.points) {
          toast("warning", `今日免费下载次数已用完，下载需 ${offer.points} 积分，当前余额 ${offer.balance} 积分`);
          return;
        }
        const yes = await confirmDialog({
          title: "使用积分下载",
          content: `今日免费下载次数已用完，下载《${title}》将消耗 ${offer.points} 积分（当前余额 ${offer.balance} 积分）。今天内再次下载同一份资料不再扣分。`,
          okText: "确认下载",
        });
        if (!yes) return;
      }
      const r = await post<{ url: string; via: string }>("/api/download/link", { id }, { silent: true });
      if (r.data.via === "quota") toast("success", `已使用今日免费下载次数，还剩 ${Math.max(0, offer.freeLeft - 1)} 次`);
      if (r.data.via === "points") toast("success", `已扣除 ${offer.points} 积分`);
      window.location.assign(r.data.url);
      onDownloaded?.();
    });

  const open = () =>
    run(async () => {
      const r = await post<{ url: string }>("/api/download/preview", { id }, { silent: true });
      setPreview(r.data.url);
    });

  return (
    <div className="doc-actions">
      {fileType === "PDF" && (
        <button type="button" className="btn" disabled={busy} onClick={open}>
          在线预览
        </button>
      )}
      <button type="button" className="btn btn-primary" disabled={busy} onClick={download}>
        下载
      </button>
      {preview && (
        <Suspense fallback={<div className="pdf-viewer-backdrop">正在打开预览…</div>}>
          <PdfViewer url={preview} title={title} onClose={() => setPreview(null)} onDownload={download} />
        </Suspense>
      )}
    </div>
  );
}
