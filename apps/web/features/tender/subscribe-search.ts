import { loginHref } from "@portal/contract";
import type { TenderSearchInput } from "@portal/core";
import { toast } from "~/lib/toast";
import { searchBody } from "./search-body";

/**
 * 订阅此搜索, after the click (SubscribeSearchButton loads this on demand): posts the list's search,
 * says what happened and returns the new subscription's id; a visitor is sent to the login page and
 * back to this list.
 */
export async function subscribeSearch(input: TenderSearchInput): Promise<string | null> {
  const search = searchBody(input);
  try {
    const res = await fetch("/api/ai/bidSubscribe/fromSearch", {
      method: "POST",
      headers: { "Content-Type": "application/json", "X-Requested-With": "XMLHttpRequest" },
      credentials: "same-origin",
      body: JSON.stringify(search),
    });
    const body = (await res.json().catch(() => null)) as { msg?: string; data?: { id: string; name: string } } | null;
    if (res.status === 401) {
      toast("info", "请先登录，登录后即可订阅");
      window.location.assign(loginHref(window.location.pathname, window.location.search));
      return null;
    }
    if (!res.ok || !body?.data) {
      toast("error", body?.msg ?? "订阅失败，请稍后再试");
      return null;
    }
    toast("success", `已订阅“${body.data.name}”，新公告会推送到消息中心；邮件和群机器人可在订阅里添加`);
    return body.data.id;
  } catch {
    toast("error", "网络异常，订阅失败");
    return null;
  }
}
