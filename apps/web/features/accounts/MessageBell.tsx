import { useEffect, useState } from "react";
import { Link } from "~/components/Link";
import { post } from "~/lib/request";

/** Pages that change the unread count (reading, deleting) announce it so the badge follows at once. */
export const MESSAGES_CHANGED = "portal:messages-changed";

export function announceUnread(unread: number) {
  window.dispatchEvent(new CustomEvent(MESSAGES_CHANGED, { detail: unread }));
}

const POLL_MS = 60_000;

/**
 * The message-centre bell of the top bar with its unread badge. The count comes server-rendered
 * with the page; the browser refreshes it every minute while the tab is visible and when the tab
 * comes back, so a subscription push shows up without a reload.
 */
export function MessageBell({ initial }: { initial: number }) {
  const [unread, setUnread] = useState(initial);
  useEffect(() => {
    let stopped = false;
    const refresh = () => {
      if (document.visibilityState !== "visible") return;
      post<{ unread: number }>("/api/ai/message/unreadCount", {}, { silent: true })
        .then((r) => {
          if (!stopped) setUnread(r.data.unread);
        })
        .catch(() => {});
    };
    const onChanged = (e: Event) => setUnread(Number((e as CustomEvent<number>).detail) || 0);
    const timer = window.setInterval(refresh, POLL_MS);
    document.addEventListener("visibilitychange", refresh);
    window.addEventListener(MESSAGES_CHANGED, onChanged);
    return () => {
      stopped = true;
      window.clearInterval(timer);
      document.removeEventListener("visibilitychange", refresh);
      window.removeEventListener(MESSAGES_CHANGED, onChanged);
    };
  }, []);
  const label = unread > 0 ? `消息中心，${unread} 条未读` : "消息中心";
  return (
    <Link className="message-bell" to="/personalCenter?tab=messages" aria-label={label} title={label}>
      <svg width="18" height="18" viewBox="0 0 16 16" aria-hidden="true">
        <path
          d="M8 1.8a4.2 4.2 0 0 0-4.2 4.2v2.6L2.6 11h10.8l-1.2-2.4V6A4.2 4.2 0 0 0 8 1.8zM6.4 12.6a1.6 1.6 0 0 0 3.2 0"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.3"
          strokeLinejoin="round"
        />
      </svg>
      {unread > 0 && (
        <span className="message-badge" data-testid="message-badge">
          {unread > 99 ? "99+" : unread}
        </span>
      )}
    </Link>
  );
}
