import type { RefObject } from "react";
import { type ChatConversation, type ChatMessage, chatTime } from "./chat-socket";

/** The conversation as the visitor sees it: the greeting first, 已读 under their last message read. */
export function ChatMessageList({
  listRef,
  messages,
  greeting,
  conversation,
  agentTyping,
}: {
  listRef: RefObject<HTMLDivElement | null>;
  messages: ChatMessage[];
  greeting: string | undefined;
  conversation: ChatConversation | null;
  agentTyping: boolean;
}) {
  const lastMine = [...messages].reverse().find((m) => m.sender === "visitor");
  return (
    <div className="chat-messages" ref={listRef} aria-live="polite">
      {messages.length === 0 && greeting && (
        <div className="chat-msg chat-msg-agent">
          <div className="chat-bubble">{greeting}</div>
        </div>
      )}
      {messages.map((m) =>
        m.sender === "system" ? (
          <div key={m.id} className="chat-system">
            {m.body}
          </div>
        ) : (
          <div key={m.id} className={`chat-msg chat-msg-${m.sender}`}>
            <div className="chat-meta">
              {m.sender === "agent" ? `${m.agentName ?? "客服"} ` : ""}
              {chatTime(m.createdAt)}
            </div>
            <div className="chat-bubble">
              {m.kind === "image" ? (
                <a href={m.body} target="_blank" rel="noreferrer">
                  <img src={m.body} alt="图片消息" width={160} height={120} loading="lazy" />
                </a>
              ) : (
                m.body
              )}
            </div>
            {m === lastMine && conversation && conversation.agentReadId >= m.id && <div className="chat-read">已读</div>}
          </div>
        ),
      )}
      {agentTyping && <div className="chat-typing">客服正在输入…</div>}
      {conversation?.status === "left" && <div className="chat-system">已收到您的留言，我们会尽快通过 {conversation.contact} 回复您。</div>}
    </div>
  );
}
