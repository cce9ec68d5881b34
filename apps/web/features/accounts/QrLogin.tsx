import { useCallback, useEffect, useRef, useState } from "react";
import { Button } from "~/components/form/Button";
import { ReloadIcon } from "~/components/form/icons";
import { Spinner } from "~/components/form/Result";
import { afterLogin } from "~/lib/auth-client";
import { post } from "~/lib/request";

type State = "WAITING" | "SCANED" | "LOGINED" | "TIMEOUT";
const TEXT: Record<State, string> = {
  WAITING: "请使用已登录的手机扫码登录",
  SCANED: "扫码成功，请在手机上确认",
  LOGINED: "登录成功，正在跳转…",
  TIMEOUT: "二维码已过期",
};

/** QR login: the picture from the server, polled every two seconds until confirmed or expired. */
export function QrLogin() {
  const [qr, setQr] = useState<{ qrId: string; image: string } | null>(null);
  const [state, setState] = useState<State>("WAITING");
  const [note, setNote] = useState("");
  const timer = useRef<ReturnType<typeof setInterval>>(undefined);
  const load = useCallback(async () => {
    setQr(null);
    setState("WAITING");
    setNote("");
    const r = await post<{ qrId: string; image: string }>("/user/auth/v3/scan/qrcode").catch(() => null);
    if (r) setQr(r.data);
  }, []);
  useEffect(() => {
    void load();
  }, [load]);
  useEffect(() => {
    if (!qr) return;
    timer.current = setInterval(async () => {
      const r = await post<{ state: State; stateText: string; refused?: boolean }>(
        "/user/auth/v3/scan/status",
        { qrId: qr.qrId },
        { silent: true },
      ).catch(() => null);
      if (!r) return;
      setState(r.data.state);
      if (r.data.refused) setNote("已在手机上取消登录");
      if (r.data.state === "LOGINED") afterLogin({ status: "OK" });
      if (r.data.state === "LOGINED" || r.data.state === "TIMEOUT") clearInterval(timer.current);
    }, 2000);
    return () => clearInterval(timer.current);
  }, [qr]);
  return (
    <div className="qr-login">
      <div className="qr-box">
        {qr ? (
          <img src={qr.image} alt="扫码登录二维码" width={200} height={200} data-qr-id={qr.qrId} />
        ) : (
          <Spinner label="正在加载二维码" />
        )}
        {state === "TIMEOUT" && (
          <div className="qr-mask">
            <p>{note || TEXT.TIMEOUT}</p>
            <Button icon={<ReloadIcon />} onClick={load}>
              刷新二维码
            </Button>
          </div>
        )}
      </div>
      {/* Announced as it changes: scanned, confirmed, expired. */}
      <p className="qr-state" data-state={state} aria-live="polite">
        {TEXT[state]}
      </p>
      <p className="muted">在手机浏览器登录本站后扫描二维码，确认后此电脑即可登录</p>
    </div>
  );
}
