import {
  chinaDate,
  earningProgress,
  FAVORITE_KINDS,
  type FavoriteKind,
  favoriteCourses,
  followedOrgsPaged,
  generateInviteLink,
  getProfile,
  listMySessions,
  loginHistory,
  myCompanies,
  myFavorites,
  myInvitees,
  planState,
  pointEntriesPaged,
  quotaResidue,
  readHistoryPaged,
  signDaysOfMonth,
  signStreak,
  watchHistory,
} from "@portal/core";
import { Avatar, Button, Card, Descriptions, Form, Input, message, Tabs, Tag, Upload } from "antd";
import dayjs from "dayjs";
import { useEffect, useState } from "react";
import { redirect, useRevalidator } from "react-router";
import { AntdScope } from "~/components/AntdScope";
import { CenterTabPanel, preloadCenterTab } from "~/components/account/center-tabs";
import { PageFrame } from "~/components/PageFrame";
import { appContext } from "~/lib/app-context";
import { messagesTab, subscriptionsTab } from "~/lib/center.server";
import { frameLoader } from "~/lib/frame.server";
import { loginHref } from "~/lib/login-link";
import { tdkMeta } from "~/lib/meta";
import { post } from "~/lib/request";
import type { Route } from "./+types/personal-center";

// The browser loads this module before it hydrates the page: when the page opens on a tab other than
// 基本资料, that tab's panel (rendered by the server) must be there for the first render too.
if (typeof window !== "undefined" && window.location.pathname === "/personalCenter")
  await preloadCenterTab(new URLSearchParams(window.location.search).get("tab")).catch(() => {});

const frame = frameLoader("page-personalCenter", { title: "个人中心" });

export async function loader(args: Route.LoaderArgs) {
  const { ctx, origin } = args.context.get(appContext);
  const url = new URL(args.request.url);
  if (ctx.actor.kind !== "user") throw redirect(loginHref(url.pathname, url.search));
  // ?tab=favorites&page=N opens 我的收藏 on that page (server-rendered paging links); the same for
  // the other paged tabs (reads, orgs, invite), whose other lists start at page 1.
  const tab = url.searchParams.get("tab") ?? undefined;
  const asked = Math.min(Math.max(Number.parseInt(url.searchParams.get("page") ?? "1", 10) || 1, 1), 10_000);
  const pageOf = (key: string) => ({ current: tab === key ? asked : 1, size: 10 });
  const kindParam = url.searchParams.get("kind") ?? "";
  const favKind = FAVORITE_KINDS.includes(kindParam as FavoriteKind) ? (kindParam as FavoriteKind) : undefined;
  const [
    base,
    profile,
    sessions,
    history,
    companies,
    favorites,
    streak,
    calendar,
    ways,
    ledger,
    quotas,
    plan,
    reads,
    orgs,
    inviteLink,
    invitees,
    subscriptions,
    messages,
    watched,
    favoriteCourseList,
  ] = await Promise.all([
    frame(args),
    getProfile(ctx),
    listMySessions(ctx),
    loginHistory(ctx, { current: 1, size: 50 }),
    myCompanies(ctx),
    myFavorites(ctx, { ...pageOf("favorites"), kind: favKind }),
    signStreak(ctx),
    signDaysOfMonth(ctx),
    earningProgress(ctx),
    pointEntriesPaged(ctx, { current: 1, size: 10 }),
    quotaResidue(ctx),
    planState(ctx, ctx.actor.userId),
    readHistoryPaged(ctx, pageOf("reads")),
    followedOrgsPaged(ctx, pageOf("orgs")),
    // Creates the code of an older account on its first visit; the same code ever after.
    generateInviteLink(ctx, origin),
    myInvitees(ctx, pageOf("invite")),
    subscriptionsTab(ctx, url.searchParams.get("sub")),
    messagesTab(ctx),
    watchHistory(ctx, pageOf("courses")),
    favoriteCourses(ctx, { current: 1, size: 8 }),
  ]);
  const points = {
    balance: ledger.balance,
    streak,
    month: calendar.month,
    signedDays: calendar.days,
    today: chinaDate(ctx.now()) as string,
    ways,
    recent: ledger.records,
    quotas,
    plan,
  };
  const invite = { link: inviteLink, invitees };
  const courses = { history: watched, favorites: favoriteCourseList.records };
  return {
    ...base,
    profile,
    sessions,
    history,
    companies,
    favorites,
    favKind,
    points,
    reads,
    orgs,
    invite,
    subscriptions,
    messages,
    courses,
    tab,
  };
}
export const meta: Route.MetaFunction = ({ loaderData }) => tdkMeta(loaderData);

export default function PersonalCenterPage({ loaderData }: Route.ComponentProps) {
  const { profile, sessions, history, companies, favorites, favKind, points, reads, orgs, invite, subscriptions, messages, courses, tab } =
    loaderData;
  const { revalidate } = useRevalidator();
  // A link to another tab of this page (the bell, a message) changes ?tab= without remounting.
  const [active, setActive] = useState(tab ?? "profile");
  useEffect(() => setActive(tab ?? "profile"), [tab]);
  const profileTab = (
    <Card>
      <div className="profile-head">
        <Avatar size={72} src={profile.avatarUrl ?? undefined}>
          {(profile.realname || "用").slice(0, 1)}
        </Avatar>
        <Upload
          name="file"
          action="/api/user/center/avatar/upload"
          headers={{ "X-Requested-With": "XMLHttpRequest" }}
          accept="image/png,image/jpeg,image/webp"
          showUploadList={false}
          beforeUpload={(file) => {
            if (file.size <= 1_000_000) return true;
            message.error("头像图片不能超过 1 MB");
            return Upload.LIST_IGNORE;
          }}
          onChange={(info) => {
            if (info.file.status === "done") {
              message.success("头像已更新");
              revalidate();
            } else if (info.file.status === "error") message.error((info.file.response as { msg?: string })?.msg ?? "上传失败");
          }}
        >
          <Button>更换头像</Button>
        </Upload>
        <span className="muted">PNG、JPG 或 WebP，不超过 1 MB</span>
      </div>
      <Descriptions column={1} className="mt16">
        <Descriptions.Item label="手机号">{profile.phone ?? "未绑定"}</Descriptions.Item>
        <Descriptions.Item label="邮箱">{profile.email ?? "未绑定"}</Descriptions.Item>
        <Descriptions.Item label="注册时间">{dayjs(profile.createdAt).format("YYYY-MM-DD")}</Descriptions.Item>
        {profile.inviteCode && <Descriptions.Item label="我的邀请码">{profile.inviteCode}</Descriptions.Item>}
        {companies.length > 0 && (
          <Descriptions.Item label="所属机构">
            {companies.map((c) =>
              c.current ? (
                <Tag color="blue" key={c.id}>
                  {c.name}（当前）
                </Tag>
              ) : (
                <Button
                  key={c.id}
                  size="small"
                  onClick={async () => {
                    await post("/user/auth/switchCom", { companyId: c.id });
                    revalidate();
                  }}
                >
                  切换到 {c.name}
                </Button>
              ),
            )}
          </Descriptions.Item>
        )}
      </Descriptions>
      <Form
        layout="inline"
        initialValues={{ realname: profile.realname }}
        onFinish={async (v) => {
          const r = await post<{ points: number }>("/user/center/profile/update", v);
          message.success(r.data.points ? `已保存，完善资料获得 ${r.data.points} 积分` : "已保存");
          revalidate();
        }}
        className="mt16"
      >
        <Form.Item name="realname" label="姓名" rules={[{ max: 30, message: "不能超过 30 个字" }]}>
          <Input placeholder="真实姓名" />
        </Form.Item>
        <Button htmlType="submit">保存</Button>
      </Form>
    </Card>
  );
  const items = [
    { key: "profile", label: "基本资料", children: profileTab },
    { key: "points", label: "积分签到", children: <CenterTabPanel name="points" props={{ data: points }} /> },
    { key: "subscriptions", label: "我的订阅", children: <CenterTabPanel name="subscriptions" props={{ data: subscriptions }} /> },
    { key: "messages", label: "消息中心", children: <CenterTabPanel name="messages" props={{ data: messages }} /> },
    { key: "security", label: "账号安全", children: <CenterTabPanel name="security" props={{ hasPassword: profile.hasPassword }} /> },
    { key: "sessions", label: "登录设备", children: <CenterTabPanel name="sessions" props={{ sessions }} /> },
    { key: "history", label: "登录记录", children: <CenterTabPanel name="history" props={{ history }} /> },
    { key: "orgs", label: "关注的机构", children: <CenterTabPanel name="orgs" props={{ list: orgs }} /> },
    { key: "favorites", label: "我的收藏", children: <CenterTabPanel name="favorites" props={{ list: favorites, kind: favKind }} /> },
    { key: "reads", label: "阅读历史", children: <CenterTabPanel name="reads" props={{ list: reads }} /> },
    { key: "courses", label: "我的课程", children: <CenterTabPanel name="courses" props={{ data: courses }} /> },
    { key: "invite", label: "邀请好友", children: <CenterTabPanel name="invite" props={{ data: invite }} /> },
    { key: "data", label: "数据与注销", children: <CenterTabPanel name="data" props={{ hasPassword: profile.hasPassword }} /> },
  ];
  return (
    <PageFrame title="个人中心">
      <AntdScope>
        <Tabs
          items={items}
          activeKey={items.some((i) => i.key === active) ? active : "profile"}
          onChange={(key) => {
            setActive(key);
            // The address names the tab (shareable, back/forward), without reloading the page's data.
            const url = new URL(window.location.href);
            url.searchParams.set("tab", key);
            url.searchParams.delete("page");
            window.history.replaceState(window.history.state, "", url);
          }}
          tabPosition="left"
          className="center-tabs"
        />
      </AntdScope>
    </PageFrame>
  );
}
