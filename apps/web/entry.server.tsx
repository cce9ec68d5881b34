import { isbot } from "isbot";
import type { EntryContext, RouterContextProvider } from "react-router";
import { ServerRouter } from "react-router";
// Every panel of 个人中心, so the server renders whichever tab a request opens.
import "./features/accounts/center-tabs.server";
import "./features/accounts/user-tools.server";
import { appContext } from "./lib/app-context";
import { HOLD_EARLY_SUBMITS } from "./lib/before-hydration";
import { NonceContext } from "./lib/nonce";
import { manifestForRender } from "./lib/render-manifest";
import { streamDocument } from "./lib/stream-document";

// The server reads the context key from the build so both sides use the same object.
export { appContext };

const STREAM_TIMEOUT_MS = 10_000;

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  const nonce = loadContext.get(appContext).nonce;
  // Crawlers get the whole document at once; people get the shell as soon as it is ready.
  const waitForAll = isbot(request.headers.get("user-agent") ?? "") || routerContext.isSpaMode;
  return streamDocument(
    <NonceContext.Provider value={nonce}>
      <ServerRouter context={manifestForRender(routerContext)} url={request.url} nonce={nonce} />
    </NonceContext.Provider>,
    {
      nonce,
      bootstrapScriptContent: HOLD_EARLY_SUBMITS,
      waitForAll,
      status: responseStatusCode,
      headers: responseHeaders,
      timeoutMs: STREAM_TIMEOUT_MS + 1000,
      onLateError: (error) => loadContext.get(appContext).ctx.log.error({ err: error }, "render error"),
    },
  );
}

/**
 * Errors of loaders, actions and rendering that are not typed errors (those become route error
 * responses in apps/server/ssr.ts): logged once with the request's id, method and path. Aborted
 * requests (the visitor went away) are not errors.
 */
export function handleError(error: unknown, { request, context }: { request: Request; context: RouterContextProvider }) {
  if (request.signal.aborted) return;
  const log = context.get(appContext).ctx.log;
  log.error({ err: error, method: request.method, path: new URL(request.url).pathname }, "page error");
}
