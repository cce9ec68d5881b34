import { createRequire } from "node:module";
import path from "node:path";
import { pathToFileURL } from "node:url";

/**
 * Route matches remembered per path (ADR 0042). React Router's pattern matcher (ADR 0025) matches a
 * document request three times — the request handler, the loaders' query, and <Scripts>' partial
 * manifest — and each time compiles a regular expression for every segment of the matched branch:
 * 5 % of the tender list's render in a profile. A path's matches depend only on the route table and
 * the path, so each matcher (one per route table) keeps them in a bounded map and hands out copies.
 *
 * The matcher's class is not exported; it is reached by its file next to `react-router/route-pattern`,
 * the same module React Router itself imports. `rememberRouteMatches()` says whether it was found;
 * a test fails when an upgrade moves it, rather than the server silently matching the slow way.
 */

export type RouteMatch = { params: Record<string, string | undefined>; route: unknown; pathname: string; pathnameBase: string };
type MatchFn = (location: unknown, allowPartial?: boolean) => RouteMatch[] | null;
type MatcherClass = { prototype: { match: MatchFn; update: (routes: unknown) => unknown; remembered?: true } };

/** Distinct paths remembered per route table; past that the map starts again. */
export const REMEMBERED_PATHS = 2000;

/** A copy whose params object is its own (React Router shares one object among a path's matches). */
function copy(matches: RouteMatch[] | null): RouteMatch[] | null {
  if (!matches) return null;
  const params = matches.length ? { ...matches[0].params } : {};
  return matches.map((m) => ({ ...m, params }));
}

/** The path a location names: a string's search and hash are not matched, an object's pathname is. */
function pathOf(location: unknown): string | undefined {
  if (typeof location === "string") return location.replace(/[?#][\s\S]*$/, "");
  const pathname = (location as { pathname?: unknown } | null)?.pathname;
  return typeof pathname === "string" ? pathname : undefined;
}

/** `match` remembering its answers in `results`, keyed by path and by whether partial matches count. */
export function rememberingMatch(match: MatchFn, results = new Map<string, RouteMatch[] | null>(), size = REMEMBERED_PATHS): MatchFn {
  return function (this: unknown, location, allowPartial = false) {
    const path = pathOf(location);
    if (path === undefined) return match.call(this, location, allowPartial);
    const key = allowPartial ? `${path}\u0000partial` : path;
    const known = results.get(key);
    if (known !== undefined || results.has(key)) return copy(known ?? null);
    const found = match.call(this, location, allowPartial);
    if (results.size >= size) results.clear();
    results.set(key, copy(found));
    return found;
  };
}

let installed: Promise<boolean> | undefined;

/** Makes every pattern matcher remember its matches; resolves to false when the matcher was not found. */
export function rememberRouteMatches(): Promise<boolean> {
  installed ??= (async () => {
    const entry = createRequire(import.meta.url).resolve("react-router/route-pattern");
    const file = pathToFileURL(path.join(path.dirname(entry), "lib/router/matcher-route-pattern.js")).href;
    const found = (await import(file).catch(() => undefined)) as { RoutePatternDataRouteMatcher?: MatcherClass } | undefined;
    const proto = found?.RoutePatternDataRouteMatcher?.prototype;
    if (typeof proto?.match !== "function" || typeof proto.update !== "function") return false;
    if (proto.remembered) return true;
    // One memory per matcher instance (per route table), forgotten when its routes change.
    const remembering = new WeakMap<object, MatchFn>();
    const { match, update } = proto;
    proto.update = function (this: object, routes: unknown) {
      remembering.delete(this);
      return update.call(this, routes);
    };
    proto.match = function (this: object, location: unknown, allowPartial?: boolean) {
      let fn = remembering.get(this);
      if (!fn) {
        fn = rememberingMatch(match);
        remembering.set(this, fn);
      }
      return fn.call(this, location, allowPartial);
    };
    proto.remembered = true;
    return true;
  })();
  return installed;
}
