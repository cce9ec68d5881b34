import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { adminCall } from "~/components/admin/api";
import { requirePagePermission } from "~/components/admin/guard.server";
import { FilterSelect } from "~/components/admin/ListTools";
import { Button } from "~/components/form/Button";
import { Tag } from "~/components/form/Tag";
import { type Agent, ConsoleLists, type GroupKey } from "~/features/chat/ChatConsoleLists";
import { LeftReply, LiveReply } from "~/features/chat/ChatReply";
import { ChatThread } from "~/features/chat/ChatThread";
import {
  type ChatConversation,
  type ChatFrame,
  type ChatMessage,
  type ChatSocket,
  mergeMessages,
  openChatSocket,
} from "~/features/chat/chat-socket";
import { chime } from "~/features/chat/chat-sound";
import { VisitorCard, type VisitorInfo } from "~/features/chat/VisitorCard";
import { confirmDialog } from "~/lib/confirm";
import { toast } from "~/lib/toast";
import type { Route } from "./+types/chat";

export async function loader(args: Route.LoaderArgs) {
  return requirePagePermission(args, "chat:answer");
}

export function meta() {
  return [{ title: "在线客服 - 管理后台" }];
}

interface ConsoleData {
  me: string;
  queue: ChatConversation[];
  mine: ChatConversation[];
  others: ChatConversation[];
  left: ChatConversation[];
  recent: ChatConversation[];
  agents: Agent[];
  canned: string[];
}
interface Detail {
  conversation: ChatConversation;
  messages: ChatMessage[];
  visitor: VisitorInfo;
}

const STATUS: Record<ChatConversation["status"], { text: string; color: string }> = {
  waiting: { text: "排队中", color: "orange" },
  open: { text: "接待中", color: "blue" },
  closed: { text: "已结束", color: "default" },
  left: { text: "离线留言", color: "purple" },
  answered: { text: "留言已回复", color: "green" },
};

const PRESENCE = ["online", "away"] as const;
const SOUND = ["on", "off"] as const;

function groupOf(c: ChatConversation, me: string): GroupKey {
  if (c.status === "waiting") return "queue";
  if (c.status === "open") return c.agentId === me ? "mine" : "others";
  if (c.status === "left") return "left";
  return "recent";
}

/**
 * 在线客服工作台 (issue 12): the queue of waiting visitors, several chats at once, transfer to a
 * colleague, canned replies, images, the visitor's source and pages; a chime and the tab title
 * announce new visitors and messages. Everything live comes over /api/ws/agent.
 */
export default function AdminChat() {
  const [me, setMe] = useState("");
  const [convs, setConvs] = useState<Record<string, ChatConversation>>({});
  const [agents, setAgents] = useState<ConsoleData["agents"]>([]);
  const [canned, setCanned] = useState<string[]>([]);
  const [selected, setSelected] = useState<string | null>(null);
  const [detail, setDetail] = useState<Detail | null>(null);
  const [connected, setConnected] = useState(false);
  const [status, setStatus] = useStoredChoice("agentStatus", "online", PRESENCE);
  const [sound, setSound] = useStoredChoice("agentSound", "on", SOUND);
  const [text, setText] = useState("");
  const [typing, setTyping] = useState<Record<string, number>>({});
  const selectedRef = useRef<string | null>(null);
  selectedRef.current = selected;
  const lastTypingSent = useRef(0);

  const loadConsole = useCallback(async () => {
    const data = await adminCall<ConsoleData>("chat/console", {});
    if (!data) return;
    setMe(data.me);
    setAgents(data.agents);
    setCanned(data.canned);
    const all = [...data.queue, ...data.mine, ...data.others, ...data.left, ...data.recent];
    setConvs(Object.fromEntries(all.map((c) => [c.id, c])));
  }, []);

  const loadDetail = useCallback(async (id: string) => {
    const data = await adminCall<Detail>("chat/detail", { id });
    if (data && selectedRef.current === id) setDetail(data);
  }, []);

  const socket = useAgentSocket({
    onConnected: setConnected,
    onUp(open) {
      open.send({ t: "presence", status });
      void loadConsole();
      if (selected) void loadDetail(selected);
    },
    onFrame: (f) =>
      applyFrame(f, {
        setConvs,
        setDetail,
        setTyping,
        setAgents,
        shouldChime: (c, why) => sound === "on" && (why === "new" || (c.agentId === me && (document.hidden || selected !== c.id))),
      }),
  });

  useTypingFade(setTyping);
  const groups = useGroups(convs, me);

  const current = selected ? convs[selected] : undefined;
  useReadMarks(socket, detail, current, me);

  const select = (id: string) => {
    setSelected(id);
    setDetail(null);
    setText("");
    void loadDetail(id);
  };

  const act = (frame: ChatFrame) => {
    if (!socket.current?.send(frame)) toast("error", "连接已断开，正在重新连接…");
  };
  const send = (body: string, kind: "text" | "image" = "text") => {
    if (!selected || !body.trim()) return;
    act({ t: "message", id: selected, kind, body });
    if (kind === "text") setText("");
  };
  const onInput = (value: string) => {
    setText(value);
    if (selected && current?.status === "open" && Date.now() - lastTypingSent.current > 2000) {
      lastTypingSent.current = Date.now();
      socket.current?.send({ t: "typing", id: selected });
    }
  };
  const replyLeft = async () => {
    if (!selected) return;
    const c = await adminCall<ChatConversation>("chat/reply", { id: selected, text }, "已回复");
    if (c) {
      setText("");
      setConvs((old) => ({ ...old, [c.id]: c }));
      void loadDetail(c.id);
    }
  };
  const changeStatus = (s: "online" | "away") => {
    setStatus(s);
    act({ t: "presence", status: s });
  };

  const mineAndOpen = current?.status === "open" && current.agentId === me;

  const endChat = async (id: string) => {
    if (await confirmDialog({ title: "结束这个会话？", okText: "结束" })) act({ t: "close", id });
  };

  // Built on the browser's own controls (issue 15): antd's Select, Dropdown, Upload and Switch cost
  // this page ~120 KB gzip of script.
  return (
    <div className="admin-panel agent-console">
      <ConsoleLists
        status={status}
        onStatus={changeStatus}
        connected={connected}
        sound={sound === "on"}
        onSound={(on) => setSound(on ? "on" : "off")}
        agents={agents}
        groups={groups}
        selected={selected}
        onSelect={select}
      />

      <section className="agent-main">
        {!current || !detail ? (
          <p className="agent-empty agent-muted">{current ? "加载中…" : "从左侧选择一个会话；新访客会出现在“排队中”"}</p>
        ) : (
          <>
            <ConversationHead
              conversation={current}
              canTransfer={mineAndOpen}
              colleagues={agents.filter((a) => a.id !== me && a.status === "online")}
              onAct={act}
              onEnd={() => void endChat(current.id)}
            />
            <ChatThread conversation={current} messages={detail.messages} visitorTyping={Boolean(typing[current.id])} />
            {mineAndOpen && (
              <LiveReply
                text={text}
                canned={canned}
                onInput={onInput}
                onCanned={setText}
                onSend={() => send(text)}
                onImage={(url) => send(url, "image")}
              />
            )}
            {current.status === "left" && (
              <LeftReply contact={current.contact} text={text} onText={setText} onReply={() => void replyLeft()} />
            )}
          </>
        )}
      </section>

      <aside className="agent-side">{detail && current ? <VisitorCard visitor={detail.visitor} /> : null}</aside>
    </div>
  );
}

/** The open conversation's name, state and what the agent can do with it: accept, transfer, end. */
function ConversationHead({
  conversation,
  canTransfer,
  colleagues,
  onAct,
  onEnd,
}: {
  conversation: ChatConversation;
  canTransfer: boolean;
  colleagues: Agent[];
  onAct: (frame: ChatFrame) => void;
  onEnd: () => void;
}) {
  return (
    <header className="agent-head">
      <span className="admin-actions">
        <strong>{conversation.visitorName}</strong>
        <Tag color={STATUS[conversation.status].color}>{STATUS[conversation.status].text}</Tag>
        {conversation.agentName && conversation.status === "open" && <span className="agent-muted">接待：{conversation.agentName}</span>}
      </span>
      <span className="admin-actions">
        {(conversation.status === "waiting" || conversation.status === "left") && (
          <Button variant="primary" onClick={() => onAct({ t: "accept", id: conversation.id })}>
            接入会话
          </Button>
        )}
        {canTransfer && (
          <FilterSelect
            label="转接给同事"
            width={150}
            value=""
            placeholder={colleagues.length ? "转接给…" : "无人可转接"}
            disabled={colleagues.length === 0}
            options={colleagues.map((a) => ({ value: a.id, label: a.name }))}
            onChange={(to) => to && onAct({ t: "transfer", id: conversation.id, to })}
          />
        )}
        {(conversation.status === "open" || conversation.status === "waiting") && <Button onClick={onEnd}>结束会话</Button>}
      </span>
    </header>
  );
}

type Setter<T> = (update: T | ((old: T) => T)) => void;

/**
 * What a frame from /api/ws/agent changes: a conversation's state (a new visitor chimes), a message
 * (a visitor's message chimes unless the agent is looking at it), typing, read marks, who is online.
 */
function applyFrame(
  f: ChatFrame,
  on: {
    setConvs: Setter<Record<string, ChatConversation>>;
    setDetail: Setter<Detail | null>;
    setTyping: Setter<Record<string, number>>;
    setAgents: Setter<Agent[]>;
    shouldChime: (c: ChatConversation, why: "new" | "message") => boolean;
  },
) {
  if (f.t === "conversation") {
    const c = f.conversation as ChatConversation;
    on.setConvs((old) => {
      if (!old[c.id] && c.status === "waiting" && on.shouldChime(c, "new")) chime();
      return { ...old, [c.id]: c };
    });
    on.setDetail((d) => (d && d.conversation.id === c.id ? { ...d, conversation: c } : d));
  } else if (f.t === "message") {
    const m = f.message as ChatMessage;
    on.setDetail((d) => (d && d.conversation.id === m.conversationId ? { ...d, messages: mergeMessages(d.messages, [m]) } : d));
    on.setTyping((t) => ({ ...t, [m.conversationId]: 0 }));
    if (m.sender === "visitor") {
      on.setConvs((old) => {
        const c = old[m.conversationId];
        if (c?.status === "open" && on.shouldChime(c, "message")) chime();
        return old;
      });
    }
  } else if (f.t === "typing") {
    on.setTyping((t) => ({ ...t, [String(f.conversationId)]: Date.now() }));
  } else if (f.t === "read") {
    const id = String(f.conversationId);
    const upTo = Number(f.upTo);
    const key = f.by === "visitor" ? "visitorReadId" : "agentReadId";
    on.setConvs((old) =>
      old[id] ? { ...old, [id]: { ...old[id], [key]: Math.max(old[id][key], upTo), ...(f.by === "agent" ? { unread: 0 } : {}) } } : old,
    );
    on.setDetail((d) =>
      d && d.conversation.id === id ? { ...d, conversation: { ...d.conversation, [key]: Math.max(d.conversation[key], upTo) } } : d,
    );
  } else if (f.t === "agents") {
    on.setAgents(f.agents as ConsoleData["agents"]);
  } else if (f.t === "error") {
    toast("error", String(f.msg));
  }
}

/** Typing indicators fade after 4 s without a new one. */
function useTypingFade(setTyping: Setter<Record<string, number>>) {
  useEffect(() => {
    const timer = window.setInterval(() => setTyping((t) => (Object.values(t).some((v) => v && Date.now() - v > 4000) ? {} : t)), 1000);
    return () => window.clearInterval(timer);
  }, [setTyping]);
}

/**
 * The conversations by group: the queue oldest first, the others latest first. The tab title counts
 * what waits for this agent, so a background tab still says so.
 */
function useGroups(convs: Record<string, ChatConversation>, me: string) {
  const groups = useMemo(() => {
    const out: Record<GroupKey, ChatConversation[]> = { queue: [], mine: [], left: [], others: [], recent: [] };
    for (const c of Object.values(convs)) out[groupOf(c, me)].push(c);
    out.queue.sort((a, b) => a.createdAt.localeCompare(b.createdAt));
    for (const k of ["mine", "left", "others", "recent"] as const) out[k].sort((a, b) => b.lastMessageAt.localeCompare(a.lastMessageAt));
    return out;
  }, [convs, me]);
  const waiting = groups.queue.length + groups.mine.reduce((n, c) => n + c.unread, 0);
  useEffect(() => {
    document.title = `${waiting > 0 ? `(${waiting}) ` : ""}在线客服 - 管理后台`;
  }, [waiting]);
  return groups;
}

/**
 * The agent's socket, opened once for the page: `onConnected` on each change, `onUp` on each
 * (re)connection, every frame to `onFrame`. The handlers of the latest render are the ones called.
 */
function useAgentSocket(handlers: {
  onConnected: (up: boolean) => void;
  onUp: (socket: ChatSocket) => void;
  onFrame: (f: ChatFrame) => void;
}) {
  const socket = useRef<ChatSocket | null>(null);
  const latest = useRef(handlers);
  latest.current = handlers;
  useEffect(() => {
    socket.current = openChatSocket("/api/ws/agent", {
      state(up) {
        latest.current.onConnected(up);
        if (up && socket.current) latest.current.onUp(socket.current);
      },
      refused() {
        toast("error", "客服连接被拒绝，请重新登录");
      },
      frame(f: ChatFrame) {
        latest.current.onFrame(f);
      },
    });
    return () => socket.current?.close();
  }, []);
  return socket;
}

/** The open conversation's visitor messages are marked read as soon as they are shown. */
function useReadMarks(socket: { current: ChatSocket | null }, detail: Detail | null, current: ChatConversation | undefined, me: string) {
  const lastVisitorId = detail ? ([...detail.messages].reverse().find((m) => m.sender === "visitor")?.id ?? 0) : 0;
  useEffect(() => {
    if (!detail || !current || current.status !== "open" || current.agentId !== me) return;
    if (lastVisitorId > current.agentReadId) socket.current?.send({ t: "read", id: detail.conversation.id, upTo: lastVisitorId });
  }, [socket, detail, current, lastVisitorId, me]);
}

/** A choice kept in this browser (localStorage), read after the first render so the server's HTML matches. */
function useStoredChoice<T extends string>(key: string, initial: T, allowed: readonly T[]): [T, (value: T) => void] {
  const [value, setValue] = useState<T>(initial);
  useEffect(() => {
    const saved = localStorage.getItem(key) as T | null;
    if (saved && allowed.includes(saved)) setValue(saved);
  }, [key, allowed]);
  return [
    value,
    (next: T) => {
      setValue(next);
      localStorage.setItem(key, next);
    },
  ];
}
