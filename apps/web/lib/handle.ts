import { useMatches } from "react-router";

/** Per-route flags read by the layouts (SPEC §2 top-bar variants and impower routes). */
export interface RouteHandle {
  topBar?: "product" | "help" | "information";
  /** Hides top bar, footer and chat (third-party authorisation pages). */
  impower?: boolean;
  /** Information-hub tab to highlight. */
  infoTab?: string;
  /** The help list keeps its scroll position when its page changes. */
  keepScroll?: boolean;
}

export function useRouteHandle(): RouteHandle {
  const matches = useMatches();
  return Object.assign({}, ...matches.map((m) => (m.handle as RouteHandle | undefined) ?? {}));
}
