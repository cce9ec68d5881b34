import { loginHref } from "@portal/contract";
import type { TenderSearchInput } from "@portal/core";
import { toast } from "~/lib/toast";
import { searchBody } from "./search-body";

/**
 * 订阅此搜索, after the click (SubscribeSearchButton loads this on demand): posts the list's search,
 * says what happened and returns the new subscription's id; a visitor is sent to the login page and
 * back to this list.
 */
export function subscribeSearch(input: TenderSearchInput): Promise<string | null> {
  return subscribeWith("/api/ai/bidSubscribe/fromSearch", searchBody(input), "新公告");
}

/** Creates a subscription from `body` at `url` (fromSearch, create); `what` names what will be pushed. */
export async function subscribeWith(url: string, body: object, what: string): Promise<string | null> {
  try {
    const res = await fetch(url, {
      method: "POST",
      headers: { "Content-Type": "application/json", "X-Requested-With": "XMLHttpRequest" },
      credentials: "same-origin",
      body: JSON.stringify(body),
    });
    const answer = (await res.json().catch(() => null)) as { msg?: string; data?: { id: string; name: string } } | null;
    if (res.status === 401) {
      toast("info", "请先登录，登录后即可订阅");
      window.location.assign(loginHref(window.location.pathname, window.location.search));
      return null;
    }
    if (!res.ok || !answer?.data) {
      toast("error", answer?.msg ?? "订阅失败，请稍后再试");
      return null;
    }
    toast("success", `已订阅“${answer.data.name}”，${what}会推送到消息中心；邮件和群机器人可在订阅里添加`);
    return answer.data.id;
  } catch {
    toast("error", "网络异常，订阅失败");
    return null;
  }
}
