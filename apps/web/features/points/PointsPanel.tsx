import type { EarningProgress, PlanState, PointEntryView, QuotaState, StreakState } from "@portal/core";
import { useState } from "react";
import { useRevalidator } from "react-router";
import { Button } from "~/components/form/Button";
import { Card } from "~/components/form/Card";
import { DataTable } from "~/components/form/DataTable";
import { post } from "~/lib/request";
import { toast } from "~/lib/toast";

export interface PointsOverview {
  balance: number;
  streak: StreakState;
  /** The month shown in the calendar (YYYY-MM) and its signed days. */
  month: string;
  signedDays: string[];
  today: string;
  ways: EarningProgress[];
  recent: PointEntryView[];
  quotas: QuotaState[];
  plan: PlanState;
}

const WEEKDAYS = ["一", "二", "三", "四", "五", "六", "日"];

/** The month's days in weeks starting on Monday, blanks before the 1st. */
function monthGrid(month: string): (string | null)[] {
  const first = new Date(`${month}-01T00:00:00Z`);
  const days = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate();
  const lead = (first.getUTCDay() + 6) % 7;
  return [
    ...Array.from({ length: lead }, () => null),
    ...Array.from({ length: days }, (_, i) => `${month}-${String(i + 1).padStart(2, "0")}`),
  ];
}

const weeks = (cells: (string | null)[]) => Array.from({ length: Math.ceil(cells.length / 7) }, (_, w) => cells.slice(w * 7, w * 7 + 7));

/** 积分与签到: balance, the sign-in button with this month's calendar, ways to earn, recent entries (no antd). */
export function PointsPanel({ data }: { data: PointsOverview }) {
  const { revalidate } = useRevalidator();
  const [busy, setBusy] = useState(false);
  const { streak } = data;
  const signed = new Set(data.signedDays);
  const sign = async () => {
    setBusy(true);
    try {
      const r = await post<{ points: number; bonus: number; streak: number }>("/ai/accumulatePoint/signDay", {});
      toast(
        "success",
        `签到成功，获得 ${r.data.points} 积分${r.data.bonus ? `，连续签到 ${r.data.streak} 天另得 ${r.data.bonus} 积分` : ""}`,
      );
      revalidate();
    } catch {
      // request() has shown the server's message
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="center-grid">
      <Card title="我的积分">
        <p className="points-balance">
          <b>{data.balance.toLocaleString("zh-CN")}</b> 积分
        </p>
        <p className="muted">
          已连续签到 {streak.continuousDays} 天
          {streak.nextBonus && `，再签到 ${streak.nextBonus.daysLeft} 天可额外获得 ${streak.nextBonus.points} 积分`}
        </p>
        <Button variant="primary" onClick={sign} loading={busy} disabled={streak.signedToday}>
          {streak.signedToday ? "今日已签到" : "签到"}
        </Button>
        <p className="plan-line" data-testid="my-plan">
          当前方案：<b>{data.plan.name}</b>
          {data.plan.endsOn && `（有效期至 ${data.plan.endsOn}${data.plan.companyName ? `，由 ${data.plan.companyName} 开通` : ""}）`}
          <a href="/contract">{data.plan.code === "FREE" ? "升级会员" : "续费"}</a>
        </p>
        <ul className="earn-list quota-list" aria-label="本期额度">
          {data.quotas.map((q) => (
            <li key={q.kind}>
              <span>{q.name}</span>
              <span className="muted">
                {q.period === "day" ? "今日" : "本月"}剩余 {q.residue}/{q.limit} 次
              </span>
            </li>
          ))}
        </ul>
      </Card>
      <Card title={`${Number(data.month.slice(5))} 月签到`}>
        <table className="sign-calendar" aria-label={`${data.month} 签到日历`}>
          <thead>
            <tr>
              {WEEKDAYS.map((d) => (
                <th key={d} scope="col">
                  {d}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {weeks(monthGrid(data.month)).map((week) => (
              <tr key={week.find(Boolean) ?? ""}>
                {week.map((day, i) =>
                  day ? (
                    <td
                      key={day}
                      className={[signed.has(day) && "signed", day === data.today && "today"].filter(Boolean).join(" ") || undefined}
                      aria-label={`${Number(day.slice(8))} 日${signed.has(day) ? "，已签到" : ""}`}
                    >
                      {Number(day.slice(8))}
                    </td>
                  ) : (
                    // biome-ignore lint/suspicious/noArrayIndexKey: blank cells have nothing else to tell them apart.
                    <td key={`blank-${i}`} />
                  ),
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </Card>
      <Card title="赚积分">
        <ul className="earn-list">
          {data.ways.map((w) => (
            <li key={w.code}>
              <span>
                {w.name} <b>+{w.points}</b>
              </span>
              <span className="muted">{w.finished ? "已完成" : w.dailyLimit > 1 ? `今日 ${w.done}/${w.dailyLimit}` : w.description}</span>
            </li>
          ))}
        </ul>
      </Card>
      <Card title="积分明细">
        <DataTable
          label="积分明细"
          rowKey={(r) => r.id}
          small
          rows={data.recent}
          empty="还没有积分记录，签到即可获得积分"
          columns={[
            { title: "时间", key: "createdAt", width: 160 },
            { title: "事项", key: "note" },
            { title: "积分", key: "delta", width: 80, render: (r) => (r.delta > 0 ? `+${r.delta}` : r.delta) },
            { title: "余额", key: "balanceAfter", width: 80 },
          ]}
        />
      </Card>
    </div>
  );
}
