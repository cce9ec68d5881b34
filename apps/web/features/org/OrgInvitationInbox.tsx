import type { myOrgInvitations } from "@portal/core";
import { useState } from "react";
import { Button } from "~/components/form/Button";
import { chinaMinute } from "~/lib/china-time";
import { post } from "~/lib/request";

export type MyInvitation = Awaited<ReturnType<typeof myOrgInvitations>>[number];

/**
 * 消息中心 → 机构邀请 (issue 29): invitations to my phone wait here until I accept or decline; nobody
 * becomes a member of an organisation without doing so. Shown only while there is one to answer.
 */
export function OrgInvitationInbox({ initial }: { initial: MyInvitation[] }) {
  const [list, setList] = useState(initial);
  const [done, setDone] = useState<string | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  if (list.length === 0 && !done) return null;
  const answer = async (i: MyInvitation, accept: boolean) => {
    setBusy(i.id);
    try {
      await post(`/user/org/invitation/${accept ? "accept" : "decline"}`, { id: i.id });
      setList((l) => l.filter((x) => x.id !== i.id));
      setDone(accept ? `您已加入 ${i.orgName}，可在“机构平台”查看。` : `已拒绝 ${i.orgName} 的邀请。`);
    } catch {
      // lib/request has shown the reason (expired, already answered); the list is refreshed below.
      const r = await post<MyInvitation[]>("/user/org/invitation/mine", {}).catch(() => null);
      if (r) setList(r.data);
    } finally {
      setBusy(null);
    }
  };
  return (
    <section className="org-inbox" aria-label="机构邀请">
      <h3 className="org-inbox-title">机构邀请</h3>
      {done && (
        <p className="org-inbox-done" role="status">
          {done}
        </p>
      )}
      <ul className="message-list">
        {list.map((i) => (
          <li key={i.id} data-testid="org-invitation">
            <div className="message-main">
              <span>
                <strong>{i.orgName}</strong> 邀请您加入机构{i.inviter && `（邀请人：${i.inviter}）`}
              </span>
              <span className="muted">有效期至 {chinaMinute(i.expiresAt)}</span>
            </div>
            <div className="message-actions">
              <Button variant="primary" size="small" loading={busy === i.id} onClick={() => void answer(i, true)}>
                接受
              </Button>
              <Button size="small" disabled={busy === i.id} onClick={() => void answer(i, false)}>
                拒绝
              </Button>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
