// The server's route matching checked against the web app's whole route table. It lives on the
// web's side because it reads the route table (apps/web/routes.ts): the server never imports the
// web's source (issue 31).
import { createStaticHandler, type RouteObject, type ServerBuild } from "react-router";
import { describe, expect, it } from "vitest";
import { rememberRouteMatches } from "../../server/route-match-memo";
import { serverFuture } from "../../server/ssr";

describe("route matching on the server (ADR 0025)", () => {
  type Entry = { id?: string; file: string; path?: string; index?: boolean; children?: Entry[] };
  const toRoutes = (entries: Entry[]): RouteObject[] =>
    entries.map((e) => {
      const id = e.id ?? e.file.replace(/\.tsx$/, "");
      return e.index ? { id, index: true } : { id, path: e.path, children: toRoutes(e.children ?? []) };
    });
  /** Concrete addresses for a route path: parameters filled, optional segments with and without. */
  const examples = (path: string): string[] => {
    const filled = path.replace(/:(\w+)(\?)?/g, "7").replace(/\*$/, "a/b");
    const without = path.replace(/\/:\w+\?/g, "").replace(/\*$/, "");
    return [...new Set([filled, without])].map((p) => `/${p}`.replace(/\/+/g, "/"));
  };
  const addresses = (entries: Entry[], prefix = ""): string[] =>
    entries.flatMap((e) => {
      const here = e.path ? `${prefix}/${e.path}` : prefix;
      return [...(e.path || e.index ? examples(here) : []), ...addresses(e.children ?? [], here)];
    });

  it("finds the same route for every address of the route table as the default matcher, remembered or not", async () => {
    expect(await rememberRouteMatches()).toBe(true);
    const table = (await import("../routes")).default as unknown as Entry[];
    const routes = [{ id: "root", path: "", children: toRoutes(table) }];
    const regular = createStaticHandler(routes);
    const pattern = createStaticHandler(routes, { future: serverFuture({} as ServerBuild["future"]) });
    const odd = ["/", "/news/", "/news/1/", "/no/such/page", "/tender/detail/1", "/%E5%B7%A5%E7%A8%8B", "/admin/news/1/x"];
    const all = [...new Set([...addresses(table), ...odd])];
    expect(all.length).toBeGreaterThan(100);
    const ids = (h: typeof regular, p: string) => h.match(p)?.map((m) => `${m.route.id}${JSON.stringify(m.params)}`);
    // The second pass answers from the pattern matcher's memory (ADR 0042).
    for (const pass of [1, 2]) for (const p of all) expect(ids(pattern, p), `${p} (${pass})`).toEqual(ids(regular, p));
  });
});
