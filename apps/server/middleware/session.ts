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

/** Turns a valid session into the request's actor; an invalid cookie is dropped, not an error. */
export function sessionActor(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const token = tokenOf(c);
    if (token) {
      const ctx = c.get("ctx");
      const session = await resolveSession(ctx, token);
      if (session) {
        const ip = ctx.actor.kind === "anonymous" ? ctx.actor.ip : "";
        c.set("ctx", { ...ctx, actor: { kind: "user", userId: session.userId, sessionId: session.sessionId, roles: session.roles, ip } });
      } else if (getCookie(c, SESSION_COOKIE)) {
        clearSessionCookie(c);
      }
    }
    return next();
  };
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
