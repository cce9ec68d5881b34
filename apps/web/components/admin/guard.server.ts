import { loginHref } from "@portal/contract";
import { AppError, type Ctx, hasPermission } from "@portal/core";
import { data, type RouterContextProvider, redirect } from "react-router";
import { appContext } from "~/lib/app-context";

type Args = { context: Readonly<RouterContextProvider>; request: Request };

/**
 * Runs an admin service call for a page loader: no session → the login page with a way back,
 * a role without the permission → the 403 page, a missing record → 404. The services check the
 * permission themselves; this only turns their errors into pages.
 */
export async function adminLoad<T>(args: Args, run: (ctx: Ctx) => Promise<T>): Promise<T> {
  const { ctx } = args.context.get(appContext);
  try {
    return await run(ctx);
  } catch (err) {
    if (err instanceof AppError) {
      const url = new URL(args.request.url);
      if (err.kind === "Unauthenticated") throw redirect(loginHref(url.pathname, url.search));
      if (err.kind === "Forbidden") throw data("没有权限", { status: 403 });
      if (err.kind === "NotFound") throw data("页面不存在", { status: 404 });
    }
    throw err;
  }
}

/** For pages whose data comes only from the browser: checks the permission and nothing else. */
export function requirePagePermission(args: Args, permission: string) {
  return adminLoad(args, async (ctx) => {
    if (ctx.actor.kind !== "user") throw new AppError("Unauthenticated");
    if (!hasPermission(ctx.actor.roles, permission)) throw new AppError("Forbidden");
    return { roles: ctx.actor.roles };
  });
}

/** Query-string helpers for list pages (filters and paging live in the URL, so lists are linkable). */
export function listQuery(request: Request) {
  const q = new URL(request.url).searchParams;
  const int = (k: string) => {
    const v = Number(q.get(k));
    return Number.isInteger(v) && v > 0 && v < 1e9 ? v : undefined;
  };
  const str = (k: string) => q.get(k)?.trim().slice(0, 50) || undefined;
  return { int, str, current: int("current") ?? 1, size: Math.min(int("size") ?? 20, 100) };
}
