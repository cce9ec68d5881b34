import type { MessageView } from "@portal/core";
import { Badge, Button, Card, List, Popconfirm, Segmented, Space } from "antd";
import dayjs from "dayjs";
import { useState } from "react";
import { post } from "~/lib/request";
import { announceUnread } from "./MessageBell";

export interface MessagesData {
  records: MessageView[];
  total: number;
}

const FILTERS = [
  { value: "all", label: "全部" },
  { value: "unread", label: "未读" },
  { value: "subscription", label: "订阅推送" },
  { value: "reminder", label: "截止提醒" },
];
const KIND_TEXT: Record<string, string> = { subscription: "订阅推送", reminder: "截止提醒", system: "系统通知" };

/** 消息中心: subscription pushes, deadline reminders and site notices; reading one clears its badge. */
export function MessagesPanel({ data }: { data: MessagesData }) {
  const [filter, setFilter] = useState("all");
  const [page, setPage] = useState(1);
  const [list, setList] = useState(data);
  const [expanded, setExpanded] = useState<number | null>(null);

  const load = async (f = filter, p = page) => {
    const body = { current: p, size: 10, ...(f === "unread" ? { unread: true } : f === "all" ? {} : { kind: f }) };
    const r = await post<{ records: MessageView[] }>("/ai/message/listPaged", body);
    setList({ records: r.data.records, total: r.total ?? 0 });
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
  const open = (m: MessageView) => {
    setExpanded(expanded === m.id ? null : m.id);
    if (!m.read) void read([m.id]);
  };

  return (
    <Card
      title="消息中心"
      extra={
        <Space>
          <Segmented
            options={FILTERS}
            value={filter}
            onChange={(v) => {
              setFilter(String(v));
              setPage(1);
              void load(String(v), 1);
            }}
          />
          <Button onClick={() => void read()}>全部标为已读</Button>
        </Space>
      }
    >
      <List
        dataSource={list.records}
        locale={{ emptyText: "暂无消息。订阅招标信息、收藏公告后，新公告和截止提醒会出现在这里。" }}
        pagination={
          list.total > 10
            ? {
                current: page,
                total: list.total,
                pageSize: 10,
                onChange: (p) => {
                  setPage(p);
                  void load(filter, p);
                },
                showSizeChanger: false,
              }
            : false
        }
        renderItem={(m) => (
          <List.Item
            data-testid="message"
            className={m.read ? "message-read" : "message-unread"}
            actions={[
              m.link ? (
                <a key="go" href={m.link} onClick={() => !m.read && void read([m.id])}>
                  查看
                </a>
              ) : null,
              <Popconfirm key="del" title="删除这条消息？" onConfirm={() => remove(m.id)}>
                <Button type="link" size="small" danger>
                  删除
                </Button>
              </Popconfirm>,
            ].filter(Boolean)}
          >
            <List.Item.Meta
              title={
                <button type="button" className="link-button message-title" onClick={() => open(m)} aria-expanded={expanded === m.id}>
                  <Badge status={m.read ? "default" : "error"} />
                  {m.title}
                </button>
              }
              description={
                <>
                  <span className="muted">
                    {KIND_TEXT[m.kind] ?? m.kind} · {dayjs(m.createdAt).format("YYYY-MM-DD HH:mm")}
                  </span>
                  {expanded === m.id && <pre className="message-body">{m.body}</pre>}
                </>
              }
            />
          </List.Item>
        )}
      />
    </Card>
  );
}
