import type { Invitee, InviteLink } from "@portal/core";
import { Button } from "~/components/form/Button";
import { Card } from "~/components/form/Card";
import { DataTable } from "~/components/form/DataTable";
import { Pager } from "~/components/Pager";
import { toast } from "~/lib/toast";

export interface InviteOverview {
  link: InviteLink;
  invitees: { records: Invitee[]; current: number; pages: number; total: number; totalPoints: number };
}

async function copy(text: string) {
  try {
    await navigator.clipboard.writeText(text);
    toast("success", "邀请链接已复制，发给好友吧");
  } catch {
    toast("info", "浏览器不允许自动复制，请选中链接后手动复制");
  }
}

/** 邀请好友: the user's link with a copy button, the reward rule, and the friends it brought. */
export function InvitePanel({ data }: { data: InviteOverview }) {
  const { link, invitees } = data;
  return (
    <div className="center-grid invite-panel">
      <Card title="我的邀请链接">
        <div className="ui-row">
          <span className="ui-input">
            <input readOnly value={link.link} aria-label="邀请链接" onFocus={(e) => e.target.select()} />
          </span>
          <Button variant="primary" onClick={() => copy(link.link)}>
            复制链接
          </Button>
        </div>
        <p className="mt16">
          邀请码：<b className="invite-code">{link.inviteCode}</b>
        </p>
        <p className="muted">
          {link.ruleText}，每邀请一位可获得 {link.points} 积分
          {link.dailyLimit > 0 ? `，每天最多计 ${link.dailyLimit} 位` : ""}。同一位好友只计一次，已注销的账号不计入。
        </p>
      </Card>
      <Card title={`已邀请好友（${invitees.total}）`} extra={<span>累计获得 {invitees.totalPoints} 积分</span>}>
        <DataTable
          label="已邀请好友"
          rows={invitees.records.map((r, i) => ({ ...r, key: `${invitees.current}-${i}` }))}
          rowKey={(r) => r.key}
          empty="还没有好友通过您的链接注册"
          columns={[
            { title: "好友", key: "phone" },
            { title: "注册日期", key: "registeredOn", width: 130 },
            { title: "获得积分", key: "points", width: 100, render: (r) => (r.points > 0 ? `+${r.points}` : "0（当天已达上限）") },
          ]}
        />
        <Pager current={invitees.current} pages={invitees.pages} href={(p) => `/personalCenter?tab=invite${p > 1 ? `&page=${p}` : ""}`} />
      </Card>
    </div>
  );
}
