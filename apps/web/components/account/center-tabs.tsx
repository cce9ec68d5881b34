import { type ComponentProps, type ComponentType, useEffect, useState } from "react";

/**
 * The panels of 个人中心's tabs (all but 基本资料), each a chunk of its own: the page loads only the
 * panel of the tab it opens with, and another one when its tab is chosen.
 *   - Server: panels.server.ts (imported by entry.server.tsx) registers every panel, so the open tab
 *     is rendered into the HTML as before.
 *   - Browser: routes/personal-center.tsx awaits preloadCenterTab() for the open tab at the top level,
 *     so it is there before hydration and the first render matches the server's; other tabs show a
 *     placeholder until their chunk is there.
 * The page and its panels are built without antd, but for 我的订阅: that panel wraps itself in
 * AntdScope, so only its tab loads antd's script (issue 15).
 */
const LOADERS = {
  points: () => import("./PointsPanel").then((m) => m.PointsPanel),
  subscriptions: () => import("./SubscriptionsPanel").then((m) => m.SubscriptionsPanel),
  messages: () => import("./MessagesPanel").then((m) => m.MessagesPanel),
  security: () => import("./SecurityPanels").then((m) => m.SecurityPanel),
  sessions: () => import("./CenterPanels").then((m) => m.SessionsPanel),
  history: () => import("./CenterPanels").then((m) => m.LoginHistoryPanel),
  orgs: () => import("./FollowedOrgs").then((m) => m.FollowedOrgs),
  favorites: () => import("./MyFavorites").then((m) => m.MyFavorites),
  reads: () => import("./ReadHistory").then((m) => m.ReadHistory),
  courses: () => import("./MyCourses").then((m) => m.MyCourses),
  invite: () => import("./InvitePanel").then((m) => m.InvitePanel),
  data: () => import("./SecurityPanels").then((m) => m.DataPanel),
};
export type CenterTab = keyof typeof LOADERS;
/**
 * The module each tab's panel comes from (the paths LOADERS import, under apps/web): the server
 * names their scripts in modulepreload links when the page opens on that tab.
 */
export const CENTER_TAB_MODULES: Record<CenterTab, string> = {
  points: "components/account/PointsPanel.tsx",
  subscriptions: "components/account/SubscriptionsPanel.tsx",
  messages: "components/account/MessagesPanel.tsx",
  security: "components/account/SecurityPanels.tsx",
  sessions: "components/account/CenterPanels.tsx",
  history: "components/account/CenterPanels.tsx",
  orgs: "components/account/FollowedOrgs.tsx",
  favorites: "components/account/MyFavorites.tsx",
  reads: "components/account/ReadHistory.tsx",
  courses: "components/account/MyCourses.tsx",
  invite: "components/account/InvitePanel.tsx",
  data: "components/account/SecurityPanels.tsx",
};

type Panel<K extends CenterTab> = Awaited<ReturnType<(typeof LOADERS)[K]>>;

// biome-ignore lint/suspicious/noExplicitAny: one registry for panels of different props
const loaded = new Map<CenterTab, ComponentType<any>>();

export const isCenterTab = (name: string | null | undefined): name is CenterTab => !!name && Object.hasOwn(LOADERS, name);

/** Server: every panel, imported statically, so any tab renders at once. */
export function registerCenterTabs(panels: { [K in CenterTab]: Panel<K> }) {
  for (const [name, panel] of Object.entries(panels)) loaded.set(name as CenterTab, panel);
}

/** Loads the panel of tab `name` (nothing for 基本资料 or an unknown name). */
export async function preloadCenterTab(name: string | null | undefined) {
  if (isCenterTab(name) && !loaded.has(name)) loaded.set(name, await LOADERS[name]());
}

/** The panel of tab `name` with `props`; a placeholder while its code loads. */
export function CenterTabPanel<K extends CenterTab>({ name, props }: { name: K; props: ComponentProps<Panel<K>> }) {
  const [, setReady] = useState(0);
  const Panel = loaded.get(name);
  useEffect(() => {
    if (!loaded.has(name)) preloadCenterTab(name).then(() => setReady((n) => n + 1));
  }, [name]);
  return Panel ? <Panel {...props} /> : <div className="center-tab-loading" aria-busy="true" />;
}
