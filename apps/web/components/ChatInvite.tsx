import { useId } from "react";

/**
 * The customer-service invitation: a card in the corner above the chat button, not a modal. The
 * page stays usable behind it, it takes no focus (a visitor reading is not interrupted), and it
 * sits in the tab order right after the chat button; Esc inside it, × and 稍后再说 close it.
 */
export function ChatInvite({ text, onAccept, onClose }: { text: string; onAccept: () => void; onClose: () => void }) {
  const titleId = useId();
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

/**
 * Whether a modal dialog is open on the page (the site's <dialog>, an antd Modal): the invitation
 * waits until it is closed rather than appear behind or beside it.
 */
export function modalOpen(): boolean {
  return [...document.querySelectorAll<HTMLElement>("dialog[open], [aria-modal='true']")].some((el) => el.checkVisibility());
}
