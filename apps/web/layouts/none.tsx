import { Outlet } from "react-router";
import { PageTransition } from "../components/PageTransition";

export { meta } from "./default";

/** Full-screen pages (login and the like): no top bar, footer or chat. */
export default function NoneLayout() {
  return (
    <main className="page-bare">
      <PageTransition>
        <Outlet />
      </PageTransition>
    </main>
  );
}
