import { useEffect } from "react";

/**
 * The tab that logs out writes this localStorage key (auth-client's logoutEverywhere); the other
 * tabs hear the storage event. Apart from auth-client because every page loads this at start (the
 * root installs the hook), and the login and logout calls only the pages that use them (issue 15).
 */
export const LOGOUT_KEY = "portal:logout";

/** Installed once in the app: another tab logged out → reload so this tab's user is cleared. */
export function useLogoutSync(loggedIn: boolean) {
  useEffect(() => {
    if (!loggedIn) return;
    const onStorage = (e: StorageEvent) => {
      if (e.key === LOGOUT_KEY) window.location.reload();
    };
    window.addEventListener("storage", onStorage);
    return () => window.removeEventListener("storage", onStorage);
  }, [loggedIn]);
}
