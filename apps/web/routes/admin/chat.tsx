import { Badge, Button, Dropdown, Empty, Input, Popconfirm, Segmented, Select, Space, Switch, Tag, Upload } from "antd";
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
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
import { toast } from "~/lib/toast";
import type { Route } from "./+types/chat";
import { adminCall } from "./lib/api";
import { ChatThread } from "./lib/ChatThread";
import { chime } from "./lib/chat-sound";
import { requirePagePermission } from "./lib/guard.server";
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

  return (
    <div className="admin-panel agent-console">
      <aside className="agent-lists">
        <div className="agent-presence">
          <Segmented
            value={status}
            onChange={(v) => changeStatus(v as "online" | "away")}
            options={[
              { label: "在线", value: "online" },
              { label: "离开", value: "away" },
            ]}
          />
          <Badge status={connected ? "success" : "error"} text={connected ? "已连接" : "重新连接中"} />
          <Switch
            size="small"
            checked={sound}
            onChange={(v) => {
              setSound(v);
              localStorage.setItem("agentSound", v ? "on" : "off");
            }}
            checkedChildren="提示音"
            unCheckedChildren="静音"
          />
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
                        {c.unread > 0 && g.key !== "recent" && <Badge count={c.unread} size="small" />}
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
          <Empty className="agent-empty" description={current ? "加载中…" : "从左侧选择一个会话；新访客会出现在“排队中”"} />
        ) : (
          <>
            <header className="agent-head">
              <Space>
                <strong>{current.visitorName}</strong>
                <Tag color={STATUS[current.status].color}>{STATUS[current.status].text}</Tag>
                {current.agentName && current.status === "open" && <span className="agent-muted">接待：{current.agentName}</span>}
              </Space>
              <Space>
                {(current.status === "waiting" || current.status === "left") && (
                  <Button type="primary" onClick={() => act({ t: "accept", id: current.id })}>
                    接入会话
                  </Button>
                )}
                {mineAndOpen && (
                  <Select
                    placeholder="转接给…"
                    style={{ width: 140 }}
                    value={null}
                    options={colleagues.map((a) => ({ value: a.id, label: a.name }))}
                    notFoundContent="没有其他在线客服"
                    onChange={(to: string) => act({ t: "transfer", id: current.id, to })}
                  />
                )}
                {(current.status === "open" || current.status === "waiting") && (
                  <Popconfirm title="结束这个会话？" okText="结束" cancelText="取消" onConfirm={() => act({ t: "close", id: current.id })}>
                    <Button>结束会话</Button>
                  </Popconfirm>
                )}
              </Space>
            </header>
            <ChatThread conversation={current} messages={detail.messages} visitorTyping={Boolean(typing[current.id])} />
            {mineAndOpen && (
              <div className="agent-compose">
                <Input.TextArea
                  value={text}
                  onChange={(e) => onInput(e.target.value)}
                  onPressEnter={(e) => {
                    if (!e.shiftKey && !e.nativeEvent.isComposing) {
                      e.preventDefault();
                      send(text);
                    }
                  }}
                  autoSize={{ minRows: 3, maxRows: 6 }}
                  maxLength={2000}
                  placeholder="输入回复，Enter 发送，Shift+Enter 换行"
                  aria-label="回复内容"
                />
                <div className="agent-compose-bar">
                  <Space>
                    <Dropdown
                      menu={{
                        items: canned.map((t, i) => ({ key: String(i), label: <span className="agent-canned">{t}</span> })),
                        onClick: ({ key }) => setText(canned[Number(key)]),
                      }}
                      disabled={canned.length === 0}
                    >
                      <Button>快捷回复</Button>
                    </Dropdown>
                    <Upload
                      accept="image/png,image/jpeg,image/gif,image/webp"
                      showUploadList={false}
                      beforeUpload={(file) => {
                        uploadChatImage(file)
                          .then((url) => send(url, "image"))
                          .catch((err: Error) => toast("error", err.message));
                        return false;
                      }}
                    >
                      <Button>发送图片</Button>
                    </Upload>
                  </Space>
                  <Button type="primary" onClick={() => send(text)} disabled={!text.trim()}>
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
                <Input.TextArea
                  value={text}
                  onChange={(e) => setText(e.target.value)}
                  autoSize={{ minRows: 3, maxRows: 6 }}
                  maxLength={500}
                  aria-label="留言回复"
                />
                <div className="agent-compose-bar">
                  <span />
                  <Button type="primary" onClick={() => void replyLeft()} disabled={!text.trim()}>
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
