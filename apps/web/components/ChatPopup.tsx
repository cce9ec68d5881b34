import { lazy, Suspense, useEffect, useState } from "react";
import { post } from "../lib/request";
import { toast } from "../lib/toast";

const ChatInvite = lazy(() => import("./ChatInvite"));

interface ChatSetting {
  autoSwitch: boolean;
  autoDelayed: number;
  autoContent: string;
}

const SHOWN_KEY = "showOCS";

/**
 * SPEC §4 customer-service popup: when auto-invite is on and the visitor has not opened the chat,
 * it shows once after `autoDelayed` seconds; accept, cancel or the close mark close it.
 */
export function ChatPopup({ hotline }: { hotline: string }) {
  const [setting, setSetting] = useState<ChatSetting | null>(null);
  const [open, setOpen] = useState(false);

  useEffect(() => {
    let cancelled = false;
    post<ChatSetting>("/crm/sdm/open/setting/get", {}, { cache: true })
      .then((res) => !cancelled && setSetting(res.data))
      .catch(() => {
        // The wrapper has already shown the server's message (SPEC §8).
      });
    return () => {
      cancelled = true;
    };
  }, []);

  useEffect(() => {
    if (!setting?.autoSwitch || sessionStorage.getItem(SHOWN_KEY)) return;
    const timer = window.setTimeout(() => {
      sessionStorage.setItem(SHOWN_KEY, "1");
      setOpen(true);
    }, setting.autoDelayed * 1000);
    return () => window.clearTimeout(timer);
  }, [setting]);

  const startChat = async () => {
    setOpen(false);
    sessionStorage.setItem(SHOWN_KEY, "1");
    try {
      await post("/crm/sdm/open/guest/create", { guest: { source: document.referrer || "直接访问" } });
      toast("info", hotline ? `在线客服正在接入，您也可以拨打服务热线 ${hotline}` : "在线客服正在接入，请稍候");
    } catch {
      // message already shown by the wrapper
    }
  };

  return (
    <>
      <button type="button" className="float-btn float-btn-chat" aria-label="在线客服" title="在线客服" onClick={startChat}>
        <svg width="20" height="20" viewBox="0 0 20 20" aria-hidden="true">
          <path
            d="M4 11V9a6 6 0 0 1 12 0v2M4 11h2.5v4H4zM13.5 11H16v4h-2.5zM16 15c0 1.5-2 2.5-5 2.5"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.5"
            strokeLinejoin="round"
          />
        </svg>
      </button>
      {open && (
        <Suspense fallback={null}>
          <ChatInvite text={setting?.autoContent || "您好，有什么可以帮您？"} onAccept={startChat} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
