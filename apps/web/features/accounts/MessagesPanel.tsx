import type { MessageView } from "@portal/core";
import { useState } from "react";
import { Button } from "~/components/form/Button";
import { Card } from "~/components/form/Card";
import { PageButtons } from "~/components/form/PageButtons";
import { chinaMinute } from "~/lib/china-time";
import { confirmDialog } from "~/lib/confirm";
import { post } from "~/lib/request";
import { type MyInvitation, OrgInvitationInbox } from "../org/OrgInvitationInbox";
import { announceUnread } from "./MessageBell";

export interface MessagesData {
  records: MessageView[];
  total: number;
  /** Invitations to an organisation waiting for my answer. */
  invitations: MyInvitation[];
}

const FILTERS = [
  { value: "all", label: "全部" },
  { value: "unread", label: "未读" },
  { value: "subscription", label: "订阅推送" },
  { value: "reminder", label: "截止提醒" },
];
const KIND_TEXT: Record<string, string> = { subscription: "订阅推送", reminder: "截止提醒", system: "系统通知" };

/** 消息中心: invitations to answer, subscription pushes, deadline reminders and site notices; reading one clears its badge. */
export function MessagesPanel({ data }: { data: MessagesData }) {
  const [filter, setFilter] = useState("all");
  const [page, setPage] = useState(1);
  const [list, setList] = useState(data);
  const [expanded, setExpanded] = useState<number | null>(null);

  const load = async (f = filter, p = page) => {
    const body = { current: p, size: 10, ...(f === "unread" ? { unread: true } : f === "all" ? {} : { kind: f }) };
    const r = await post<{ records: MessageView[] }>("/ai/message/listPaged", body);
    setList((l) => ({ ...l, records: r.data.records, total: r.total ?? 0 }));
  };

  const read = async (ids?: number[]) => {
    const r = await post<{ unread: number }>("/ai/message/read", ids ? { ids } : {});
    announceUnread(r.data.unread);
    setList((l) => ({ ...l, records: l.records.map((m) => (!ids || ids.includes(m.id) ? { ...m, read: true } : m)) }));
  };
  const remove = async (id: number) => {
    const r = await post<{ unread: number }>("/ai/message/remove", { ids: [id] });
    announceUnread(r.data.unread);
    await load();
  };
  const removeAsked = async (id: number) => {
    if (await confirmDialog({ title: "删除这条消息？", okText: "删除", cancelText: "保留" })) await remove(id).catch(() => {});
  };
  const open = (m: MessageView) => {
    setExpanded(expanded === m.id ? null : m.id);
    if (!m.read) void read([m.id]);
  };

  const pages = Math.max(1, Math.ceil(list.total / 10));
  const goTo = (p: number) => {
    setPage(p);
    void load(filter, p);
  };
  return (
    <Card
      title="消息中心"
      extra={
        <div className="message-tools">
          <fieldset className="ui-segmented" aria-label="筛选消息">
            {FILTERS.map((f) => (
              <button
                key={f.value}
                type="button"
                aria-pressed={filter === f.value}
                onClick={() => {
                  setFilter(f.value);
                  setPage(1);
                  void load(f.value, 1);
                }}
              >
                {f.label}
              </button>
            ))}
          </fieldset>
          <Button onClick={() => void read()}>全部标为已读</Button>
        </div>
      }
    >
      <OrgInvitationInbox initial={data.invitations} />
      {list.records.length === 0 ? (
        <p className="ui-table-empty message-empty">暂无消息。订阅招标信息、收藏公告后，新公告和截止提醒会出现在这里。</p>
      ) : (
        <ul className="message-list">
          {list.records.map((m) => (
            <li key={m.id} data-testid="message" className={m.read ? "message-read" : "message-unread"}>
              <div className="message-main">
                <button type="button" className="link-button message-title" onClick={() => open(m)} aria-expanded={expanded === m.id}>
                  <span className={`message-dot${m.read ? "" : " message-dot-unread"}`} aria-hidden="true" />
                  {m.title}
                  {!m.read && <span className="sr-only">（未读）</span>}
                </button>
                <span className="muted">
                  {KIND_TEXT[m.kind] ?? m.kind} · {chinaMinute(m.createdAt)}
                </span>
                {expanded === m.id && <pre className="message-body">{m.body}</pre>}
              </div>
              <div className="message-actions">
                {m.link && (
                  <a href={m.link} onClick={() => !m.read && void read([m.id])}>
                    查看
                  </a>
                )}
                <Button variant="link" size="small" className="ui-btn-danger" onClick={() => void removeAsked(m.id)}>
                  删除
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
      <PageButtons current={page} pages={pages} onChange={goTo} label="消息分页" />
    </Card>
  );
}
