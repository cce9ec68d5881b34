import { useEffect, useRef } from "react";
import { type ChatConversation, type ChatMessage, chatTime } from "~/features/chat/chat-socket";

/** The messages of one conversation as the agent sees them: the visitor on the left, staff on the right. */
export function ChatThread({
  conversation,
  messages,
  visitorTyping,
}: {
  conversation: ChatConversation;
  messages: ChatMessage[];
  visitorTyping: boolean;
}) {
  const box = useRef<HTMLDivElement>(null);
  const last = messages[messages.length - 1]?.id;
  useEffect(() => {
    if (last !== undefined) box.current?.scrollTo({ top: box.current.scrollHeight });
  }, [last]);
  const lastAgent = [...messages].reverse().find((m) => m.sender === "agent");
  return (
    <div className="agent-thread" ref={box} aria-live="polite">
      {messages.map((m) =>
        m.sender === "system" ? (
          <div key={m.id} className="agent-system">
            {m.body}
          </div>
        ) : (
          <div key={m.id} className={`agent-msg agent-msg-${m.sender}`}>
            <div className="agent-meta">
              {m.sender === "visitor" ? conversation.visitorName : (m.agentName ?? "客服")} {chatTime(m.createdAt)}
            </div>
            <div className="agent-bubble">
              {m.kind === "image" ? (
                <a href={m.body} target="_blank" rel="noreferrer" title="查看原图">
                  <img src={m.body} alt="图片消息" width={160} className="agent-image" />
                </a>
              ) : (
                m.body
              )}
            </div>
            {m === lastAgent && <div className="agent-read">{conversation.visitorReadId >= m.id ? "已读" : "未读"}</div>}
          </div>
        ),
      )}
      {visitorTyping && <div className="agent-typing">访客正在输入…</div>}
    </div>
  );
}
