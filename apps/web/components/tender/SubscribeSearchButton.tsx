import { loginHref } from "@portal/contract";
import type { TenderSearchInput } from "@portal/core";
import { useState } from "react";
import { useLocation, useNavigate } from "react-router";
import { Link } from "~/components/Link";
import { toast } from "~/lib/toast";

/**
 * 订阅此搜索 (issue 32): the list's words and filters become a subscription in one click, pushed to the
 * message centre; e-mail and group robots can be added on the subscription afterwards. The server
 * maps the search (words ANDed, `a|b` alternatives, `-词` exclusions) and refuses in Chinese what a
 * subscription cannot express. Visitors are sent to the login page and back.
 */
export function SubscribeSearchButton({ input }: { input: TenderSearchInput }) {
  const [busy, setBusy] = useState(false);
  const [made, setMade] = useState<{ id: string; name: string } | null>(null);
  const navigate = useNavigate();
  const location = useLocation();
  if (made)
    return (
      <Link className="btn" to={`/personalCenter?tab=subscriptions&sub=${made.id}`}>
        已订阅，查看订阅
      </Link>
    );
  async function run() {
    setBusy(true);
    try {
      const { current: _page, after: _after, facets: _facets, size: _size, ...search } = input;
      const res = await fetch("/api/ai/bidSubscribe/fromSearch", {
        method: "POST",
        headers: { "Content-Type": "application/json", "X-Requested-With": "XMLHttpRequest" },
        credentials: "same-origin",
        body: JSON.stringify(search),
      });
      const body = (await res.json().catch(() => null)) as { msg?: string; data?: { id: string; name: string } } | null;
      if (res.status === 401) {
        toast("info", "请先登录，登录后即可订阅");
        navigate(loginHref(location.pathname, location.search));
      } else if (!res.ok || !body?.data) {
        toast("error", body?.msg ?? "订阅失败，请稍后再试");
      } else {
        setMade(body.data);
        toast("success", `已订阅“${body.data.name}”，新公告会推送到消息中心`);
      }
    } catch {
      toast("error", "网络异常，订阅失败");
    } finally {
      setBusy(false);
    }
  }
  return (
    <button type="button" className="btn" onClick={run} disabled={busy} title="按当前关键词和筛选条件新建订阅，新公告推送到消息中心">
      {busy ? "正在订阅…" : "订阅此搜索"}
    </button>
  );
}
