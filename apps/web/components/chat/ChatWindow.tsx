import { type FormEvent, type KeyboardEvent, useCallback, useEffect, useRef, useState } from "react";
import {
  type ChatConversation,
  type ChatFrame,
  type ChatMessage,
  type ChatSocket,
  chatTime,
  mergeMessages,
  openChatSocket,
  uploadChatImage,
} from "../../lib/chat-socket";
import { post } from "../../lib/request";
import { browserId } from "../../lib/trace";
import "../../styles/chat.css";

interface OpenChat {
  conversation: ChatConversation | null;
  messages: ChatMessage[];
  online: boolean;
  inHours: boolean;
  hours: string;
  greeting: string;
}

const MAX_TEXT = 2000;

/**
 * The visitor's chat window (issue 12). Loaded only when the visitor opens it: the conversation so
 * far comes from /crm/sdm/open/session/init (which also gives an anonymous visitor its chat cookie),
 * then everything live over the socket. With nobody online, the visitor's question is kept and a
 * phone number or e-mail address is asked for, so staff can answer later.
 */
export default function ChatWindow({
  onClose,
  onUnread,
  visible,
}: {
  onClose: () => void;
  onUnread: (n: number) => void;
  visible: boolean;
}) {
  const [state, setState] = useState<OpenChat | null>(null);
  const [messages, setMessages] = useState<ChatMessage[]>([]);
  const [conversation, setConversation] = useState<ChatConversation | null>(null);
  const [connected, setConnected] = useState(false);
  const [text, setText] = useState("");
  const [error, setError] = useState("");
  const [agentTyping, setAgentTyping] = useState(false);
  const [contact, setContact] = useState("");
  const [sendingImage, setSendingImage] = useState(false);
  const socket = useRef<ChatSocket | null>(null);
  const list = useRef<HTMLDivElement>(null);
  const input = useRef<HTMLTextAreaElement>(null);
  const typingTimer = useRef<number | undefined>(undefined);
  const lastTypingSent = useRef(0);
  const visibleRef = useRef(visible);
  visibleRef.current = visible;

  const load = useCallback(async () => {
    try {
      const res = await post<OpenChat>("/crm/sdm/open/session/init", {}, { silent: true });
      setState(res.data);
      setConversation(res.data.conversation);
      setMessages((old) => mergeMessages(old, res.data.messages));
    } catch {
      setError("客服暂时无法连接，请稍后再试");
    }
  }, []);

  useEffect(() => {
    let cancelled = false;
    void load().then(() => {
      if (cancelled) return;
      // The first connection follows the load just made; asking again then doubled every page's call.
      let firstUp = true;
      socket.current = openChatSocket("/api/ws/chat", {
        state(up) {
          setConnected(up);
          if (!up) return;
          socket.current?.send({
            t: "hello",
            source: document.referrer || "直接访问",
            page: location.pathname,
            bid: browserId(),
            guestId: sessionStorage.getItem("guestId") ?? undefined,
          });
          // Whatever was said while we were away.
          if (!firstUp) void load();
          firstUp = false;
        },
        frame(f: ChatFrame) {
          if (f.t === "message") {
            const m = f.message as ChatMessage;
            setMessages((old) => mergeMessages(old, [m]));
            if (m.sender === "agent") setAgentTyping(false);
          } else if (f.t === "conversation") {
            setConversation(f.conversation as ChatConversation);
          } else if (f.t === "typing" && f.from === "agent") {
            setAgentTyping(true);
            window.clearTimeout(typingTimer.current);
            typingTimer.current = window.setTimeout(() => setAgentTyping(false), 4000);
          } else if (f.t === "read" && f.by === "agent") {
            setConversation((c) => (c ? { ...c, agentReadId: Math.max(c.agentReadId, Number(f.upTo)) } : c));
          } else if (f.t === "error") {
            setError(String(f.msg));
          }
        },
      });
    });
    return () => {
      cancelled = true;
      socket.current?.close();
      window.clearTimeout(typingTimer.current);
    };
  }, [load]);

  // Opening the window puts the cursor where the visitor types.
  useEffect(() => {
    if (visible) input.current?.focus();
  }, [visible]);

  // New messages: scroll down; when the window is open, tell the agent they were read.
  const lastId = messages[messages.length - 1]?.id ?? 0;
  const readUpTo = useRef(0);
  useEffect(() => {
    list.current?.scrollTo({ top: list.current.scrollHeight });
    if (!visible) {
      onUnread(messages.filter((m) => m.sender === "agent" && m.id > readUpTo.current).length);
      return;
    }
    onUnread(0);
    if (lastId > readUpTo.current && conversation) {
      readUpTo.current = lastId;
      socket.current?.send({ t: "read", upTo: lastId });
    }
  }, [lastId, visible, conversation, messages, onUnread]);

  const send = (body: string, kind: "text" | "image" = "text") => {
    setError("");
    if (!socket.current?.send({ t: "message", kind, body })) {
      setError("连接已断开，正在重新连接…");
      return false;
    }
    return true;
  };

  const submit = (e?: FormEvent) => {
    e?.preventDefault();
    const body = text.trim();
    if (!body) return;
    if (body.length > MAX_TEXT) return setError(`消息不能超过 ${MAX_TEXT} 个字`);
    if (send(body)) setText("");
  };

  const onKey = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    if (e.key === "Enter" && !e.shiftKey && !e.nativeEvent.isComposing) {
      e.preventDefault();
      submit();
    }
  };

  const onInput = (value: string) => {
    setText(value);
    if (conversation && Date.now() - lastTypingSent.current > 2000) {
      lastTypingSent.current = Date.now();
      socket.current?.send({ t: "typing" });
    }
  };

  const pickImage = async (file: File | undefined) => {
    if (!file) return;
    setSendingImage(true);
    try {
      send(await uploadChatImage(file), "image");
    } catch (err) {
      setError((err as Error).message);
    } finally {
      setSendingImage(false);
    }
  };

  const leaveContact = async (e: FormEvent) => {
    e.preventDefault();
    try {
      const res = await post<{ conversation: ChatConversation }>(
        "/crm/sdm/open/leaveMessage",
        { contact: contact.trim() },
        { silent: true },
      );
      setConversation(res.data.conversation);
      setError("");
    } catch (err) {
      setError((err as { msg?: string }).msg ?? "提交失败，请稍后再试");
    }
  };

  const offline = state && !state.online && conversation?.status !== "open";
  const askContact = offline && conversation && !conversation.contact && messages.some((m) => m.sender === "visitor");
  const lastMine = [...messages].reverse().find((m) => m.sender === "visitor");
  const status =
    conversation?.status === "open" && conversation.agentName
      ? `客服${conversation.agentName}为您服务`
      : state?.online
        ? "客服在线"
        : state
          ? `暂无客服在线 · 服务时间 ${state.hours}`
          : "正在连接…";

  return (
    <section
      className="chat-window"
      aria-label="在线客服"
      hidden={!visible}
      onKeyDown={(e) => {
        if (e.key === "Escape") onClose();
      }}
    >
      <header className="chat-head">
        <div>
          <strong>在线客服</strong>
          <span className={`chat-status ${state?.online || conversation?.status === "open" ? "is-online" : ""}`}>{status}</span>
        </div>
        <button type="button" className="chat-close" aria-label="收起客服窗口" onClick={onClose}>
          ×
        </button>
      </header>
      {!connected && state && <div className="chat-banner">连接中断，正在重新连接…</div>}
      <div className="chat-messages" ref={list} aria-live="polite">
        {messages.length === 0 && state && (
          <div className="chat-msg chat-msg-agent">
            <div className="chat-bubble">{state.greeting}</div>
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
        {conversation?.status === "left" && (
          <div className="chat-system">已收到您的留言，我们会尽快通过 {conversation.contact} 回复您。</div>
        )}
      </div>
      {askContact && (
        <form className="chat-contact" onSubmit={leaveContact}>
          <label htmlFor="chat-contact">留下联系方式，客服上线后回复您</label>
          <div>
            <input
              id="chat-contact"
              value={contact}
              onChange={(e) => setContact(e.target.value)}
              placeholder="手机号或邮箱"
              maxLength={200}
            />
            <button type="submit" className="btn btn-primary">
              提交
            </button>
          </div>
        </form>
      )}
      {error && (
        <div className="chat-error" role="alert">
          {error}
        </div>
      )}
      <form className="chat-input" onSubmit={submit}>
        <textarea
          ref={input}
          value={text}
          onChange={(e) => onInput(e.target.value)}
          onKeyDown={onKey}
          placeholder="请输入您要咨询的问题，Enter 发送，Shift+Enter 换行"
          aria-label="消息"
          maxLength={MAX_TEXT + 100}
          rows={3}
        />
        <div className="chat-actions">
          <label className="chat-image-btn" title="发送图片">
            <input
              type="file"
              accept="image/png,image/jpeg,image/gif,image/webp"
              onChange={(e) => void pickImage(e.target.files?.[0])}
              hidden
            />
            {sendingImage ? "上传中…" : "图片"}
          </label>
          <span className="chat-count">
            {text.length}/{MAX_TEXT}
          </span>
          <button type="submit" className="btn btn-primary" disabled={!text.trim() || !connected}>
            发送
          </button>
        </div>
      </form>
    </section>
  );
}
