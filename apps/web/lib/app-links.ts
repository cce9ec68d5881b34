import { appNavigate } from "./app-navigate";

/** A path of this site: one leading slash (two would name another host). */
export const isSitePath = (href: string) => /^\/(?!\/)/.test(href);

/** The router's test for a click it handles: the main button, no modifier key (new tab, new window…). */
export function isPlainClick(event: Pick<MouseEvent, "defaultPrevented" | "button" | "metaKey" | "altKey" | "ctrlKey" | "shiftKey">) {
  return !event.defaultPrevented && event.button === 0 && !(event.metaKey || event.altKey || event.ctrlKey || event.shiftKey);
}

/**
 * Plain links that stay in the app. Many links are written as plain `<a href data-discover="true">`
 * (the top bar, the footer, title lists, the tender list and its filter panel, server-written markup)
 * instead of a `<Link>` each: on the server a `<Link>` is a component with its own click handler per
 * link, and a page of ~100 links paid for them on every render while no click ever happens there
 * (ADR 0042). One listener for the whole window gives those links what `<Link>` gives: a plain left
 * click on a link of this site navigates inside the app; a modified click (new tab, new window), a
 * download, a link with a target or to another origin is left to the browser; Enter on a focused link
 * fires its click. `data-discover` is React Router's own mark of an in-app link (lazy route discovery
 * reads it), so no other anchor is taken over. The listener is on `window`, after the document's:
 * a `<Link>` (or any handler) that already handled the click has prevented its default, and is left alone.
 */
export function keepLinksInApp(target: Window = window) {
  target.addEventListener("click", (event) => {
    if (!isPlainClick(event)) return;
    const a = (event.target as Element | null)?.closest?.("a[data-discover]");
    if (!(a instanceof HTMLAnchorElement) || (a.target && a.target !== "_self") || a.hasAttribute("download")) return;
    const url = new URL(a.href);
    if (url.origin !== window.location.origin) return;
    event.preventDefault();
    appNavigate(url.pathname + url.search + url.hash);
  });
}
