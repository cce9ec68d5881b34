import type { PDFDocumentProxy } from "pdfjs-dist";
import workerUrl from "pdfjs-dist/build/pdf.worker.min.mjs?url";
import { useEffect, useRef, useState } from "react";

/** Pages are drawn as they come near the view; a long standard does not render 300 pages at once. */
function PdfPage({ doc, number, width }: { doc: PDFDocumentProxy; number: number; width: number }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const [seen, setSeen] = useState(number <= 2);
  useEffect(() => {
    const el = canvas.current;
    if (seen || !el) return;
    const io = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && setSeen(true), { rootMargin: "600px" });
    io.observe(el);
    return () => io.disconnect();
  }, [seen]);
  useEffect(() => {
    if (!seen) return;
    let task: { cancel(): void } | undefined;
    (async () => {
      const page = await doc.getPage(number);
      const el = canvas.current;
      if (!el) return;
      const base = page.getViewport({ scale: 1 });
      const ratio = window.devicePixelRatio || 1;
      const viewport = page.getViewport({ scale: (width / base.width) * ratio });
      el.width = viewport.width;
      el.height = viewport.height;
      const render = page.render({ canvas: el, viewport });
      task = render;
      await render.promise.catch(() => undefined);
    })();
    return () => task?.cancel();
  }, [seen, doc, number, width]);
  // A4 proportions until the page is drawn, so the scroll height does not jump.
  return <canvas ref={canvas} className="pdf-page" style={{ width, aspectRatio: "595 / 842" }} aria-label={`第 ${number} 页`} />;
}

/**
 * The in-page PDF reader (PDF.js): a dialog over the page, Esc or 关闭 to leave. Chinese PDFs that
 * use the non-embedded Song/Hei fonts need PDF.js's character maps, served from /pdfjs/cmaps/.
 */
export default function PdfViewer({
  url,
  title,
  onClose,
  onDownload,
}: {
  url: string;
  title: string;
  onClose: () => void;
  onDownload: () => void;
}) {
  const [doc, setDoc] = useState<PDFDocumentProxy | null>(null);
  const [error, setError] = useState("");
  const close = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    let loaded: PDFDocumentProxy | undefined;
    let cancelled = false;
    (async () => {
      const pdfjs = await import("pdfjs-dist");
      pdfjs.GlobalWorkerOptions.workerSrc = workerUrl;
      try {
        loaded = await pdfjs.getDocument({ url, cMapUrl: "/pdfjs/cmaps/", cMapPacked: true, isEvalSupported: false }).promise;
        if (cancelled) loaded.destroy();
        else setDoc(loaded);
      } catch {
        if (!cancelled) setError("预览加载失败，请稍后再试或下载后查看");
      }
    })();
    return () => {
      cancelled = true;
      loaded?.destroy();
    };
  }, [url]);
  useEffect(() => {
    close.current?.focus();
    const onKey = (e: KeyboardEvent) => e.key === "Escape" && onClose();
    document.addEventListener("keydown", onKey);
    // The page behind does not scroll while the reader is open.
    const overflow = document.body.style.overflow;
    document.body.style.overflow = "hidden";
    return () => {
      document.removeEventListener("keydown", onKey);
      document.body.style.overflow = overflow;
    };
  }, [onClose]);
  const width = Math.min(860, typeof window === "undefined" ? 860 : window.innerWidth - 48);
  return (
    <div className="pdf-viewer-backdrop" role="dialog" aria-modal="true" aria-label={`预览：${title}`}>
      <div className="pdf-viewer-bar">
        <strong>{title}</strong>
        {doc && <span className="pdf-viewer-count">共 {doc.numPages} 页</span>}
        <span className="pdf-viewer-tools">
          <button type="button" className="btn btn-primary" onClick={onDownload}>
            下载
          </button>
          <button type="button" className="btn" ref={close} onClick={onClose}>
            关闭
          </button>
        </span>
      </div>
      <div className="pdf-viewer-pages">
        {error && <p className="pdf-viewer-msg">{error}</p>}
        {!doc && !error && <p className="pdf-viewer-msg">正在加载…</p>}
        {doc &&
          Array.from({ length: doc.numPages }, (_, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a page number is the page's identity
            <PdfPage key={i} doc={doc} number={i + 1} width={width} />
          ))}
      </div>
    </div>
  );
}
