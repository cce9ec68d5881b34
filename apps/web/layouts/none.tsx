import { Outlet } from "react-router";
import { PageTransition } from "../components/PageTransition";

export { meta } from "./error-meta";

/**
 * Full-screen pages (login and the like): no top bar, footer or chat. No antd here: the account forms
 * are built on components/form, so these pages load no antd at start (issue 15); a page that still
 * uses antd wraps itself in AntdScope.
 */
export default function NoneLayout() {
  return (
    <main className="page-bare">
      <PageTransition>
        <Outlet />
      </PageTransition>
    </main>
  );
}
