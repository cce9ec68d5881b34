import { createElement, Suspense, use } from "react";
import { describe, expect, it } from "vitest";
import { streamDocument } from "./stream-document";

const timers = () => process.getActiveResourcesInfo().filter((r) => r === "Timeout").length;
const page = (...children: Parameters<typeof createElement>[2][]) => createElement("html", null, createElement("body", null, ...children));
const options = (over: Partial<Parameters<typeof streamDocument>[1]> = {}) => ({
  waitForAll: false,
  status: 200,
  headers: new Headers({ "X-Test": "1" }),
  timeoutMs: 60_000,
  onLateError: () => {},
  ...over,
});

describe("streaming a document (entry.server)", () => {
  it("answers with the status, headers and HTML, and leaves no abort timer behind", async () => {
    const before = timers();
    for (const waitForAll of [false, true]) {
      const res = await streamDocument(page(createElement("p", null, "你好")), options({ waitForAll }));
      expect(res.status).toBe(200);
      expect(res.headers.get("Content-Type")).toBe("text/html; charset=utf-8");
      expect(res.headers.get("X-Test")).toBe("1");
      expect(await res.text()).toContain("<p>你好</p>");
    }
    // A finished render holds nothing alive: under load, 11 s of finished renders ran the heap out.
    expect(timers()).toBe(before);
  });

  it("aborts a part that never finishes after the timeout, with its fallback in the document", async () => {
    const never = new Promise<string>(() => {});
    const Pending = () => createElement("span", null, use(never));
    const late: unknown[] = [];
    const res = await streamDocument(
      page(createElement(Suspense, { fallback: createElement("i", null, "加载中") }, createElement(Pending))),
      options({ timeoutMs: 50, onLateError: (e) => late.push(e) }),
    );
    const html = await res.text();
    expect(html).toContain("<i>加载中</i>");
    expect(late).toHaveLength(1);
  });

  it("rejects when even the shell cannot be rendered", async () => {
    const Broken = () => {
      throw new Error("壳层出错");
    };
    const before = timers();
    await expect(streamDocument(createElement(Broken), options())).rejects.toThrow("壳层出错");
    expect(timers()).toBe(before);
  });
});
