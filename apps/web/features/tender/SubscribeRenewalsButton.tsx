import { useState } from "react";

/**
 * 订阅到期提醒 on /tender/renewals (issue 33 item 5): the page's window and province become a 即将到期
 * subscription in one click; each contract coming due is then pushed once to the message centre.
 * Like 订阅此搜索, the request code loads on the click.
 */
export function SubscribeRenewalsButton({ within, province, provinceName }: { within: number; province: string; provinceName: string }) {
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
    const { subscribeWith } = await import("./subscribe-search");
    const body = { name: `${provinceName}${within}个月内到期的合同`, regions: [province], renewals: within };
    setState((await subscribeWith("/api/ai/bidSubscribe/create", body, "进入到期范围的合同")) ?? "idle");
  }
  return (
    <button type="button" className="btn" onClick={run} disabled={state === "busy"}>
      {state === "busy" ? "正在订阅…" : "订阅到期提醒"}
    </button>
  );
}
