import { createStaticHandler } from "react-router";
import { describe, expect, it } from "vitest";
import { memoizeContextMatch, memoizedMatch } from "./route-match-cache";

const routes = [
  {
    id: "root",
    path: "/",
    children: [
      { id: "news", path: "news/:id" },
      { id: "tender", path: "tender/detail/:id/:type/:stage" },
    ],
  },
];

describe("remembered route matches (issue 15)", () => {
  it("answers like React Router's own match, for paths that match and paths that do not", async () => {
    const context = await createStaticHandler(routes).query(new Request("http://x/news/1"));
    if (context instanceof Response) throw new Error("no context");
    const original = (context as unknown as { _match: (p: unknown) => unknown })._match;
    memoizeContextMatch(context);
    const memo = (context as unknown as { _match: (p: unknown) => unknown })._match;
    expect(memo).not.toBe(original);
    for (const path of ["/", "/news/7", "/tender/detail/1", "/tender/detail/1/A/0103", "/nothing"]) {
      expect(memo(path)).toEqual(original(path));
      expect(memo(path)).toEqual(original(path)); // from the cache
    }
    // One wrapper per route table, so every request shares the remembered answers.
    const again = await createStaticHandler(routes).query(new Request("http://x/"));
    expect(memoizedMatch(original as never)).toBe(memo);
    expect(again).toBeDefined();
  });

  it("hands out copies: changing an answer does not change the next one", () => {
    let calls = 0;
    const fn = (p: unknown) => {
      calls++;
      return p === "/a" ? [{ params: { id: "1" }, route: { id: "a" }, pathname: "/a", pathnameBase: "/a" }] : null;
    };
    const memo = memoizedMatch(fn);
    const first = memo("/a");
    if (!first) throw new Error("no match");
    first[0].params.id = "changed";
    expect(memo("/a")?.[0].params.id).toBe("1");
    expect(memo("/b")).toBeNull();
    memo("/b");
    expect(calls).toBe(2);
  });

  it("forgets the oldest paths past its size, and leaves non-string locations alone", () => {
    let calls = 0;
    const memo = memoizedMatch(() => {
      calls++;
      return null;
    }, 4);
    for (const p of ["/1", "/2", "/3", "/4", "/5"]) memo(p);
    expect(calls).toBe(5);
    memo("/5");
    memo("/4");
    expect(calls).toBe(5);
    memo("/1"); // dropped with the oldest half
    expect(calls).toBe(6);
    memo({ pathname: "/5" });
    memo({ pathname: "/5" });
    expect(calls).toBe(8);
  });

  it("does nothing to a context without React Router's match", () => {
    const context = { other: 1 };
    memoizeContextMatch(context);
    expect(context).toEqual({ other: 1 });
  });
});
