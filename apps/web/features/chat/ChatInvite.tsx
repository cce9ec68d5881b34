import { useEffect, useId, useState } from "react";

/** How often a due invitation looks again while a dialog is open on the page. */
const RETRY_MS = 2000;

/**
 * Whether a modal dialog is open on the page (the site's <dialog>, an antd Modal): the invitation
 * waits until it is closed rather than appear behind or beside it.
 */
function modalOpen(): boolean {
  return [...document.querySelectorAll<HTMLElement>("dialog[open], [aria-modal='true']")].some((el) => el.checkVisibility());
}

/**
 * The customer-service invitation: a card in the corner above the chat button, not a modal. The
 * page stays usable behind it, it takes no focus (a visitor reading is not interrupted), and it
 * sits in the tab order right after the chat button; Esc inside it, × and 稍后再说 close it.
 * Loaded on demand (React.lazy in ChatPopup), and so is the wait for an open dialog to close: most
 * visits never see it.
 */
export default function ChatInvite({ text, onAccept, onClose }: { text: string; onAccept: () => void; onClose: () => void }) {
  const titleId = useId();
  const [clear, setClear] = useState(false);
  useEffect(() => {
    let timer: number | undefined;
    const look = () => {
      if (modalOpen()) timer = window.setTimeout(look, RETRY_MS);
      else setClear(true);
    };
    look();
    return () => window.clearTimeout(timer);
  }, []);
  if (!clear) return null;
  return (
    <section
      className="chat-invite-card"
      role="dialog"
      aria-labelledby={titleId}
      onKeyDown={(e) => {
        if (e.key === "Escape") onClose();
      }}
    >
      <header>
        <strong id={titleId}>在线客服</strong>
        <button type="button" className="chat-invite-close" aria-label="关闭客服邀请" onClick={onClose}>
          ×
        </button>
      </header>
      <p>{text}</p>
      <div className="chat-invite-actions">
        <button type="button" className="btn" onClick={onClose}>
          稍后再说
        </button>
        <button type="button" className="btn btn-primary" onClick={onAccept}>
          立即咨询
        </button>
      </div>
    </section>
  );
}
