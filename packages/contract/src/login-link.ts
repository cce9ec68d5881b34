/**
 * The login link carries the current path as `redirect` so the user comes back after logging in
 * (SPEC §6), except from the second-factor page where it is plain /login.
 */
export function loginHref(pathname: string, search = ""): string {
  if (pathname === "/doubleAuth" || pathname === "/login") return "/login";
  return `/login?redirect=${encodeURIComponent(pathname + search)}`;
}

/** Only same-origin paths are followed after login: "/x" yes; "//evil.com", "http://…" or "/\\evil" no. */
export function safeRedirect(target: string | null | undefined, fallback = "/"): string {
  if (!target?.startsWith("/") || target.startsWith("//") || target.startsWith("/\\")) return fallback;
  if (/[\u0000-\u001f]/.test(target)) return fallback;
  return target;
}
