import { analyticsOverview, OVERVIEW_RANGES } from "@portal/core";
import { useListNav } from "~/components/admin/api";
import { adminLoad, listQuery } from "~/components/admin/guard.server";
import { SegmentedFilter } from "~/components/admin/ListTools";
import { SitePathLink } from "~/components/admin/SitePathLink";
import { Stat } from "~/components/admin/Stat";
import { EChart } from "~/components/EChart";
import { Card } from "~/components/form/Card";
import { DataTable } from "~/components/form/DataTable";
import type { Route } from "./+types/analytics";

/** 访问统计: visits, visitors, sources, top pages and articles, registrations, and the chat's volume and response times. */
export async function loader(args: Route.LoaderArgs) {
  const asked = listQuery(args.request).int("days");
  const days = OVERVIEW_RANGES.find((n) => n === asked) ?? OVERVIEW_RANGES[0];
  // The periods go to the page with the figures: the browser cannot import the services' constant.
  return adminLoad(args, async (ctx) => ({ ...(await analyticsOverview(ctx, { days })), ranges: OVERVIEW_RANGES }));
}

export function meta() {
  return [{ title: "访问统计 - 管理后台" }];
}

const TYPE_NAMES: Record<string, string> = { NEWS: "资讯", NORMAL: "标准", POLICY: "政策", PAPER: "论文", VIDEO: "课程", TENDER: "招标" };
const minutes = (sec: number) => (sec >= 60 ? `${Math.floor(sec / 60)} 分 ${sec % 60} 秒` : `${sec} 秒`);

export default function AdminAnalytics({ loaderData: d }: Route.ComponentProps) {
  const go = useListNav();
  const trend = trendOption(d.trend);
  const sources = sourcesOption(d.sources);
  const chat = chatOption(d.chat.trend);
  const replyTime = (sec: number | null) => (sec === null ? "—" : minutes(sec));
  return (
    <div className="admin-dashboard">
      <div className="admin-toolbar">
        <SegmentedFilter
          label="统计时段"
          value={d.days}
          options={d.ranges.map((n) => ({ value: n, label: `近 ${n} 天` }))}
          onChange={(n) => go({ days: n === d.ranges[0] ? undefined : n })}
        />
        <span className="muted">
          {d.from} 至 {d.to}
        </span>
      </div>
      <div className="admin-stats admin-stats-5">
        {(
          [
            ["访问量（页面浏览）", d.totals.pv],
            ["访客（浏览器）", d.totals.uv],
            ["平均停留", minutes(d.totals.avgStaySec)],
            ["新注册", d.totals.signups],
            ["咨询访客", d.totals.chats],
          ] as const
        ).map(([title, value]) => (
          <Card key={title}>
            <Stat title={title} value={value} />
          </Card>
        ))}
      </div>
      <div className="admin-wide-narrow admin-dashboard-row">
        <Card title="每日趋势">
          <EChart option={trend} label="每日访问量、访客、注册与咨询访客">
            <table>
              <tbody>
                {d.trend.map((t) => (
                  <tr key={t.day}>
                    <td>{t.day}</td>
                    <td>{t.pv}</td>
                    <td>{t.uv}</td>
                    <td>{t.signups}</td>
                    <td>{t.chats}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </EChart>
        </Card>
        <Card title="访客来源">
          {d.sources.length ? (
            <EChart option={sources} label="访客来源">
              <ul>
                {d.sources.map((s) => (
                  <li key={s.source}>
                    {s.source}：{s.visitors}
                  </li>
                ))}
              </ul>
            </EChart>
          ) : (
            <p className="ui-table-empty">暂无访问</p>
          )}
        </Card>
      </div>
      <div className="admin-pair admin-dashboard-row">
        <Card title="热门页面">
          <DataTable
            label="热门页面"
            small
            rowKey={(r) => r.path}
            rows={d.pages}
            columns={[
              {
                title: "页面",
                key: "path",
                render: (r) =>
                  r.title ? (
                    <span className="admin-page-name">
                      <SitePathLink path={r.path} label={r.title} />
                      <span className="muted">{r.path}</span>
                    </span>
                  ) : (
                    <SitePathLink path={r.path} />
                  ),
              },
              { title: "访问量", key: "pv", width: 80 },
              { title: "访客", key: "uv", width: 70 },
            ]}
          />
        </Card>
        <Card title="阅读时长最多的内容">
          <DataTable
            label="阅读时长最多的内容"
            small
            rowKey={(r) => `${r.artType}-${r.artId}`}
            rows={d.articles}
            columns={[
              { title: "内容", key: "artTitle", render: (r) => `${TYPE_NAMES[r.artType] ?? r.artType} · ${r.artTitle}` },
              { title: "阅读", key: "reads", width: 60 },
              { title: "平均", key: "avgSec", width: 90, render: (r) => minutes(r.avgSec) },
              { title: "合计", key: "totalSec", width: 100, render: (r) => minutes(r.totalSec) },
            ]}
          />
        </Card>
      </div>
      <div className="admin-wide-narrow admin-dashboard-row">
        <Card title="在线客服：每日对话">
          <EChart option={chat} label="在线客服每日对话量与已接待数">
            <table>
              <tbody>
                {d.chat.trend.map((t) => (
                  <tr key={t.day}>
                    <td>{t.day}</td>
                    <td>{t.conversations}</td>
                    <td>{t.answered}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </EChart>
        </Card>
        <Card title="在线客服：响应">
          <div className="admin-stat-grid">
            {(
              [
                ["对话总数", d.chat.conversations],
                ["接待率", `${d.chat.answeredRate}%`],
                ["平均首次响应", replyTime(d.chat.avgFirstReplySec)],
                ["首次响应中位数", replyTime(d.chat.medianFirstReplySec)],
                ["离线留言", d.chat.offlineMessages],
              ] as const
            ).map(([title, value]) => (
              <Stat key={title} title={title} value={value} />
            ))}
          </div>
        </Card>
      </div>
      <p className="muted" style={{ marginTop: 16 }}>
        访客以浏览器计（只保存编号的摘要）；原始访问记录保留天数在“站点设置”中设置，到期自动删除。
      </p>
    </div>
  );
}

/** Page views, visitors, sign-ups and chatting visitors per day. */
function trendOption(trend: Route.ComponentProps["loaderData"]["trend"]) {
  return {
    tooltip: { trigger: "axis" },
    legend: { top: 0, data: ["访问量", "访客", "注册", "咨询访客"] },
    grid: { left: 40, right: 16, top: 40, bottom: 28 },
    xAxis: { type: "category", data: trend.map((t) => t.day.slice(5)) },
    yAxis: { type: "value", minInterval: 1 },
    series: [
      { name: "访问量", type: "line", smooth: true, data: trend.map((t) => t.pv) },
      { name: "访客", type: "line", smooth: true, data: trend.map((t) => t.uv) },
      { name: "注册", type: "bar", data: trend.map((t) => t.signups) },
      { name: "咨询访客", type: "bar", data: trend.map((t) => t.chats) },
    ],
  };
}

/** Where visitors came from, as a ring. */
function sourcesOption(sources: Route.ComponentProps["loaderData"]["sources"]) {
  return {
    tooltip: { trigger: "item", formatter: "{b}：{c} 位访客（{d}%）" },
    legend: { orient: "vertical", right: 0, top: "middle", type: "scroll", textStyle: { width: 110, overflow: "truncate" } },
    series: [
      {
        type: "pie",
        radius: ["38%", "62%"],
        center: ["34%", "50%"],
        label: { show: false },
        data: sources.map((s) => ({ name: s.source, value: s.visitors })),
      },
    ],
  };
}

/** Chats per day and how many an agent answered. */
function chatOption(trend: Route.ComponentProps["loaderData"]["chat"]["trend"]) {
  return {
    tooltip: { trigger: "axis" },
    legend: { top: 0, data: ["对话", "已接待"] },
    grid: { left: 40, right: 16, top: 40, bottom: 28 },
    xAxis: { type: "category", data: trend.map((t) => t.day.slice(5)) },
    yAxis: { type: "value", minInterval: 1 },
    series: [
      { name: "对话", type: "bar", data: trend.map((t) => t.conversations) },
      { name: "已接待", type: "bar", data: trend.map((t) => t.answered) },
    ],
  };
}
