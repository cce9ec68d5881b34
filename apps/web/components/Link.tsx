import type { MouseEvent, ReactNode } from "react";
import { type LinkProps, Link as RouterLink, useLocation, useNavigate } from "react-router";

/** A path of this site: one leading slash (two would name another host). */
const SITE_PATH = /^\/(?!\/)/;

/**
 * React Router's `<Link>` for the common case, cheaper to render (issue 15). The router's own link
 * resolves its target against the route matches twice per link (serialising them to JSON as a memo
 * key each time), which was 8 % of a server render on a page of ~80 links. A link to a path of this
 * site ("/news/1") needs none of that: its href is the path. Anything else (relative targets, objects,
 * prefetching, reloadDocument, masks) goes to the router's link unchanged.
 *
 * The markup is the router's (`href`, `data-discover` for lazy route discovery), so pages hydrate
 * the same; a plain left click navigates in the app, any other click does what the browser does.
 */
export function Link(props: LinkProps) {
  const { to, reloadDocument, prefetch = "none", relative, mask, defaultShouldRevalidate } = props;
  const simple = typeof to === "string" && SITE_PATH.test(to) && !reloadDocument && prefetch === "none" && !relative && !mask;
  if (!simple || defaultShouldRevalidate !== undefined) return <RouterLink {...props} />;
  return <SitePathLink {...props} to={to} />;
}

/**
 * React Router's `<NavLink>` for a path of this site (the top bar's), as cheap as `Link` above: the
 * router's resolves its target and matches the location per link on every render. Active as the
 * router's is — the same path, or (without `end`) a path under it, letters in any case — and marked
 * the same way: class `active` and `aria-current="page"`.
 */
export function NavLink({ to, end, className, children }: { to: string; end?: boolean; className: string; children: ReactNode }) {
  const here = useLocation().pathname.toLowerCase();
  const target = to.toLowerCase();
  const active = here === target || (!end && here.startsWith(target) && here.charAt(target.length) === "/");
  return (
    <SitePathLink to={to} className={active ? `${className} active` : className} aria-current={active ? "page" : undefined}>
      {children}
    </SitePathLink>
  );
}

/** The router's test for a click it handles: the main button, no modifier key (new tab, new window…). */
export function isPlainClick(event: MouseEvent) {
  return !event.defaultPrevented && event.button === 0 && !(event.metaKey || event.altKey || event.ctrlKey || event.shiftKey);
}

function SitePathLink({
  to,
  replace,
  state,
  preventScrollReset,
  viewTransition,
  discover = "render",
  onClick,
  target,
  prefetch: _prefetch,
  ...anchor
}: LinkProps & { to: string }) {
  const navigate = useNavigate();
  return (
    <a
      {...anchor}
      href={to}
      target={target}
      data-discover={discover === "render" ? "true" : undefined}
      onClick={(event) => {
        onClick?.(event);
        if (!isPlainClick(event) || (target && target !== "_self")) return;
        event.preventDefault();
        // Like the router: a link to the page already shown replaces its history entry.
        const here = window.location.pathname + window.location.search + window.location.hash;
        navigate(to, { replace: replace ?? here === to, state, preventScrollReset, viewTransition });
      }}
    />
  );
}
