import { useEffect, useState } from "react";
import { Button } from "~/components/form/Button";
import { ApiError } from "~/lib/request";

/** 获取验证码 with the 60-second countdown the server enforces; a 429 starts the countdown it names. */
export function SendCodeButton({ onSend, disabled }: { onSend: () => Promise<{ resendAfter?: number } | undefined>; disabled?: boolean }) {
  const [left, setLeft] = useState(0);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    if (left <= 0) return;
    const t = setTimeout(() => setLeft((n) => n - 1), 1000);
    return () => clearTimeout(t);
  }, [left]);
  const click = async () => {
    setBusy(true);
    try {
      const r = await onSend();
      if (r) setLeft(r.resendAfter ?? 60);
    } catch (err) {
      if (err instanceof ApiError && err.status === 429 && err.retryAfter) setLeft(Math.min(err.retryAfter, 3600));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button onClick={click} loading={busy} disabled={disabled || left > 0} className="send-code-btn">
      {left > 0 ? `${left} 秒后重发` : "获取验证码"}
    </Button>
  );
}
