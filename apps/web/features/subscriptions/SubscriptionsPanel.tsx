import type { SubscriptionView } from "@portal/core";
import { type ReactNode, useEffect, useState } from "react";
import { useRevalidator } from "react-router";
import { Button } from "~/components/form/Button";
import { Card } from "~/components/form/Card";
import { DataTable } from "~/components/form/DataTable";
import { PageButtons } from "~/components/form/PageButtons";
import { Tag } from "~/components/form/Tag";
import { chinaMinute } from "~/lib/china-time";
import { confirmDialog } from "~/lib/confirm";
import { formatYuan } from "~/lib/money";
import { post } from "~/lib/request";
import { toast } from "~/lib/toast";
import { useLoadedComponent } from "~/lib/use-after-hydration";
import type { RegionOption } from "./SubscriptionForm";

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
  sending: { text: "发送中", color: "blue" },
  sent: { text: "已发送", color: "green" },
  failed: { text: "已放弃", color: "red" },
} as Record<string, { text: string; color: string }>;
const fmt = (iso: string | null) => (iso ? chinaMinute(iso) : "—");

async function copy(text: string, what: string) {
  try {
    await navigator.clipboard.writeText(text);
    toast("success", `${what}已复制`);
  } catch {
    toast("info", text);
  }
}

/** Runs `run` once the user confirms `title`. */
async function asked(title: string, run: () => Promise<unknown>, danger = false) {
  if (await confirmDialog({ title, danger })) await run();
}

const HITS_PAGE = 10;

/** One subscription's announcements of the last 30 days, loaded when opened. */
function SubscriptionHits({ id }: { id: string }) {
  const [page, setPage] = useState(1);
  const [data, setData] = useState<{ records: Hit[]; total: number } | null>(null);
  useEffect(() => {
    post<{ records: Hit[] }>("/ai/bid/listPagedBySubscribe", { id, current: page, size: HITS_PAGE }).then((r) =>
      setData({ records: r.data.records, total: r.total ?? 0 }),
    );
  }, [id, page]);
  if (!data) return <p className="muted sub-hits">加载中…</p>;
  if (data.records.length === 0) return <p className="muted sub-hits">近 30 天没有符合条件的公告</p>;
  return (
    <div className="sub-hits">
      <ul>
        {data.records.map((h) => (
          <li key={h.id}>
            <a href={`/tenderDetails/${h.id}`}>{h.title}</a>
            <span className="muted nowrap">
              {[h.regionName, h.stageLabel, h.amountYuan !== null ? formatYuan(h.amountYuan) : null, h.publishedOn]
                .filter(Boolean)
                .join(" · ")}
            </span>
          </li>
        ))}
      </ul>
      <PageButtons current={page} pages={Math.ceil(data.total / HITS_PAGE)} onChange={setPage} label="公告分页" />
    </div>
  );
}

// The form (antd's Cascader, Select and Modal) is fetched when it is first opened.
const loadForm = () => import("./SubscriptionForm").then((m) => m.SubscriptionFormInScope);

/**
 * 我的订阅: the subscriptions with what they ask and how they deliver, their announcements, feeds and
 * delivery history. Built without antd (issue 15); only the form, when opened, brings it.
 */
export function SubscriptionsPanel({ data }: { data: SubscriptionsData }) {
  const { revalidate } = useRevalidator();
  const [editing, setEditing] = useState<SubscriptionView | null>(null);
  const [formOpen, setFormOpen] = useState(false);
  const Form = useLoadedComponent(loadForm, formOpen);
  const [open, setOpen] = useState<string | null>(data.focus);
  const [counts, setCounts] = useState<Record<string, number>>({});
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
    toast("success", done);
    revalidate();
  };
  const link = (label: ReactNode, onClick: () => void, danger = false) => (
    <Button variant="link" size="small" className={danger ? "ui-btn-danger" : undefined} onClick={onClick}>
      {label}
    </Button>
  );

  return (
    <div className="center-stack">
      <Card
        title={`我的订阅（${data.used}/${data.limit}）`}
        extra={
          <Button
            variant="primary"
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
          <p className="ui-table-empty">还没有订阅。按关键词和地区订阅后，新的招标公告会第一时间推送给您。</p>
        ) : (
          <ul className="sub-list">
            {data.records.map((s) => (
              <li key={s.id} className="sub-item" data-testid="subscription">
                <div className="sub-title">
                  <strong>{s.name}</strong>
                  {!s.enabled && <Tag>已暂停</Tag>}
                  {s.companyName && <Tag color="purple">{s.mine ? `共享给 ${s.companyName}` : `${s.companyName} 共享`}</Tag>}
                  {s.criteria.renewals ? <Tag color="purple">{s.criteria.renewals} 个月内到期</Tag> : null}
                  {counts[s.id] !== undefined && (
                    <span className="muted">{s.criteria.renewals ? `${counts[s.id]} 个合同` : `近 30 天 ${counts[s.id]} 条`}</span>
                  )}
                </div>
                {s.criteria.follows ? (
                  <div>
                    您<a href="/personalCenter?tab=orgs">关注的机构</a>作为招标人、代理机构、中标人或中标候选人的新公告
                  </div>
                ) : (
                  <div>
                    关键词：
                    {s.criteria.keywords.length
                      ? s.criteria.keywords.map((k) => (
                          <Tag key={k} color="blue">
                            {k}
                          </Tag>
                        ))
                      : "不限"}
                    {s.criteria.excludes.length > 0 && <> 排除：{s.criteria.excludes.join("、")}</>}
                  </div>
                )}
                <div className="muted">
                  {!s.criteria.follows &&
                    `地区：${regionText(s.criteria.regions)} · 匹配${s.criteria.scope === "all" ? "标题和正文" : "标题"} · `}
                  推送：
                  {[
                    s.channels.site && "站内消息",
                    s.channels.email.mode === "instant" && "邮件（即时）",
                    s.channels.email.mode === "digest" && `邮件（每天 ${s.channels.email.hour}:00 汇总）`,
                    s.channels.webhook && CHANNEL[s.channels.webhook.kind],
                  ]
                    .filter(Boolean)
                    .join("、") || "无"}
                </div>
                <div className="sub-actions">
                  {link(open === s.id ? "收起公告" : "查看公告", () => setOpen(open === s.id ? null : s.id))}
                  {s.mine && (
                    <>
                      {link("修改", () => {
                        setEditing(s);
                        setFormOpen(true);
                      })}
                      {link(s.enabled ? "暂停" : "恢复", () => {
                        void act("/ai/bidSubscribe/update", { id: s.id, enabled: !s.enabled }, s.enabled ? "已暂停推送" : "已恢复推送");
                      })}
                      {link("复制 RSS 地址", () => void copy(origin + (s.feedPath ?? ""), "RSS 订阅地址"))}
                      {link("重置 RSS 地址", () => {
                        void asked("重置后旧的 RSS 地址立即失效，确定？", () =>
                          act("/ai/bidSubscribe/resetFeed", { id: s.id }, "RSS 地址已重置"),
                        );
                      })}
                      {link(
                        "删除",
                        () => void asked("确定删除这个订阅？", () => act("/ai/bidSubscribe/remove", { id: s.id }, "订阅已删除"), true),
                        true,
                      )}
                    </>
                  )}
                </div>
                {open === s.id && <SubscriptionHits id={s.id} />}
              </li>
            ))}
          </ul>
        )}
      </Card>
      <CalendarCard />
      <DeliveriesCard deliveries={data.deliveries} />
      {Form && (
        <Form
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
      )}
    </div>
  );
}

/** 截止日历: the ICS address of the deadlines of favourite and followed notices, with copy and reset. */
function CalendarCard() {
  const [calendar, setCalendar] = useState<string | null>(null);
  const getCalendar = async (reset = false) => {
    const r = await post<{ path: string }>("/ai/calendar/get", { reset });
    setCalendar(window.location.origin + r.data.path);
    if (reset) toast("success", "日历地址已重置，旧地址不再可用");
  };
  return (
    <Card title="截止日历">
      <p className="muted">
        收藏的招标公告和关注单位的公告，其投标截止和开标时间可同步到手机或电脑日历（ICS 订阅）；截止前一天和当天还会在消息中心提醒。
      </p>
      {calendar ? (
        <div className="sub-actions">
          <code className="break-all">{calendar}</code>
          <Button size="small" onClick={() => void copy(calendar, "日历地址")}>
            复制
          </Button>
          <Button size="small" onClick={() => void asked("重置后旧地址立即失效，确定？", () => getCalendar(true))}>
            重置地址
          </Button>
        </div>
      ) : (
        <Button onClick={() => void getCalendar()}>获取日历订阅地址</Button>
      )}
    </Card>
  );
}

/** 推送记录: each e-mail and group-robot delivery, its state and, when failing, the next try. */
function DeliveriesCard({ deliveries }: { deliveries: SubscriptionsData["deliveries"] }) {
  return (
    <Card title="推送记录">
      <DataTable
        label="推送记录"
        small
        rowKey={(r) => r.id}
        rows={deliveries}
        empty="还没有邮件或群机器人推送"
        columns={[
          { title: "时间", key: "createdAt", render: (r) => fmt(r.createdAt), width: 140 },
          { title: "方式", key: "channel", render: (r) => CHANNEL[r.channel] ?? r.channel, width: 90 },
          { title: "内容", key: "title" },
          {
            title: "状态",
            key: "status",
            width: 220,
            render: (r) => (
              <div className="sub-status">
                <Tag color={STATUS[r.status]?.color}>{STATUS[r.status]?.text ?? r.status}</Tag>
                {r.status === "pending" && r.attempts > 0 && (
                  <span className="muted">
                    第 {r.attempts} 次失败，{fmt(r.nextAt)} 重试
                  </span>
                )}
                {r.lastError && r.status !== "sent" && <span className="muted">{r.lastError}</span>}
              </div>
            ),
          },
        ]}
      />
    </Card>
  );
}
