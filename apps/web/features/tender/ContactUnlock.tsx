import { useState } from "react";
import { useRevalidator } from "react-router";
import { ApiError, post } from "~/lib/request";
import { toast } from "~/lib/toast";

export interface ContactOffer {
  freeLeft: number;
  points: number;
  balance: number;
}

/**
 * 查看联系人 for a signed-in user: says what it costs (a free view of today's allowance, else
 * points) before the click, then shows the contacts by reloading the page's data.
 */
export function ContactUnlock({ id, offer }: { id: number; offer: ContactOffer }) {
  const [busy, setBusy] = useState(false);
  const { revalidate } = useRevalidator();
  const cost =
    offer.freeLeft > 0
      ? `今日还可免费查看 ${offer.freeLeft} 次`
      : `今日免费次数已用完，查看需 ${offer.points} 积分（当前余额 ${offer.balance} 积分）`;
  async function unlock() {
    setBusy(true);
    try {
      const r = await post<{ via: string }>("/api/ai/bid/unlockContact", { id }, { silent: true });
      toast("success", r.data.via === "points" ? `已扣除 ${offer.points} 积分，联系人已显示` : "联系人已显示");
      await revalidate();
    } catch (err) {
      if (err instanceof ApiError) toast("error", err.msg);
    } finally {
      setBusy(false);
    }
  }
  return (
    <p className="login-hint">
      联系人与联系电话已隐藏。{cost}。
      <button type="button" className="btn btn-primary" disabled={busy} onClick={unlock}>
        查看联系人
      </button>
    </p>
  );
}
