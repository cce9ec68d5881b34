import path from "node:path";
import { pathToFileURL } from "node:url";
import { createRequestHandler, type RouterContext, RouterContextProvider, type ServerBuild } from "react-router";
import type { ViteDevServer } from "vite";
import type { AppLoadContext } from "../web/lib/app-context";

/** Renders one page request with the given load context. */
export type SsrHandler = (request: Request, load: AppLoadContext) => Promise<Response>;

type BuildWithContext = ServerBuild & { entry: { module: { appContext: RouterContext<AppLoadContext> } } };

function handlerFor(build: BuildWithContext, mode: string) {
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
  return handlerFor(build, "production");
}

/** Development: the build is loaded through Vite on every request, so edits show without restart. */
export function devSsr(vite: ViteDevServer): SsrHandler {
  return async (request, load) => {
    const build = (await vite.ssrLoadModule("virtual:react-router/server-build")) as BuildWithContext;
    return handlerFor(build, "development")(request, load);
  };
}
