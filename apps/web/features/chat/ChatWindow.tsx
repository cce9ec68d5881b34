import { useCallback, useEffect, useRef, useState } from "react";
import { post } from "~/lib/request";
import { browserId } from "~/lib/trace";
import { type ChatConversation, type ChatFrame, type ChatMessage, type ChatSocket, mergeMessages, openChatSocket } from "./chat-socket";
import "./chat.css";
import { ChatComposer } from "./ChatComposer";
import { ChatMessageList } from "./ChatMessageList";
import { LeaveContact } from "./LeaveContact";

const GUEST_KEY = "guestId";

/** The visitor's guest record (where they came from), made once per visit, before the first hello names it. */
async function ensureGuest() {
  if (sessionStorage.getItem(GUEST_KEY)) return;
  try {
    const res = await post<{ guestId: string }>("/crm/sdm/open/guest/create", { guest: { source: document.referrer || "直接访问" } });
    sessionStorage.setItem(GUEST_KEY, res.data.guestId);
  } catch {
    // message already shown by the wrapper; the chat works without the guest record
  }
}

interface OpenChat {
  conversation: ChatConversation | null;
  messages: ChatMessage[];
  online: boolean;
  inHours: boolean;
  hours: string;
  greeting: string;
}

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
  const [error, setError] = useState("");
  const [agentTyping, showTyping, hideTyping] = useAgentTyping();
  const list = useRef<HTMLDivElement>(null);
  const input = useRef<HTMLTextAreaElement>(null);

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

  const socket = useVisitorSocket(load, {
    connected: setConnected,
    frame(f) {
      if (f.t === "message") {
        const m = f.message as ChatMessage;
        setMessages((old) => mergeMessages(old, [m]));
        if (m.sender === "agent") hideTyping();
      } else if (f.t === "conversation") {
        setConversation(f.conversation as ChatConversation);
      } else if (f.t === "typing" && f.from === "agent") {
        showTyping();
      } else if (f.t === "read" && f.by === "agent") {
        setConversation((c) => (c ? { ...c, agentReadId: Math.max(c.agentReadId, Number(f.upTo)) } : c));
      } else if (f.t === "error") {
        setError(String(f.msg));
      }
    },
  });

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
  }, [lastId, visible, conversation, messages, onUnread, socket]);

  const send = (body: string, kind: "text" | "image" = "text") => {
    setError("");
    if (!socket.current?.send({ t: "message", kind, body })) {
      setError("连接已断开，正在重新连接…");
      return false;
    }
    return true;
  };

  const offline = state && !state.online && conversation?.status !== "open";
  const askContact = offline && conversation && !conversation.contact && messages.some((m) => m.sender === "visitor");
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
      <ChatMessageList
        listRef={list}
        messages={messages}
        greeting={state?.greeting}
        conversation={conversation}
        agentTyping={agentTyping}
      />
      {askContact && (
        <LeaveContact
          onLeft={(c) => {
            setConversation(c);
            setError("");
          }}
          onError={setError}
        />
      )}
      {error && (
        <div className="chat-error" role="alert">
          {error}
        </div>
      )}
      <ChatComposer
        inputRef={input}
        connected={connected}
        onSend={send}
        onTyping={() => Boolean(conversation && socket.current?.send({ t: "typing" }))}
        onError={setError}
      />
    </section>
  );
}

/** 客服正在输入…: shown on a typing frame, gone after 4 s or when the agent's message arrives. */
function useAgentTyping(): [boolean, () => void, () => void] {
  const [typing, setTyping] = useState(false);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);
  const show = () => {
    setTyping(true);
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => setTyping(false), 4000);
  };
  return [typing, show, () => setTyping(false)];
}

/**
 * The visitor's socket, opened after the first load. Each connection says hello (where the visitor
 * came from, which page); a reconnection also loads what was said meanwhile. The handlers of the
 * latest render are the ones called.
 */
function useVisitorSocket(load: () => Promise<void>, on: { connected: (up: boolean) => void; frame: (f: ChatFrame) => void }) {
  const socket = useRef<ChatSocket | null>(null);
  const latest = useRef(on);
  latest.current = on;
  useEffect(() => {
    let cancelled = false;
    void ensureGuest()
      .then(load)
      .then(() => {
        if (cancelled) return;
        // The first connection follows the load just made; asking again then doubled every page's call.
        let firstUp = true;
        socket.current = openChatSocket("/api/ws/chat", {
          state(up) {
            latest.current.connected(up);
            if (!up) return;
            socket.current?.send({
              t: "hello",
              source: document.referrer || "直接访问",
              page: location.pathname,
              bid: browserId(),
              guestId: sessionStorage.getItem(GUEST_KEY) ?? undefined,
            });
            // Whatever was said while we were away.
            if (!firstUp) void load();
            firstUp = false;
          },
          frame: (f: ChatFrame) => latest.current.frame(f),
        });
      });
    return () => {
      cancelled = true;
      socket.current?.close();
    };
  }, [load]);
  return socket;
}
