import { createStaticHandler, type EntryContext } from "react-router";
import { describe, expect, it } from "vitest";
import { ancestorPaths, manifestForRender } from "./render-manifest";

const routes = [
  {
    id: "root",
    path: "/",
    children: [
      { id: "home", index: true },
      {
        id: "layout",
        children: [
          { id: "tender-list", path: "tender" },
          { id: "tender-detail", path: "tender/detail/:id/:type/:stage" },
          { id: "news", path: "news/:id" },
        ],
      },
      { id: "admin", path: "admin/*" },
    ],
  },
];

/** A manifest entry per route, as the build writes them (only the fields this code reads). */
const manifestRoutes = Object.fromEntries(
  ["root", "home", "layout", "tender-list", "tender-detail", "news", "admin"].map((id) => [id, { id, module: `/${id}.js` }]),
);

async function entryContext(url: string) {
  const context = await createStaticHandler(routes).query(new Request(url));
  if (context instanceof Response) throw new Error("no context");
  return {
    manifest: { routes: manifestRoutes, entry: { module: "/entry.js", imports: [] }, url: "/m.js", version: "1" },
    staticHandlerContext: context,
  } as unknown as EntryContext;
}

describe("the manifest a server render builds its routes from (issue 34)", () => {
  it("holds the page's matches and those of its path's ancestors, as the browser's partial manifest does", async () => {
    const context = await entryContext("http://x/tender/detail/1/ENGINEERING/0103");
    const pruned = manifestForRender(context);
    // "/" matches root + home, "/tender" root + layout + tender-list; "/tender/detail" and deeper
    // ancestors match nothing; the page itself root + layout + tender-detail. Never news or admin.
    expect(Object.keys(pruned.manifest.routes).sort()).toEqual(["home", "layout", "root", "tender-detail", "tender-list"]);
    // Everything else is the request's own: the full table stays with the request handler.
    expect(pruned.staticHandlerContext).toBe(context.staticHandlerContext);
    expect(pruned.manifest.entry).toBe(context.manifest.entry);
    expect(Object.keys(context.manifest.routes)).toHaveLength(7);
  });

  it("keeps at least the root's branch on a page that matches nothing (the 404 page)", async () => {
    const pruned = manifestForRender(await entryContext("http://x/no/such/page"));
    expect(Object.keys(pruned.manifest.routes)).toContain("root");
    expect(Object.keys(pruned.manifest.routes)).not.toContain("news");
  });

  it("walks the ancestors as React Router does", () => {
    expect(ancestorPaths("/")).toEqual(["/"]);
    expect(ancestorPaths("/news/1")).toEqual(["/", "/news"]);
    expect(ancestorPaths("/a/b/c/")).toEqual(["/", "/a", "/a/b"]);
  });
});
