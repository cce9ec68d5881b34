import type { EntryContext } from "react-router";

type RouteIdMatch = { route: { id: string } };
type MatchFn = (path: string) => RouteIdMatch[] | null;

/**
 * Server render cost (issue 34): React Router's `<ServerRouter>` rebuilds the whole route tree from the
 * manifest on every render (createServerRoutes, then the static router converts it again), ~200
 * branches, ~8 % of the CPU of a small page. A render needs only the routes of the page's matches,
 * and `<Scripts>` hands the browser only those and the ones of the path's ancestors (lazy route
 * discovery: "/tender/detail/1" also sends what "/tender" and "/" match). This gives the render a
 * manifest holding exactly that set, so the tree it builds is a branch or two, and the browser gets
 * the same partial manifest as before. The full manifest stays with the request handler, which
 * matches and loads with it.
 */
export function manifestForRender(context: EntryContext): EntryContext {
  const handler = context.staticHandlerContext as unknown as { matches: RouteIdMatch[]; location: { pathname: string }; _match?: MatchFn };
  if (typeof handler._match !== "function") return context;
  const all = context.manifest.routes;
  const ids = new Set(handler.matches.map((m) => m.route.id));
  for (const path of ancestorPaths(handler.location.pathname)) {
    for (const m of handler._match(path) ?? []) ids.add(m.route.id);
  }
  const routes: EntryContext["manifest"]["routes"] = {};
  for (const id of ids) {
    // A route missing from the manifest would be a bug of the build: keep the full table then.
    if (!all[id]) return context;
    routes[id] = all[id];
  }
  return { ...context, manifest: { ...context.manifest, routes } };
}

/** "/a/b/c" → "/", "/a", "/a/b" (as React Router's getPartialManifest walks them). */
export function ancestorPaths(pathname: string): string[] {
  const segments = pathname.split("/").filter(Boolean);
  const paths = ["/"];
  for (let i = 1; i < segments.length; i++) paths.push(`/${segments.slice(0, i).join("/")}`);
  return paths;
}
