import { lazy, Suspense, useCallback, useEffect, useRef, useState } from "react";
import { post } from "~/lib/request";

const ChatInvite = lazy(() => import("./ChatInvite"));
const ChatWindow = lazy(() => import("./ChatWindow"));

interface ChatSetting {
  autoSwitch: boolean;
  autoDelayed: number;
  autoContent: string;
}

const SHOWN_KEY = "showOCS";
/** The chat window stays open from page to page (and across layouts, which remount this). */
const OPEN_KEY = "ocsOpen";

/**
 * SPEC §4 customer-service popup: when auto-invite is on (站点设置) and the visitor has not opened
 * the chat, a card in the corner invites once per visit (this tab's session) after `autoDelayed`
 * seconds, later if a dialog is open then; accept, 稍后再说, × or Esc close it.
 */
export function ChatPopup() {
  const [setting, setSetting] = useState<ChatSetting | null>(null);
  const [open, setOpen] = useState(false);
  // Once opened the window stays mounted (hidden when closed) so the conversation keeps arriving.
  const [started, setStarted] = useState(false);
  const [visible, setVisible] = useState(false);
  const [unread, setUnread] = useState(0);
  const onUnread = useCallback((n: number) => setUnread(n), []);
  const button = useRef<HTMLButtonElement>(null);
  // Closing the window (× or Esc) gives the focus back to the button that opened it.
  const closeWindow = useCallback(() => {
    setVisible(false);
    button.current?.focus();
  }, []);

  useEffect(() => {
    if (sessionStorage.getItem(OPEN_KEY) === "1") {
      setStarted(true);
      setVisible(true);
    }
  }, []);
  useEffect(() => {
    if (started) sessionStorage.setItem(OPEN_KEY, visible ? "1" : "0");
  }, [started, visible]);

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
      // Opened the chat in the meantime: no invitation on top of it.
      if (sessionStorage.getItem(SHOWN_KEY)) return;
      sessionStorage.setItem(SHOWN_KEY, "1");
      setOpen(true);
    }, setting.autoDelayed * 1000);
    return () => window.clearTimeout(timer);
  }, [setting]);

  const startChat = () => {
    setOpen(false);
    sessionStorage.setItem(SHOWN_KEY, "1");
    if (started) {
      setVisible((v) => !v);
      return;
    }
    // The window (loaded now) records the visitor as a guest before it says hello.
    setStarted(true);
    setVisible(true);
  };

  return (
    <>
      <button
        ref={button}
        type="button"
        className="float-btn float-btn-chat"
        aria-label={unread > 0 ? `在线客服（${unread} 条新消息）` : "在线客服"}
        aria-expanded={visible}
        title="在线客服"
        onClick={startChat}
      >
        <svg width="20" height="20" viewBox="0 0 20 20" aria-hidden="true">
          <path
            d="M4 11V9a6 6 0 0 1 12 0v2M4 11h2.5v4H4zM13.5 11H16v4h-2.5zM16 15c0 1.5-2 2.5-5 2.5"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.5"
            strokeLinejoin="round"
          />
        </svg>
        {unread > 0 && <span className="chat-badge">{unread}</span>}
      </button>
      {open && (
        <Suspense fallback={null}>
          <ChatInvite text={setting?.autoContent || "您好，有什么可以帮您？"} onAccept={startChat} onClose={() => setOpen(false)} />
        </Suspense>
      )}
      {started && (
        <Suspense fallback={null}>
          <ChatWindow visible={visible} onClose={closeWindow} onUnread={onUnread} />
        </Suspense>
      )}
    </>
  );
}
