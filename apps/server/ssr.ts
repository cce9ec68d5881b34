import path from "node:path";
import { pathToFileURL } from "node:url";
import { ERRORS } from "@portal/contract";
import { AppError } from "@portal/core";
import { createRequestHandler, data, type RouterContext, RouterContextProvider, type ServerBuild } from "react-router";
import { unstable_preloadRoutePattern } from "react-router/route-pattern";
import type { ViteDevServer } from "vite";
import type { AppLoadContext } from "./load-context";
import { rememberRouteMatches } from "./route-match-memo";

/** Renders one page request with the given load context. */
export type SsrHandler = (request: Request, load: AppLoadContext) => Promise<Response>;

type BuildWithContext = ServerBuild & { entry: { module: { appContext: RouterContext<AppLoadContext> } } };

type RouteFn = (args: unknown) => unknown;

/**
 * The page side of the one error model (DESIGN §3): a typed error thrown by any loader or action
 * becomes a route error response with the catalogue's status and Chinese message, so the error
 * boundary renders the same page on the server and after hydration, and the HTTP status is right
 * (400, 401, 403, 404, 409, 429…) instead of a generic 500. Anything else stays a 500 and is logged
 * by entry.server's handleError.
 */
export function mapTypedErrors(fn: RouteFn | undefined, key: RouterContext<AppLoadContext>): RouteFn | undefined {
  if (!fn) return fn;
  return async (args) => {
    // A request the server already refused (bad text in its address) runs no loader at all.
    const refused = (args as { context: RouterContextProvider }).context.get(key).refused;
    if (refused) throw data(refused.message, { status: refused.status });
    try {
      return await fn(args);
    } catch (err) {
      if (!(err instanceof AppError)) throw err;
      const headers: Record<string, string> = err.retryAfter ? { "Retry-After": String(err.retryAfter) } : {};
      throw data(err.userMessage, { status: ERRORS[err.kind].status, headers });
    }
  };
}

function withTypedErrors(build: BuildWithContext): BuildWithContext {
  const key = build.entry.module.appContext;
  const routes = Object.fromEntries(
    Object.entries(build.routes).map(([id, route]) => {
      if (!route) return [id, route];
      const module = route.module as { loader?: RouteFn; action?: RouteFn };
      return [
        id,
        { ...route, module: { ...module, loader: mapTypedErrors(module.loader, key), action: mapTypedErrors(module.action, key) } },
      ];
    }),
  );
  return { ...build, routes: routes as ServerBuild["routes"] };
}

/**
 * Route matching on the server with React Router's route-pattern matcher (ADR 0025): the default one
 * walks every one of our ~200 route branches with a regular expression each, 100–400 µs a match and
 * two or three matches a page; this one takes 20–60 µs. The flag stays on the server: the browser
 * gets the build's own flags (the handoff is JSON, and toJSON answers them), so the browser keeps its
 * default matcher and its bundle does not grow by the pattern matcher's code.
 */
export function serverFuture(future: ServerBuild["future"]): ServerBuild["future"] {
  unstable_preloadRoutePattern();
  const flagged = { ...future, unstable_routePatternMatching: true };
  Object.defineProperty(flagged, "toJSON", { value: () => future, enumerable: false });
  // The build's type lists only the flags React Router's Vite plugin knows; this one is the runtime's.
  return flagged as unknown as ServerBuild["future"];
}

function handlerFor(original: BuildWithContext, mode: string) {
  const build = { ...withTypedErrors(original), future: serverFuture(original.future) };
  const handle = createRequestHandler(build, mode);
  // The context key comes from the build itself (entry.server re-exports it), so the server and the
  // bundled routes agree on the same object.
  const key = build.entry.module.appContext;
  return (request: Request, load: AppLoadContext) => {
    const context = new RouterContextProvider();
    context.set(key, load);
    return handle(request, context);
  };
}

export async function productionSsr(buildDir: string): Promise<SsrHandler> {
  const file = path.resolve(buildDir, "server/index.js");
  const build = (await import(pathToFileURL(file).href)) as BuildWithContext;
  await rememberRouteMatches();
  return handlerFor(build, "production");
}

/** Development: the build is loaded through Vite on every request, so edits show without restart. */
export function devSsr(vite: ViteDevServer): SsrHandler {
  return async (request, load) => {
    await rememberRouteMatches();
    const build = (await vite.ssrLoadModule("virtual:react-router/server-build")) as BuildWithContext;
    return handlerFor(build, "development")(request, load);
  };
}
