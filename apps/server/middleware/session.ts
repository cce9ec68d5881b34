import { resolveSession } from "@portal/core";
import type { Context, MiddlewareHandler } from "hono";
import { deleteCookie, getCookie, setCookie } from "hono/cookie";
import type { AppEnv } from "../env";

export const SESSION_COOKIE = "sid";

/** The token of this request: a bearer token for API clients, else the HttpOnly session cookie. */
function tokenOf(c: Context): string | undefined {
  const auth = c.req.header("authorization");
  if (auth?.startsWith("Bearer ")) return auth.slice(7).trim();
  return getCookie(c, SESSION_COOKIE);
}

/**
 * Turns a valid session into the request's actor. An invalid cookie is not an error: the request is
 * anonymous, and a page load drops the cookie. A background call does not drop it: one that left
 * with the old cookie while a password change or a new login was replacing the session would
 * otherwise delete the new cookie that reached the browser a moment before it.
 */
export function sessionActor(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const token = tokenOf(c);
    if (token) {
      const ctx = c.get("ctx");
      const session = await resolveSession(ctx, token);
      if (session) {
        const ip = ctx.actor.kind === "anonymous" ? ctx.actor.ip : "";
        c.set("ctx", { ...ctx, actor: { kind: "user", userId: session.userId, sessionId: session.sessionId, roles: session.roles, ip } });
      } else if (getCookie(c, SESSION_COOKIE) && isPageLoad(c)) {
        clearSessionCookie(c);
      }
    }
    return next();
  };
}

/** A top-level navigation (Fetch Metadata), or for older browsers a GET that asks for HTML. */
function isPageLoad(c: Context): boolean {
  const mode = c.req.header("sec-fetch-mode");
  if (mode) return mode === "navigate";
  return c.req.method === "GET" && (c.req.header("accept") ?? "").includes("text/html");
}

/** HttpOnly so scripts cannot read it, SameSite=Lax against cross-site posts, Secure behind HTTPS. */
export function setSessionCookie(c: Context, token: string, expiresAt: Date) {
  setCookie(c, SESSION_COOKIE, token, {
    httpOnly: true,
    sameSite: "Lax",
    secure: c.get("https") === true,
    path: "/",
    expires: expiresAt,
  });
}

export function clearSessionCookie(c: Context) {
  deleteCookie(c, SESSION_COOKIE, { path: "/" });
}
