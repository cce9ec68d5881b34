import { preloadedComponent } from "~/lib/preloaded-component";

/**
 * The signed-in end of the top bar (message bell, user menu), a chunk of its own so visitors, most
 * of them crawlers, never load it (lib/preloaded-component.tsx):
 *   - Server: user-tools.server.ts (imported by entry.server.tsx) registers it.
 *   - Browser: entry.client.tsx preloads it before hydration when the HTML shows it; the root
 *     loader names its scripts in modulepreload links (USER_TOOLS_MODULE, user-tools-module.ts).
 */
export const userTools = preloadedComponent(() => import("./UserTools").then((m) => m.default));
