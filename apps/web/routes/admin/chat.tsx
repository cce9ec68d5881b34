import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { Button } from "~/components/form/Button";
import { Tag } from "~/components/form/Tag";
import {
  type ChatConversation,
  type ChatFrame,
  type ChatMessage,
  type ChatSocket,
  chatTime,
  mergeMessages,
  openChatSocket,
  uploadChatImage,
} from "~/lib/chat-socket";
import { confirmDialog } from "~/lib/confirm";
import { toast } from "~/lib/toast";
import type { Route } from "./+types/chat";
import { adminCall } from "./lib/api";
import { ChatThread } from "./lib/ChatThread";
import { chime } from "./lib/chat-sound";
import { requirePagePermission } from "./lib/guard.server";
import { FilterSelect, SegmentedFilter } from "./lib/ListTools";
import { VisitorCard, type VisitorInfo } from "./lib/VisitorCard";

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
  agents: { id: string; name: string; status: "online" | "away" }[];
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
const GROUPS = [
  { key: "queue", title: "排队中" },
  { key: "mine", title: "我的会话" },
  { key: "left", title: "离线留言" },
  { key: "others", title: "同事接待" },
  { key: "recent", title: "近 7 天已结束" },
] as const;

function groupOf(c: ChatConversation, me: string): (typeof GROUPS)[number]["key"] {
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
  const [status, setStatus] = useState<"online" | "away">("online");
  const [sound, setSound] = useState(true);
  const [text, setText] = useState("");
  const [typing, setTyping] = useState<Record<string, number>>({});
  const socket = useRef<ChatSocket | null>(null);
  const selectedRef = useRef<string | null>(null);
  selectedRef.current = selected;
  const meRef = useRef("");
  meRef.current = me;
  const soundRef = useRef(sound);
  soundRef.current = sound;
  const statusRef = useRef(status);
  statusRef.current = status;
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

  useEffect(() => {
    const saved = localStorage.getItem("agentStatus");
    if (saved === "away") setStatus("away");
    setSound(localStorage.getItem("agentSound") !== "off");
    socket.current = openChatSocket("/api/ws/agent", {
      state(up) {
        setConnected(up);
        if (!up) return;
        socket.current?.send({ t: "presence", status: statusRef.current });
        void loadConsole();
        if (selectedRef.current) void loadDetail(selectedRef.current);
      },
      refused() {
        toast("error", "客服连接被拒绝，请重新登录");
      },
      frame(f: ChatFrame) {
        if (f.t === "conversation") {
          const c = f.conversation as ChatConversation;
          setConvs((old) => {
            if (!old[c.id] && c.status === "waiting" && soundRef.current) chime();
            return { ...old, [c.id]: c };
          });
          setDetail((d) => (d && d.conversation.id === c.id ? { ...d, conversation: c } : d));
        } else if (f.t === "message") {
          const m = f.message as ChatMessage;
          setDetail((d) => (d && d.conversation.id === m.conversationId ? { ...d, messages: mergeMessages(d.messages, [m]) } : d));
          setTyping((t) => ({ ...t, [m.conversationId]: 0 }));
          if (m.sender === "visitor") {
            setConvs((old) => {
              const c = old[m.conversationId];
              if (
                c?.status === "open" &&
                c.agentId === meRef.current &&
                soundRef.current &&
                (document.hidden || selectedRef.current !== c.id)
              )
                chime();
              return old;
            });
          }
        } else if (f.t === "typing") {
          setTyping((t) => ({ ...t, [String(f.conversationId)]: Date.now() }));
        } else if (f.t === "read") {
          const id = String(f.conversationId);
          const upTo = Number(f.upTo);
          const key = f.by === "visitor" ? "visitorReadId" : "agentReadId";
          setConvs((old) =>
            old[id]
              ? { ...old, [id]: { ...old[id], [key]: Math.max(old[id][key], upTo), ...(f.by === "agent" ? { unread: 0 } : {}) } }
              : old,
          );
          setDetail((d) =>
            d && d.conversation.id === id ? { ...d, conversation: { ...d.conversation, [key]: Math.max(d.conversation[key], upTo) } } : d,
          );
        } else if (f.t === "agents") {
          setAgents(f.agents as ConsoleData["agents"]);
        } else if (f.t === "error") {
          toast("error", String(f.msg));
        }
      },
    });
    return () => socket.current?.close();
  }, [loadConsole, loadDetail]);

  // Typing indicators fade after 4 s without a new one.
  useEffect(() => {
    const timer = window.setInterval(() => setTyping((t) => (Object.values(t).some((v) => v && Date.now() - v > 4000) ? {} : t)), 1000);
    return () => window.clearInterval(timer);
  }, []);

  const groups = useMemo(() => {
    const out: Record<string, ChatConversation[]> = { queue: [], mine: [], left: [], others: [], recent: [] };
    for (const c of Object.values(convs)) out[groupOf(c, me)].push(c);
    out.queue.sort((a, b) => a.createdAt.localeCompare(b.createdAt));
    for (const k of ["mine", "left", "others", "recent"]) out[k].sort((a, b) => b.lastMessageAt.localeCompare(a.lastMessageAt));
    return out;
  }, [convs, me]);

  // The tab title counts what waits for this agent, so a background tab still says so.
  const waiting = groups.queue.length + groups.mine.reduce((n, c) => n + c.unread, 0);
  useEffect(() => {
    document.title = `${waiting > 0 ? `(${waiting}) ` : ""}在线客服 - 管理后台`;
  }, [waiting]);

  // The open conversation's visitor messages are read as soon as they are shown.
  const current = selected ? convs[selected] : undefined;
  const lastVisitorId = detail ? ([...detail.messages].reverse().find((m) => m.sender === "visitor")?.id ?? 0) : 0;
  useEffect(() => {
    if (!detail || !current || current.status !== "open" || current.agentId !== me) return;
    if (lastVisitorId > current.agentReadId) socket.current?.send({ t: "read", id: detail.conversation.id, upTo: lastVisitorId });
  }, [detail, current, lastVisitorId, me]);

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
    localStorage.setItem("agentStatus", s);
    act({ t: "presence", status: s });
  };

  const mineAndOpen = current?.status === "open" && current.agentId === me;
  const colleagues = agents.filter((a) => a.id !== me && a.status === "online");

  const endChat = async (id: string) => {
    if (await confirmDialog({ title: "结束这个会话？", okText: "结束" })) act({ t: "close", id });
  };
  const sendImage = (file: File | undefined) => {
    if (!file) return;
    uploadChatImage(file)
      .then((url) => send(url, "image"))
      .catch((err: Error) => toast("error", err.message));
  };

  // Built on the browser's own controls (issue 15): antd's Select, Dropdown, Upload and Switch cost
  // this page ~120 KB gzip of script.
  return (
    <div className="admin-panel agent-console">
      <aside className="agent-lists">
        <div className="agent-presence">
          <SegmentedFilter
            label="接待状态"
            value={status}
            options={[
              { value: "online", label: "在线" },
              { value: "away", label: "离开" },
            ]}
            onChange={changeStatus}
          />
          <span className="agent-connection" role="status">
            <span className={`agent-dot ${connected ? "agent-dot-up" : "agent-dot-down"}`} aria-hidden="true" />
            {connected ? "已连接" : "重新连接中"}
          </span>
          <label className="ui-check agent-sound">
            <input
              type="checkbox"
              checked={sound}
              onChange={(e) => {
                setSound(e.target.checked);
                localStorage.setItem("agentSound", e.target.checked ? "on" : "off");
              }}
            />
            <span>提示音</span>
          </label>
        </div>
        <div className="agent-online">
          在线客服：
          {agents
            .filter((a) => a.status === "online")
            .map((a) => a.name)
            .join("、") || "无"}
        </div>
        {GROUPS.map((g) => (
          <section key={g.key} className="agent-group">
            <h3>
              {g.title} <span className="agent-muted">{groups[g.key].length}</span>
            </h3>
            {groups[g.key].length === 0 ? (
              <div className="agent-muted agent-none">暂无</div>
            ) : (
              <ul>
                {groups[g.key].map((c) => (
                  <li key={c.id}>
                    <button type="button" className={`agent-item ${selected === c.id ? "is-active" : ""}`} onClick={() => select(c.id)}>
                      <span className="agent-item-top">
                        <strong>{c.visitorName}</strong>
                        <span className="agent-muted">{chatTime(c.lastMessageAt)}</span>
                      </span>
                      <span className="agent-item-bottom">
                        <span className="agent-last">{c.lastMessage || "—"}</span>
                        {c.unread > 0 && g.key !== "recent" && (
                          <span className="agent-count" title={`${c.unread} 条未读`}>
                            {c.unread > 99 ? "99+" : c.unread}
                          </span>
                        )}
                      </span>
                      {g.key === "others" && <span className="agent-muted">接待：{c.agentName}</span>}
                    </button>
                  </li>
                ))}
              </ul>
            )}
          </section>
        ))}
      </aside>

      <section className="agent-main">
        {!current || !detail ? (
          <p className="agent-empty agent-muted">{current ? "加载中…" : "从左侧选择一个会话；新访客会出现在“排队中”"}</p>
        ) : (
          <>
            <header className="agent-head">
              <span className="admin-actions">
                <strong>{current.visitorName}</strong>
                <Tag color={STATUS[current.status].color}>{STATUS[current.status].text}</Tag>
                {current.agentName && current.status === "open" && <span className="agent-muted">接待：{current.agentName}</span>}
              </span>
              <span className="admin-actions">
                {(current.status === "waiting" || current.status === "left") && (
                  <Button variant="primary" onClick={() => act({ t: "accept", id: current.id })}>
                    接入会话
                  </Button>
                )}
                {mineAndOpen && (
                  <FilterSelect
                    label="转接给同事"
                    width={150}
                    value=""
                    placeholder={colleagues.length ? "转接给…" : "无人可转接"}
                    disabled={colleagues.length === 0}
                    options={colleagues.map((a) => ({ value: a.id, label: a.name }))}
                    onChange={(to) => to && act({ t: "transfer", id: current.id, to })}
                  />
                )}
                {(current.status === "open" || current.status === "waiting") && (
                  <Button onClick={() => void endChat(current.id)}>结束会话</Button>
                )}
              </span>
            </header>
            <ChatThread conversation={current} messages={detail.messages} visitorTyping={Boolean(typing[current.id])} />
            {mineAndOpen && (
              <div className="agent-compose">
                <ReplyBox
                  label="回复内容"
                  value={text}
                  maxLength={2000}
                  placeholder="输入回复，Enter 发送，Shift+Enter 换行"
                  onChange={onInput}
                  onEnter={() => send(text)}
                />
                <div className="agent-compose-bar">
                  <span className="admin-actions">
                    <FilterSelect
                      label="快捷回复"
                      width={150}
                      value=""
                      placeholder="快捷回复…"
                      disabled={canned.length === 0}
                      // By position: two canned texts may be the same.
                      options={canned.map((t, i) => ({ value: i, label: t }))}
                      onChange={(i) => i && setText(canned[Number(i)])}
                    />
                    <label className="ui-btn ui-btn-default agent-file">
                      发送图片
                      <input
                        type="file"
                        accept="image/png,image/jpeg,image/gif,image/webp"
                        onChange={(e) => {
                          sendImage(e.target.files?.[0]);
                          e.target.value = "";
                        }}
                      />
                    </label>
                  </span>
                  <Button variant="primary" onClick={() => send(text)} disabled={!text.trim()}>
                    发送
                  </Button>
                </div>
              </div>
            )}
            {current.status === "left" && (
              <div className="agent-compose">
                <div className="agent-muted">
                  访客不在线，回复将通过{current.contact?.includes("@") ? "邮件" : "短信"}发送到 {current.contact}（不超过 500 字）
                </div>
                <ReplyBox label="留言回复" value={text} maxLength={500} onChange={setText} />
                <div className="agent-compose-bar">
                  <span />
                  <Button variant="primary" onClick={() => void replyLeft()} disabled={!text.trim()}>
                    {current.contact?.includes("@") ? "邮件回复" : "短信回复"}
                  </Button>
                </div>
              </div>
            )}
          </>
        )}
      </section>

      <aside className="agent-side">{detail && current ? <VisitorCard visitor={detail.visitor} /> : null}</aside>
    </div>
  );
}

/** The reply's text box: grows from three lines to six; with `onEnter`, Enter sends and Shift+Enter starts a line. */
function ReplyBox({
  label,
  value,
  maxLength,
  placeholder,
  onChange,
  onEnter,
}: {
  label: string;
  value: string;
  maxLength: number;
  placeholder?: string;
  onChange: (value: string) => void;
  onEnter?: () => void;
}) {
  return (
    <span className="ui-input ui-textarea">
      <textarea
        aria-label={label}
        value={value}
        rows={3}
        style={{ minHeight: "3lh", maxHeight: "6lh" }}
        maxLength={maxLength}
        placeholder={placeholder}
        onChange={(e) => onChange(e.target.value)}
        onKeyDown={(e) => {
          if (onEnter && e.key === "Enter" && !e.shiftKey && !e.nativeEvent.isComposing) {
            e.preventDefault();
            onEnter();
          }
        }}
      />
    </span>
  );
}
