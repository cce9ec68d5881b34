import { loginHref } from "@portal/contract";
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
import { useEffect, useState } from "react";
import { redirect } from "react-router";
import { Tabs } from "~/components/form/Tabs";
import { PageFrame } from "~/components/PageFrame";
import { messagesTab, subscriptionsTab } from "~/features/accounts/center.server";
import { CENTER_TAB_MODULES, CenterTabPanel, isCenterTab, preloadCenterTab } from "~/features/accounts/center-tabs";
import { ProfilePanel } from "~/features/accounts/ProfilePanel";
import { appContext } from "~/lib/app-context";
import { frameLoader } from "~/lib/frame.server";
import { lazyScripts } from "~/lib/lazy-chunks.server";
import { tdkMeta } from "~/lib/meta";
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
    profile: { ...profile, joinedOn: chinaDate(new Date(profile.createdAt)) as string },
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
    // The open tab's panel is in the HTML: its scripts load with the page's (no second round trip).
    preload: isCenterTab(tab) ? lazyScripts([CENTER_TAB_MODULES[tab]]) : [],
  };
}
export const meta: Route.MetaFunction = ({ loaderData }) => tdkMeta(loaderData);

export default function PersonalCenterPage({ loaderData }: Route.ComponentProps) {
  const {
    profile,
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
    sessions,
    history,
    preload,
  } = loaderData;
  // A link to another tab of this page (the bell, a message) changes ?tab= without remounting.
  const [active, setActive] = useState(tab ?? "profile");
  useEffect(() => setActive(tab ?? "profile"), [tab]);
  const profileTab = <ProfilePanel profile={profile} companies={companies} />;
  const items = [
    { key: "profile", label: "基本资料", content: profileTab },
    { key: "points", label: "积分签到", content: <CenterTabPanel name="points" props={{ data: points }} /> },
    { key: "subscriptions", label: "我的订阅", content: <CenterTabPanel name="subscriptions" props={{ data: subscriptions }} /> },
    { key: "messages", label: "消息中心", content: <CenterTabPanel name="messages" props={{ data: messages }} /> },
    { key: "security", label: "账号安全", content: <CenterTabPanel name="security" props={{ hasPassword: profile.hasPassword }} /> },
    { key: "sessions", label: "登录设备", content: <CenterTabPanel name="sessions" props={{ sessions }} /> },
    { key: "history", label: "登录记录", content: <CenterTabPanel name="history" props={{ history }} /> },
    { key: "orgs", label: "关注的机构", content: <CenterTabPanel name="orgs" props={{ list: orgs }} /> },
    { key: "favorites", label: "我的收藏", content: <CenterTabPanel name="favorites" props={{ list: favorites, kind: favKind }} /> },
    { key: "reads", label: "阅读历史", content: <CenterTabPanel name="reads" props={{ list: reads }} /> },
    { key: "courses", label: "我的课程", content: <CenterTabPanel name="courses" props={{ data: courses }} /> },
    { key: "invite", label: "邀请好友", content: <CenterTabPanel name="invite" props={{ data: invite }} /> },
    { key: "data", label: "数据与注销", content: <CenterTabPanel name="data" props={{ hasPassword: profile.hasPassword }} /> },
  ];
  return (
    <PageFrame title="个人中心">
      {preload.map((href) => (
        <link key={href} rel="modulepreload" href={href} />
      ))}
      <Tabs
        label="个人中心"
        items={items}
        active={items.some((i) => i.key === active) ? active : "profile"}
        onChange={(key) => {
          setActive(key);
          // The address names the tab (shareable, back/forward), without reloading the page's data.
          const url = new URL(window.location.href);
          url.searchParams.set("tab", key);
          url.searchParams.delete("page");
          window.history.replaceState(window.history.state, "", url);
        }}
        vertical
        className="center-tabs"
      />
    </PageFrame>
  );
}
