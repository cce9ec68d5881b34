import { Outlet } from "react-router";
import { PageTransition } from "../components/PageTransition";
import { Chrome } from "./Chrome";

export { ErrorBoundary, meta } from "./default";

export default function HomeLayout() {
  return (
    <Chrome variant="home">
      <PageTransition>
        <Outlet />
      </PageTransition>
    </Chrome>
  );
}
