import { type ComponentType, useEffect, useState } from "react";
import type { RootData } from "../../root";

type UserToolsProps = { user: NonNullable<RootData["user"]>; unread: number };

/**
 * The signed-in end of the top bar (message bell, user menu), a chunk of its own so visitors, most
 * of them crawlers, never load it. Like 个人中心's tabs (center-tabs.tsx) it is not a React.lazy in
 * a Suspense boundary: when such a boundary was still waiting for its chunk during hydration and the
 * page updated, React could hide the server's menu and add a second one beside it (seen in CI).
 *   - Server: user-tools.server.ts (imported by entry.server.tsx) registers it, so it is in the HTML.
 *   - Browser: entry.client.tsx awaits loadUserTools() before hydration when the HTML shows it (its script
 *     is named in a modulepreload link), so the first render matches the server's.
 */
let UserTools: ComponentType<UserToolsProps> | undefined;

export function registerUserTools(component: ComponentType<UserToolsProps>) {
  UserTools = component;
}

export async function loadUserTools() {
  UserTools ??= (await import("./UserTools")).default;
}

/** The module loadUserTools() imports, for the server's modulepreload link (lib/lazy-chunks.server.ts). */
export const USER_TOOLS_MODULE = "components/account/UserTools.tsx";

export function UserToolsSlot(props: UserToolsProps) {
  const [, setReady] = useState(0);
  useEffect(() => {
    if (!UserTools) loadUserTools().then(() => setReady((n) => n + 1));
  }, []);
  return UserTools ? <UserTools {...props} /> : null;
}
