import type { SubscriptionView } from "@portal/core";
import { Button, Card, Empty, List, message, Popconfirm, Space, Table, Tag, Typography } from "antd";
import dayjs from "dayjs";
import { useEffect, useState } from "react";
import { useRevalidator } from "react-router";
import { formatYuan } from "~/lib/money";
import { post } from "~/lib/request";
import { type RegionOption, SubscriptionForm } from "./SubscriptionForm";

export interface SubscriptionsData {
  records: SubscriptionView[];
  limit: number;
  used: number;
  plan: string;
  deliveries: DeliveryRow[];
  regions: RegionOption[];
  regionNames: Record<string, string>;
  companies: { id: string; name: string }[];
  hasEmail: boolean;
  /** Opened from a message: this subscription's announcements are shown at once. */
  focus: string | null;
}

interface DeliveryRow {
  id: number;
  subscriptionId: string | null;
  channel: string;
  title: string;
  status: string;
  attempts: number;
  nextAt: string | null;
  lastError: string | null;
  sentAt: string | null;
  createdAt: string;
}

interface Hit {
  id: number;
  title: string;
  regionName: string | null;
  publishedOn: string;
  stageLabel: string | null;
  amountYuan: number | null;
}

const CHANNEL = { email: "邮件", wecom: "企业微信", dingtalk: "钉钉", feishu: "飞书" } as Record<string, string>;
const STATUS = {
  pending: { text: "待发送", color: "default" },
  sending: { text: "发送中", color: "processing" },
  sent: { text: "已发送", color: "success" },
  failed: { text: "已放弃", color: "error" },
} as Record<string, { text: string; color: string }>;
const fmt = (iso: string | null) => (iso ? dayjs(iso).format("YYYY-MM-DD HH:mm") : "—");

async function copy(text: string, what: string) {
  try {
    await navigator.clipboard.writeText(text);
    message.success(`${what}已复制`);
  } catch {
    message.info(text);
  }
}

/** One subscription's announcements of the last 30 days, loaded when opened. */
function SubscriptionHits({ id }: { id: string }) {
  const [page, setPage] = useState(1);
  const [data, setData] = useState<{ records: Hit[]; total: number } | null>(null);
  useEffect(() => {
    post<{ records: Hit[] }>("/ai/bid/listPagedBySubscribe", { id, current: page, size: 10 }).then((r) =>
      setData({ records: r.data.records, total: r.total ?? 0 }),
    );
  }, [id, page]);
  return (
    <List
      size="small"
      loading={!data}
      dataSource={data?.records ?? []}
      locale={{ emptyText: "近 30 天没有符合条件的公告" }}
      pagination={
        data && data.total > 10 ? { current: page, total: data.total, pageSize: 10, onChange: setPage, showSizeChanger: false } : false
      }
      renderItem={(h) => (
        <List.Item>
          <a href={`/tenderDetails/${h.id}`}>{h.title}</a>
          <span className="muted nowrap">
            {[h.regionName, h.stageLabel, h.amountYuan !== null ? formatYuan(h.amountYuan) : null, h.publishedOn]
              .filter(Boolean)
              .join(" · ")}
          </span>
        </List.Item>
      )}
    />
  );
}

/** 我的订阅: the subscriptions with what they ask and how they deliver, their announcements, feeds and delivery history. */
export function SubscriptionsPanel({ data }: { data: SubscriptionsData }) {
  const { revalidate } = useRevalidator();
  const [editing, setEditing] = useState<SubscriptionView | null>(null);
  const [formOpen, setFormOpen] = useState(false);
  const [open, setOpen] = useState<string | null>(data.focus);
  const [counts, setCounts] = useState<Record<string, number>>({});
  const [calendar, setCalendar] = useState<string | null>(null);
  useEffect(() => {
    if (data.records.length === 0) return;
    post<{ id: string; count: number }[]>("/ai/bid/countSubscribe", {}, { silent: true })
      .then((r) => setCounts(Object.fromEntries(r.data.map((x) => [x.id, x.count]))))
      .catch(() => {});
  }, [data.records]);
  const origin = typeof window === "undefined" ? "" : window.location.origin;
  const regionText = (codes: string[]) => (codes.length ? codes.map((c) => data.regionNames[c] ?? c).join("、") : "全国");
  const act = async (path: string, body: unknown, done: string) => {
    await post(path, body);
    message.success(done);
    revalidate();
  };
  const getCalendar = async (reset = false) => {
    const r = await post<{ path: string }>("/ai/calendar/get", { reset });
    setCalendar(origin + r.data.path);
    if (reset) message.success("日历地址已重置，旧地址不再可用");
  };

  return (
    <div className="center-stack">
      <Card
        title={`我的订阅（${data.used}/${data.limit}）`}
        extra={
          <Button
            type="primary"
            disabled={data.used >= data.limit}
            onClick={() => {
              setEditing(null);
              setFormOpen(true);
            }}
          >
            新建订阅
          </Button>
        }
      >
        {data.used >= data.limit && (
          <p className="muted">
            {data.plan}最多可建 {data.limit} 个订阅，<a href="/contract">升级会员</a>可建更多。
          </p>
        )}
        {data.records.length === 0 ? (
          <Empty description="还没有订阅。按关键词和地区订阅后，新的招标公告会第一时间推送给您。" />
        ) : (
          <List
            itemLayout="vertical"
            dataSource={data.records}
            renderItem={(s) => (
              <List.Item
                key={s.id}
                data-testid="subscription"
                actions={
                  s.mine
                    ? [
                        <Button key="hits" type="link" size="small" onClick={() => setOpen(open === s.id ? null : s.id)}>
                          {open === s.id ? "收起公告" : "查看公告"}
                        </Button>,
                        <Button
                          key="edit"
                          type="link"
                          size="small"
                          onClick={() => {
                            setEditing(s);
                            setFormOpen(true);
                          }}
                        >
                          修改
                        </Button>,
                        <Button
                          key="toggle"
                          type="link"
                          size="small"
                          onClick={() =>
                            void act("/ai/bidSubscribe/update", { id: s.id, enabled: !s.enabled }, s.enabled ? "已暂停推送" : "已恢复推送")
                          }
                        >
                          {s.enabled ? "暂停" : "恢复"}
                        </Button>,
                        <Button key="feed" type="link" size="small" onClick={() => void copy(origin + (s.feedPath ?? ""), "RSS 订阅地址")}>
                          复制 RSS 地址
                        </Button>,
                        <Popconfirm
                          key="reset"
                          title="重置后旧的 RSS 地址立即失效，确定？"
                          onConfirm={() => act("/ai/bidSubscribe/resetFeed", { id: s.id }, "RSS 地址已重置")}
                        >
                          <Button type="link" size="small">
                            重置 RSS 地址
                          </Button>
                        </Popconfirm>,
                        <Popconfirm
                          key="del"
                          title="确定删除这个订阅？"
                          onConfirm={() => act("/ai/bidSubscribe/remove", { id: s.id }, "订阅已删除")}
                        >
                          <Button type="link" size="small" danger>
                            删除
                          </Button>
                        </Popconfirm>,
                      ]
                    : [
                        <Button key="hits" type="link" size="small" onClick={() => setOpen(open === s.id ? null : s.id)}>
                          {open === s.id ? "收起公告" : "查看公告"}
                        </Button>,
                      ]
                }
              >
                <List.Item.Meta
                  title={
                    <Space wrap>
                      <span>{s.name}</span>
                      {!s.enabled && <Tag>已暂停</Tag>}
                      {s.companyName && <Tag color="purple">{s.mine ? `共享给 ${s.companyName}` : `${s.companyName} 共享`}</Tag>}
                      {counts[s.id] !== undefined && <span className="muted">近 30 天 {counts[s.id]} 条</span>}
                    </Space>
                  }
                  description={
                    <Space direction="vertical" size={2}>
                      <span>
                        关键词：{s.criteria.keywords.length ? s.criteria.keywords.map((k) => <Tag key={k}>{k}</Tag>) : "不限"}
                        {s.criteria.excludes.length > 0 && <>排除：{s.criteria.excludes.join("、")}</>}
                      </span>
                      <span className="muted">
                        地区：{regionText(s.criteria.regions)} · 匹配{s.criteria.scope === "all" ? "标题和正文" : "标题"} · 推送：
                        {[
                          s.channels.site && "站内消息",
                          s.channels.email.mode === "instant" && "邮件（即时）",
                          s.channels.email.mode === "digest" && `邮件（每天 ${s.channels.email.hour}:00 汇总）`,
                          s.channels.webhook && CHANNEL[s.channels.webhook.kind],
                        ]
                          .filter(Boolean)
                          .join("、") || "无"}
                      </span>
                    </Space>
                  }
                />
                {open === s.id && <SubscriptionHits id={s.id} />}
              </List.Item>
            )}
          />
        )}
      </Card>
      <Card title="截止日历">
        <p className="muted">
          收藏的招标公告和关注单位的公告，其投标截止和开标时间可同步到手机或电脑日历（ICS 订阅）；截止前一天和当天还会在消息中心提醒。
        </p>
        {calendar ? (
          <Space wrap>
            <Typography.Text code copyable={{ text: calendar }} className="break-all">
              {calendar}
            </Typography.Text>
            <Popconfirm title="重置后旧地址立即失效，确定？" onConfirm={() => getCalendar(true)}>
              <Button size="small">重置地址</Button>
            </Popconfirm>
          </Space>
        ) : (
          <Button onClick={() => void getCalendar()}>获取日历订阅地址</Button>
        )}
      </Card>
      <Card title="推送记录">
        <Table
          size="small"
          rowKey="id"
          dataSource={data.deliveries}
          pagination={false}
          locale={{ emptyText: "还没有邮件或群机器人推送" }}
          columns={[
            { title: "时间", dataIndex: "createdAt", render: fmt, width: 140 },
            { title: "方式", dataIndex: "channel", render: (c: string) => CHANNEL[c] ?? c, width: 90 },
            { title: "内容", dataIndex: "title" },
            {
              title: "状态",
              dataIndex: "status",
              width: 220,
              render: (st: string, r: DeliveryRow) => (
                <Space direction="vertical" size={0}>
                  <Tag color={STATUS[st]?.color}>{STATUS[st]?.text ?? st}</Tag>
                  {st === "pending" && r.attempts > 0 && (
                    <span className="muted">
                      第 {r.attempts} 次失败，{fmt(r.nextAt)} 重试
                    </span>
                  )}
                  {r.lastError && st !== "sent" && <span className="muted">{r.lastError}</span>}
                </Space>
              ),
            },
          ]}
        />
      </Card>
      <SubscriptionForm
        open={formOpen}
        editing={editing}
        regions={data.regions}
        companies={data.companies}
        hasEmail={data.hasEmail}
        onClose={() => setFormOpen(false)}
        onSaved={() => {
          setFormOpen(false);
          revalidate();
        }}
      />
    </div>
  );
}
