import { Outlet } from "react-router";
import { AntdScope } from "../components/AntdScope";
import { PageTransition } from "../components/PageTransition";

export { meta } from "./default";

/** Full-screen pages (login and the like): no top bar, footer or chat. Their forms are antd's. */
export default function NoneLayout() {
  return (
    <main className="page-bare">
      <AntdScope>
        <PageTransition>
          <Outlet />
        </PageTransition>
      </AntdScope>
    </main>
  );
}
