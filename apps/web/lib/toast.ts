import { loadToastAntd } from "./antd-on-demand";
import type { ToastKind } from "./dialog-types";

/**
 * A short message at the top of the page. antd's message code is fetched on first use, so pages that
 * never show one never load it.
 */
export function toast(kind: ToastKind, text: string): void {
  if (typeof window === "undefined") return;
  void loadToastAntd().then((m) => m.show(kind, text));
}
