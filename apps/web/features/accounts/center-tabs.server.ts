import { MyCourses } from "~/features/learning/MyCourses";
import { PointsPanel } from "~/features/points/PointsPanel";
import { FollowedOrgs } from "~/features/subscriptions/FollowedOrgs";
import { SubscriptionsPanel } from "~/features/subscriptions/SubscriptionsPanel";
import { LoginHistoryPanel, SessionsPanel } from "./CenterPanels";
import { registerCenterTabs } from "./center-tabs";
import { InvitePanel } from "./InvitePanel";
import { MessagesPanel } from "./MessagesPanel";
import { MyFavorites } from "./MyFavorites";
import { ReadHistory } from "./ReadHistory";
import { DataPanel, SecurityPanel } from "./SecurityPanels";

// The server renders whichever tab a request opens: every panel is there from the start (center-tabs.tsx).
registerCenterTabs({
  points: PointsPanel,
  subscriptions: SubscriptionsPanel,
  messages: MessagesPanel,
  security: SecurityPanel,
  sessions: SessionsPanel,
  history: LoginHistoryPanel,
  orgs: FollowedOrgs,
  favorites: MyFavorites,
  reads: ReadHistory,
  courses: MyCourses,
  invite: InvitePanel,
  data: DataPanel,
});
