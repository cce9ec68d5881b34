import { safeRedirect } from "@portal/contract";
import { LOGOUT_KEY } from "./logout-sync";
import { post } from "./request";

/**
 * Browser side of logging in and out. After a login the page is reloaded at the target so the
 * server renders it with the user (the session is an HttpOnly cookie scripts cannot see). A logout
 * writes a localStorage key; other tabs hear the storage event and drop their user too (logout-sync).
 */

export interface LoginData {
  status: "OK" | "DOUBLE_AUTH" | "BIND" | "LINKED";
  challenge?: string;
  maskedTarget?: string;
  after?: string;
  /** A staff member who passed by an SMS / outbox code: offered the authenticator enrolment next. */
  setupTotp?: boolean;
}

export function redirectParam(): string | null {
  return typeof window === "undefined" ? null : new URLSearchParams(window.location.search).get("redirect");
}

/** Where to go after a login: the same-origin `redirect` path, else home. */
export function afterLogin(data: LoginData, redirect = redirectParam()) {
  if (data.status === "DOUBLE_AUTH") {
    const target = safeRedirect(redirect, "/");
    window.location.assign(`/doubleAuth?redirect=${encodeURIComponent(target)}`);
    return;
  }
  if (data.setupTotp) {
    window.location.assign(`/security/totp?redirect=${encodeURIComponent(safeRedirect(redirect, "/admin"))}`);
    return;
  }
  window.location.assign(safeRedirect(redirect, "/"));
}

export async function logoutEverywhere(target = "/") {
  await post("/user/auth/logout").catch(() => undefined);
  try {
    localStorage.setItem(LOGOUT_KEY, String(Date.now()));
  } catch {}
  window.location.assign(target);
}

/** Opens the organisation or open platform in a new window with a one-time code (never the token). */
export async function openPlatform(platform: "org" | "open") {
  // Open the window inside the click so pop-up blockers allow it, then point it at the code URL.
  const win = window.open("about:blank", "_blank");
  try {
    const r = await post<{ url: string }>("/user/auth/exchange/create", { platform });
    if (win) {
      win.opener = null;
      win.location.href = r.data.url;
    } else window.location.assign(r.data.url);
  } catch {
    win?.close();
  }
}
