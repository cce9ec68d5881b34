import type { ReactNode } from "react";
import { useLocation, useNavigation } from "react-router";

/**
 * SPEC §2: pages fade out while the next one loads, then fade in. Opacity only, so nothing moves
 * and there is no layout shift.
 */
export function PageTransition({ children }: { children: ReactNode }) {
  const location = useLocation();
  const navigation = useNavigation();
  const leaving = navigation.state === "loading" && navigation.location?.pathname !== location.pathname;
  return (
    <div key={location.pathname} className={leaving ? "page-fade page-fade-out" : "page-fade"}>
      {children}
    </div>
  );
}
