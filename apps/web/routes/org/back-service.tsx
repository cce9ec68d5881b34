import { loginHref } from "@portal/contract";
import { companySubscriptions, myOrganizations, organizationDetail, pendingOrgInvitations } from "@portal/core";
import { Button } from "antd";
import { useState } from "react";
import { data, redirect } from "react-router";
import { AntdScope } from "~/components/AntdScope";
import { Card } from "~/components/form/Card";
import { Link } from "~/components/Link";
import { EmptyState, PageFrame } from "~/components/PageFrame";
import { CreateOrgForm } from "~/features/org/CreateOrgForm";
import { OrgHeader } from "~/features/org/OrgHeader";
import { OrgMembers } from "~/features/org/OrgMembers";
import { appContext } from "~/lib/app-context";
import { frameLoader } from "~/lib/frame.server";
import { tdkMeta } from "~/lib/meta";
import type { Route } from "./+types/back-service";

const frame = frameLoader("page-backService", { title: "机构平台" });

/** 机构平台 (issue 10): my organisations; ?org=<id> picks one, else the session's or my default one. */
export async function loader(args: Route.LoaderArgs) {
  const { ctx } = args.context.get(appContext);
  const url = new URL(args.request.url);
  if (ctx.actor.kind !== "user") throw redirect(loginHref(url.pathname, url.search));
  const [base, orgs] = await Promise.all([frame(args), myOrganizations(ctx)]);
  const wanted = url.searchParams.get("org");
  const picked = wanted ? orgs.find((o) => o.id === wanted) : (orgs.find((o) => o.current) ?? orgs[0]);
  // Someone else's organisation looks the same as one that does not exist.
  if (wanted && !picked) throw data("机构不存在或已被删除", { status: 404 });
  const [org, shared, invitations] = picked
    ? await Promise.all([
        organizationDetail(ctx, { companyId: picked.id }),
        companySubscriptions(ctx, picked.id),
        // Only administrators see (and may revoke) the pending invitations.
        picked.role === "admin" ? pendingOrgInvitations(ctx, { companyId: picked.id }) : [],
      ])
    : [null, [], []];
  return { ...base, orgs, org, shared, invitations };
}
export const meta: Route.MetaFunction = ({ loaderData }) => tdkMeta(loaderData);

export default function BackServicePage({ loaderData }: Route.ComponentProps) {
  const { orgs, org, shared, invitations } = loaderData;
  const [creating, setCreating] = useState(false);
  const switcher =
    orgs.length > 1 ? (
      <nav className="org-switch" aria-label="我的机构">
        {orgs.map((o) => (
          <Link key={o.id} className="org-switch-link" to={`/backService?org=${o.id}`} aria-current={o.id === org?.id ? "page" : undefined}>
            {o.name}
          </Link>
        ))}
      </nav>
    ) : null;
  return (
    <PageFrame
      title="机构平台"
      extra={
        org && !creating ? (
          <Button onClick={() => setCreating(true)} className="org-create-btn">
            创建机构
          </Button>
        ) : null
      }
    >
      <AntdScope>
        {switcher}
        {(creating || !org) && (
          <Card title="创建机构" className="org-card">
            {!org && (
              <EmptyState
                text="您还没有加入任何机构"
                hint={<p className="muted">可以创建一个机构，或请机构管理员用您的手机号邀请您，在个人中心“消息中心”接受邀请后即可加入。</p>}
              />
            )}
            <CreateOrgForm onCancel={org ? () => setCreating(false) : undefined} />
          </Card>
        )}
        {org && (
          <div className="org-stack" key={org.id}>
            <OrgHeader org={org} />
            <OrgMembers org={org} invitations={invitations} />
            <Card title="共享订阅" id="shared-subscriptions">
              {shared.length === 0 ? (
                <EmptyState
                  text="机构还没有共享的招标订阅"
                  hint={
                    <p className="muted">
                      管理员在个人中心“我的订阅”中新建或修改订阅时选择“共享给机构成员”，机构全体成员即可查看这些订阅的招标信息。
                    </p>
                  }
                />
              ) : (
                <ul className="shared-subs">
                  {shared.map((s) => (
                    <li key={s.id}>
                      <Link to={`/personalCenter?tab=subscriptions&sub=${s.id}`}>{s.name}</Link>
                      <span className="muted">
                        {s.criteria.keywords.join("、") || "按地区"}
                        {!s.enabled && "（已暂停）"}
                      </span>
                    </li>
                  ))}
                </ul>
              )}
            </Card>
          </div>
        )}
      </AntdScope>
    </PageFrame>
  );
}
