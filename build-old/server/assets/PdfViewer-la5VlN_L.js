import { useEffect, useRef, useState } from "react";
import { jsx, jsxs } from "react/jsx-runtime";
// node_modules/pdfjs-dist/build/pdf.worker.min.mjs?url
var pdf_worker_min_default = "/assets/pdf.worker.min-FHbmGBN0.mjs";
// apps/web/components/downloads/PdfViewer.tsx
/** Pages are drawn as they come near the view; a long standard does not render 300 pages at once. */
function PdfPage({ doc, number, width }) {
	const canvas = useRef(null);
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
		let task;
		(async () => {
			const page = await doc.getPage(number);
			const el = canvas.current;
			if (!el) return;
			const base = page.getViewport({ scale: 1 });
			const ratio = window.devicePixelRatio || 1;
			const viewport = page.getViewport({ scale: width / base.width * ratio });
			el.width = viewport.width;
			el.height = viewport.height;
			const render = page.render({
				canvas: el,
				viewport
			});
			task = render;
			await render.promise.catch(() => void 0);
		})();
		return () => task?.cancel();
	}, [
		seen,
		doc,
		number,
		width
	]);
	return /* @__PURE__ */ jsx("canvas", {
		ref: canvas,
		className: "pdf-page",
		style: {
			width,
			aspectRatio: "595 / 842"
		},
		"aria-label": `第 ${number} 页`
	});
}
/**
* The in-page PDF reader (PDF.js): a dialog over the page, Esc or 关闭 to leave. Chinese PDFs that
* use the non-embedded Song/Hei fonts need PDF.js's character maps, served from /pdfjs/cmaps/.
*/
function PdfViewer({ url, title, onClose, onDownload }) {
	const [doc, setDoc] = useState(null);
	const [error, setError] = useState("");
	const close = useRef(null);
	useEffect(() => {
		let loaded;
		let cancelled = false;
		(async () => {
			const pdfjs = await import("pdfjs-dist");
			pdfjs.GlobalWorkerOptions.workerSrc = pdf_worker_min_default;
			try {
				loaded = await pdfjs.getDocument({
					url,
					cMapUrl: "/pdfjs/cmaps/",
					cMapPacked: true,
					isEvalSupported: false
				}).promise;
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
		const onKey = (e) => e.key === "Escape" && onClose();
		document.addEventListener("keydown", onKey);
		const overflow = document.body.style.overflow;
		document.body.style.overflow = "hidden";
		return () => {
			document.removeEventListener("keydown", onKey);
			document.body.style.overflow = overflow;
		};
	}, [onClose]);
	const width = Math.min(860, typeof window === "undefined" ? 860 : window.innerWidth - 48);
	return /* @__PURE__ */ jsxs("div", {
		className: "pdf-viewer-backdrop",
		role: "dialog",
		"aria-modal": "true",
		"aria-label": `预览：${title}`,
		children: [/* @__PURE__ */ jsxs("div", {
			className: "pdf-viewer-bar",
			children: [
				/* @__PURE__ */ jsx("strong", { children: title }),
				doc && /* @__PURE__ */ jsxs("span", {
					className: "pdf-viewer-count",
					children: [
						"共 ",
						doc.numPages,
						" 页"
					]
				}),
				/* @__PURE__ */ jsxs("span", {
					className: "pdf-viewer-tools",
					children: [/* @__PURE__ */ jsx("button", {
						type: "button",
						className: "btn btn-primary",
						onClick: onDownload,
						children: "下载"
					}), /* @__PURE__ */ jsx("button", {
						type: "button",
						className: "btn",
						ref: close,
						onClick: onClose,
						children: "关闭"
					})]
				})
			]
		}), /* @__PURE__ */ jsxs("div", {
			className: "pdf-viewer-pages",
			children: [
				error && /* @__PURE__ */ jsx("p", {
					className: "pdf-viewer-msg",
					children: error
				}),
				!doc && !error && /* @__PURE__ */ jsx("p", {
					className: "pdf-viewer-msg",
					children: "正在加载…"
				}),
				doc && Array.from({ length: doc.numPages }, (_, i) => /* @__PURE__ */ jsx(PdfPage, {
					doc,
					number: i + 1,
					width
				}, i))
			]
		})]
	});
}
export { PdfViewer as default };
