import type { MouseEvent, ReactNode } from "react";
import { useNavigate } from "react-router";
import { isPlainClick } from "./Link";

/**
 * Many in-app links rendered as plain `<a href data-discover>` with one click handler for all of
 * them, instead of a `<Link>` each. On the server every `<Link>` runs half a dozen router hooks: the
 * 80 filter links and 20 titles of /tender cost ~0.8 ms of each render (issue 9 profile). Clicks
 * behave as `<Link>`'s do: a plain left click navigates inside the app, a modified click (new tab,
 * new window) or a download is left to the browser, and Enter on a focused link clicks it.
 * `data-discover` lets the router learn the links' routes ahead of the click, as it does for `<Link>`.
 * `html` is markup a loader wrote with lib/markup.server.ts (every value escaped there), in place of
 * children.
 */
export function LinkGroup({ children, className, html }: { children?: ReactNode; className?: string; html?: string }) {
  const navigate = useNavigate();
  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    if (!isPlainClick(event)) return;
    const a = (event.target as Element).closest("a");
    if (!a || (a.target && a.target !== "_self") || a.hasAttribute("download")) return;
    const url = new URL(a.href);
    if (url.origin !== window.location.origin) return;
    event.preventDefault();
    const to = url.pathname + url.search + url.hash;
    const here = window.location.pathname + window.location.search + window.location.hash;
    navigate(to, { replace: to === here });
  };
  // biome-ignore-start lint/a11y/noStaticElementInteractions: the clicks handled here are those of the links inside, which are focusable and keyboard-activated.
  // biome-ignore-start lint/a11y/useKeyWithClickEvents: Enter on a focused link fires its click, which bubbles here.
  if (html !== undefined) {
    // biome-ignore lint/security/noDangerouslySetInnerHtml: written by lib/markup.server.ts, which escapes every value.
    return <div className={className} onClick={onClick} dangerouslySetInnerHTML={{ __html: html }} />;
  }
  return (
    <div className={className} onClick={onClick}>
      {children}
    </div>
  );
  // biome-ignore-end lint/a11y/useKeyWithClickEvents: see above
  // biome-ignore-end lint/a11y/noStaticElementInteractions: see above
}
