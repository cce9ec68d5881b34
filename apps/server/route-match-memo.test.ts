import { createStaticHandler, type ServerBuild } from "react-router";
import { describe, expect, it } from "vitest";
import { type RouteMatch, rememberingMatch, rememberRouteMatches } from "./route-match-memo";
import { serverFuture } from "./ssr";

const hit = (id: string): RouteMatch[] => [{ params: { id }, route: { id: "a" }, pathname: `/a/${id}`, pathnameBase: `/a/${id}` }];

describe("remembered route matches (ADR 0042)", () => {
  it("finds React Router's pattern matcher, so no upgrade quietly brings the slow matching back", async () => {
    expect(await rememberRouteMatches()).toBe(true);
    expect(await rememberRouteMatches()).toBe(true); // once only
  });

  it("answers as React Router does, with copies that a caller may change", async () => {
    await rememberRouteMatches();
    const routes = [
      {
        id: "root",
        path: "/",
        children: [
          { id: "news", path: "news/:id" },
          { id: "any", path: "*" },
        ],
      },
    ];
    const handler = createStaticHandler(routes, { future: serverFuture({} as ServerBuild["future"]) });
    const ids = (p: string) => handler.match(p)?.map((m) => `${m.route.id}${JSON.stringify(m.params)}`);
    for (const p of ["/news/7", "/news/7?x=1", "/nothing/here", "/"]) {
      const first = ids(p);
      expect(ids(p), p).toEqual(first); // from memory
    }
    expect(ids("/news/7")).toEqual(['root{"id":"7"}', 'news{"id":"7"}']);
    const first = handler.match("/news/8");
    if (!first) throw new Error("no match");
    (first[1].params as Record<string, string>).id = "changed";
    expect(handler.match("/news/8")?.[1].params.id).toBe("8");
    // A new route table has its own memory.
    const other = createStaticHandler([{ id: "only", path: "/news/:slug" }], { future: serverFuture({} as ServerBuild["future"]) });
    expect(other.match("/news/7")?.map((m) => m.route.id)).toEqual(["only"]);
  });

  it("asks once per path and kind, keys by path alone, and starts again past its size", () => {
    const asked: string[] = [];
    const match = rememberingMatch(
      (location, partial) => {
        asked.push(`${JSON.stringify(location)}${partial ? "+" : ""}`);
        return location === "/none" ? null : hit("1");
      },
      new Map(),
      3,
    );
    match("/a/1");
    match("/a/1?page=2#top");
    match({ pathname: "/a/1", search: "?q" });
    match("/a/1", true);
    match("/none");
    match("/none");
    expect(asked).toEqual(['"/a/1"', '"/a/1"+', '"/none"']);
    match("/b"); // the fourth path: the memory was full
    match("/a/1");
    expect(asked.slice(3)).toEqual(['"/b"', '"/a/1"']);
    match(undefined);
    match(undefined);
    expect(asked.slice(5)).toEqual(["undefined", "undefined"]);
  });
});
