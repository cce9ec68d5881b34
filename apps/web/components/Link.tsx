import { type LinkProps, Link as RouterLink } from "react-router";
import { isPlainClick, isSitePath } from "~/lib/app-links";
import { appNavigate } from "~/lib/app-navigate";

/**
 * React Router's `<Link>` for the common case, cheaper to render (issue 15). The router's own link
 * resolves its target against the route matches twice per link (serialising them to JSON as a memo
 * key each time), which was 8 % of a server render on a page of ~80 links. A link to a path of this
 * site ("/news/1") needs none of that: its href is the path. Anything else (relative targets, objects,
 * prefetching, reloadDocument, masks) goes to the router's link unchanged.
 *
 * The markup is the router's (`href`, `data-discover` for lazy route discovery), so pages hydrate
 * the same; a plain left click navigates in the app, any other click does what the browser does.
 * No router hook either: the click finds the router when it happens (lib/app-navigate.ts).
 */
export function Link(props: LinkProps) {
  const { to, reloadDocument, prefetch = "none", relative, mask, defaultShouldRevalidate } = props;
  const simple = typeof to === "string" && isSitePath(to) && !reloadDocument && prefetch === "none" && !relative && !mask;
  if (!simple || defaultShouldRevalidate !== undefined) return <RouterLink {...props} />;
  return <SitePathLink {...props} to={to} />;
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
        appNavigate(to, { replace, state, preventScrollReset, viewTransition });
      }}
    />
  );
}
