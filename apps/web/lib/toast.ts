import { loadToastAntd } from "./antd-on-demand";

export type ToastKind = "error" | "info" | "success" | "warning";

/**
 * A short message at the top of the page. antd's message code is fetched on first use, so pages that
 * never show one never load it.
 */
export function toast(kind: ToastKind, text: string): void {
  if (typeof window === "undefined") return;
  void loadToastAntd().then((m) => m.show(kind, text));
}
