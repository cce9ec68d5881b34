import { Outlet } from "react-router";
import { PageTransition } from "../components/PageTransition";

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
