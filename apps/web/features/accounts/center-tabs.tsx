import type { ComponentType } from "react";
import { type PreloadedComponent, preloadedComponent } from "~/lib/preloaded-component";

/**
 * The panels of 个人中心's tabs (all but 基本资料), each a chunk of its own: the page loads only the
 * panel of the tab it opens with, and another one when its tab is chosen (lib/preloaded-component.tsx).
 *   - Server: center-tabs.server.ts (imported by entry.server.tsx) registers every panel, so the open tab
 *     is rendered into the HTML as before.
 *   - Browser: routes/accounts/personal-center.tsx awaits preloadCenterTab() for the open tab at the top level,
 *     so it is there before hydration and the first render matches the server's; other tabs show a
 *     placeholder until their chunk is there.
 * The page and its panels are built without antd, but for 我的订阅: that panel wraps itself in
 * AntdScope, so only its tab loads antd's script (issue 15).
 */
const loading = <div className="center-tab-loading" aria-busy="true" />;
const panel = <P extends object>(load: () => Promise<ComponentType<P>>) => preloadedComponent(load, loading);
const PANELS = {
  points: panel(() => import("~/features/points/PointsPanel").then((m) => m.PointsPanel)),
  subscriptions: panel(() => import("~/features/subscriptions/SubscriptionsPanel").then((m) => m.SubscriptionsPanel)),
  messages: panel(() => import("./MessagesPanel").then((m) => m.MessagesPanel)),
  security: panel(() => import("./SecurityPanels").then((m) => m.SecurityPanel)),
  sessions: panel(() => import("./CenterPanels").then((m) => m.SessionsPanel)),
  history: panel(() => import("./CenterPanels").then((m) => m.LoginHistoryPanel)),
  orgs: panel(() => import("~/features/subscriptions/FollowedOrgs").then((m) => m.FollowedOrgs)),
  favorites: panel(() => import("./MyFavorites").then((m) => m.MyFavorites)),
  reads: panel(() => import("./ReadHistory").then((m) => m.ReadHistory)),
  courses: panel(() => import("~/features/learning/MyCourses").then((m) => m.MyCourses)),
  invite: panel(() => import("./InvitePanel").then((m) => m.InvitePanel)),
  data: panel(() => import("./SecurityPanels").then((m) => m.DataPanel)),
};
export type CenterTab = keyof typeof PANELS;
/**
 * The module each tab's panel comes from (the paths PANELS import, under apps/web): the server
 * names their scripts in modulepreload links when the page opens on that tab.
 */
export const CENTER_TAB_MODULES: Record<CenterTab, string> = {
  points: "features/points/PointsPanel.tsx",
  subscriptions: "features/subscriptions/SubscriptionsPanel.tsx",
  messages: "features/accounts/MessagesPanel.tsx",
  security: "features/accounts/SecurityPanels.tsx",
  sessions: "features/accounts/CenterPanels.tsx",
  history: "features/accounts/CenterPanels.tsx",
  orgs: "features/subscriptions/FollowedOrgs.tsx",
  favorites: "features/accounts/MyFavorites.tsx",
  reads: "features/accounts/ReadHistory.tsx",
  courses: "features/learning/MyCourses.tsx",
  invite: "features/accounts/InvitePanel.tsx",
  data: "features/accounts/SecurityPanels.tsx",
};

type PanelProps<K extends CenterTab> = (typeof PANELS)[K] extends PreloadedComponent<infer P> ? P : never;

export const isCenterTab = (name: string | null | undefined): name is CenterTab => !!name && Object.hasOwn(PANELS, name);

/** Server: every panel, imported statically, so any tab renders at once. */
export function registerCenterTabs(panels: { [K in CenterTab]: ComponentType<PanelProps<K>> }) {
  for (const name of Object.keys(panels) as CenterTab[])
    (PANELS[name] as PreloadedComponent<object>).register(panels[name] as ComponentType<object>);
}

/** Loads the panel of tab `name` (nothing for 基本资料 or an unknown name). */
export async function preloadCenterTab(name: string | null | undefined) {
  if (isCenterTab(name)) await PANELS[name].preload();
}

/** The panel of tab `name` with `props`; a placeholder while its code loads. */
export function CenterTabPanel<K extends CenterTab>({ name, props }: { name: K; props: PanelProps<K> }) {
  // One slot per tab, each typed by its panel: here the name chooses which.
  const Panel = PANELS[name].Slot as ComponentType<object>;
  return <Panel {...(props as object)} />;
}
