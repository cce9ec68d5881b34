import { lazy, type ReactNode, Suspense, useState } from "react";

const PdfViewer = lazy(() => import("./PdfViewer"));

/** Our own stored PDFs (/files/…pdf), the ones staff attach to standards and policies. */
const OWN_PDF = /^\/files\/[\w./-]+\.pdf$/i;

/**
 * Wraps stored rich text: a click on a link to one of our PDFs opens it in the page's reader
 * instead of leaving the page (Ctrl/⌘-click still opens it as a plain link).
 */
export function PdfLinks({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState<{ url: string; title: string } | null>(null);
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: the clicks handled are those of the links inside, which are focusable themselves
    // biome-ignore lint/a11y/useKeyWithClickEvents: Enter on a link fires the same click event
    <div
      onClick={(e) => {
        const link = (e.target as HTMLElement).closest("a");
        const href = link?.getAttribute("href") ?? "";
        if (!link || !OWN_PDF.test(href) || e.ctrlKey || e.metaKey || e.shiftKey) return;
        e.preventDefault();
        setOpen({ url: href, title: link.textContent?.trim() || "PDF 文件" });
      }}
    >
      {children}
      {open && (
        <Suspense fallback={<div className="pdf-viewer-backdrop">正在打开预览…</div>}>
          <PdfViewer
            url={open.url}
            title={open.title}
            onClose={() => setOpen(null)}
            onDownload={() => {
              window.location.assign(open.url);
            }}
          />
        </Suspense>
      )}
    </div>
  );
}
