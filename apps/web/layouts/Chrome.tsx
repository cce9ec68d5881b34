import type { ReactNode } from "react";
import { useRouteLoaderData } from "react-router";
import { Footer } from "../components/Footer";
import { ScrollTop } from "../components/ScrollTop";
import { TopBar } from "../components/TopBar";
import { VisitBeacon } from "../components/VisitBeacon";
import { ChatPopup } from "../features/chat/ChatPopup";
import { useRouteHandle } from "../lib/handle";
import type { RootData } from "../root";

/** Top bar, page, footer and chat; impower routes show the page alone (SPEC §2 layouts). */
export function Chrome({ children, variant }: { children: ReactNode; variant: "default" | "home" }) {
  const root = useRouteLoaderData("root") as RootData | undefined;
  const handle = useRouteHandle();
  if (!root || handle.impower) return <main className="page-bare">{children}</main>;
  return (
    <div className={`layout layout-${variant}`}>
      <a href="#main" className="skip-link">
        跳到主要内容
      </a>
      <TopBar root={root} handle={handle} />
      <main id="main" className="layout-main">
        {children}
      </main>
      <Footer root={root} />
      <ScrollTop />
      <ChatPopup />
      <VisitBeacon />
    </div>
  );
}
