import {
  AppError
} from "./chunk-HQW4VBLW.js";
import {
  ERRORS
} from "./chunk-BX5O2OPC.js";
import "./chunk-7ZUXAX3K.js";
import "./chunk-LYT7P2QS.js";
import "./chunk-PZ5AY32C.js";

// apps/server/ssr.ts
import path from "node:path";
import { pathToFileURL } from "node:url";
import { createRequestHandler, data, RouterContextProvider } from "react-router";
function mapTypedErrors(fn, key) {
  if (!fn) return fn;
  return async (args) => {
    const refused = args.context.get(key).refused;
    if (refused) throw data(refused.message, { status: refused.status });
    try {
      return await fn(args);
    } catch (err) {
      if (!(err instanceof AppError)) throw err;
      const headers = err.retryAfter ? { "Retry-After": String(err.retryAfter) } : {};
      throw data(err.userMessage, { status: ERRORS[err.kind].status, headers });
    }
  };
}
function withTypedErrors(build) {
  const key = build.entry.module.appContext;
  const routes = Object.fromEntries(
    Object.entries(build.routes).map(([id, route]) => {
      if (!route) return [id, route];
      const module = route.module;
      return [
        id,
        { ...route, module: { ...module, loader: mapTypedErrors(module.loader, key), action: mapTypedErrors(module.action, key) } }
      ];
    })
  );
  return { ...build, routes };
}
function handlerFor(original, mode) {
  const build = withTypedErrors(original);
  const handle = createRequestHandler(build, mode);
  const key = build.entry.module.appContext;
  return (request, load) => {
    const context = new RouterContextProvider();
    context.set(key, load);
    return handle(request, context);
  };
}
async function productionSsr(buildDir) {
  const file = path.resolve(buildDir, "server/index.js");
  const build = await import(pathToFileURL(file).href);
  return handlerFor(build, "production");
}
function devSsr(vite) {
  return async (request, load) => {
    const build = await vite.ssrLoadModule("virtual:react-router/server-build");
    return handlerFor(build, "development")(request, load);
  };
}
export {
  devSsr,
  mapTypedErrors,
  productionSsr
};
//# sourceMappingURL=ssr-K23CBLQD.js.map
