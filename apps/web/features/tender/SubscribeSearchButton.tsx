import type { TenderSearchInput } from "@portal/core";
import { useState } from "react";

/**
 * 订阅此搜索 (issue 32): the list's words and filters become a subscription in one click, pushed to the
 * message centre; e-mail and group robots can be added on the subscription afterwards. The server
 * maps the search and refuses in Chinese what a subscription cannot express. Everything after the
 * click (subscribe-search.ts) loads on the click: the list page's script stays within its budget.
 */
export function SubscribeSearchButton({ input }: { input: TenderSearchInput }) {
  // "idle", "busy", or the new subscription's id.
  const [state, setState] = useState("idle");
  if (state !== "idle" && state !== "busy")
    return (
      <a className="btn" href={`/personalCenter?tab=subscriptions&sub=${state}`}>
        已订阅，查看订阅
      </a>
    );
  async function run() {
    setState("busy");
    const { subscribeSearch } = await import("./subscribe-search");
    setState((await subscribeSearch(input)) ?? "idle");
  }
  return (
    <button type="button" className="btn" onClick={run} disabled={state === "busy"}>
      {state === "busy" ? "正在订阅…" : "订阅此搜索"}
    </button>
  );
}
