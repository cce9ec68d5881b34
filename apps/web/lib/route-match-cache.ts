/**
 * Server render cost (issue 15): React Router's <Scripts> writes the part of the route manifest a page
 * needs (lazy route discovery), and finds it by matching the page's path and every ancestor of it
 * ("/tender/detail/1/ENGINEERING", "/tender/detail/1", …) against all ~200 route branches, on every
 * request. Ancestors that match nothing walk every branch. Profiled, that was 6–12 % of a page's CPU
 * with the default matcher; the server now uses React Router's pattern matcher (ADR 0025, 20–60 µs a
 * match), so this map saves less than it did, but still a match or two per page.
 *
 * The answer depends only on the route table and the path, so it is kept per route table (the static
 * handler's own match function, one per build) and path, in a small bounded map. Only the static
 * router's `match` (getPartialManifest, prefetch links) goes through here; loaders and the document's
 * own matches are React Router's as before.
 */

type Match = { params: Record<string, string | undefined>; route: unknown; pathname: string; pathnameBase: string };
type MatchFn = (location: unknown) => Match[] | null;

/** Distinct paths remembered per route table; past that the oldest half is forgotten. */
export const MATCH_CACHE_SIZE = 2000;

const caches = new WeakMap<MatchFn, { fn: MatchFn; results: Map<string, Match[] | null> }>();

/** A copy whose params object is its own (one object shared by all matches, as React Router builds it). */
function copy(matches: Match[] | null): Match[] | null {
  if (!matches) return null;
  const params = matches.length ? { ...matches[0].params } : {};
  return matches.map((m) => ({ ...m, params }));
}

/** The same function, remembering its answers for string paths. */
export function memoizedMatch(original: MatchFn, size = MATCH_CACHE_SIZE): MatchFn {
  let entry = caches.get(original);
  if (!entry) {
    const results = new Map<string, Match[] | null>();
    const fn: MatchFn = (location) => {
      if (typeof location !== "string") return original(location);
      if (results.has(location)) return copy(results.get(location) ?? null);
      const found = original(location);
      if (results.size >= size) {
        let drop = results.size / 2;
        for (const key of results.keys()) {
          if (drop-- <= 0) break;
          results.delete(key);
        }
      }
      results.set(location, copy(found));
      return found;
    };
    entry = { fn, results };
    caches.set(original, entry);
  }
  return entry.fn;
}

/** Puts the memoized match on a static handler context (React Router 8 names it `_match`); else leaves it. */
export function memoizeContextMatch(context: object) {
  const c = context as { _match?: unknown };
  if (typeof c._match === "function") c._match = memoizedMatch(c._match as MatchFn);
}
