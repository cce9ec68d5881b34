import { Writable } from "node:stream";
import { renderToPipeableStream } from "react-dom/server";
import type { EntryContext, RouterContextProvider } from "react-router";
import { ServerRouter } from "react-router";
// Every panel of 个人中心, so the server renders whichever tab a request opens.
import "./components/account/center-tabs.server";
import { appContext } from "./lib/app-context";
import { NonceContext } from "./lib/nonce";
import { memoizeContextMatch } from "./lib/route-match-cache";

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
  // <Scripts> matches the path and its ancestors against every route on each render: remember those.
  memoizeContextMatch(routerContext.staticHandlerContext);
  return new Promise<Response>((resolve, reject) => {
    // The whole document is collected and sent as one body (issue 15). Loaders have finished before
    // rendering starts, so "all ready" follows "shell ready" within the same render; streaming the
    // shell first bought nothing but a PassThrough, a web stream around it and a socket write per
    // chunk, 4–6 % of a page's CPU. Crawlers always got the whole document this way.
    let shellRendered = false;
    const chunks: Buffer[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        chunks.push(chunk);
        done();
      },
    });
    sink.on("finish", () => {
      responseHeaders.set("Content-Type", "text/html; charset=utf-8");
      resolve(new Response(Buffer.concat(chunks), { headers: responseHeaders, status: responseStatusCode }));
    });
    const { pipe, abort } = renderToPipeableStream(
      <NonceContext.Provider value={nonce}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </NonceContext.Provider>,
      {
        nonce,
        onShellReady() {
          shellRendered = true;
        },
        onAllReady() {
          pipe(sink);
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          // Before the shell the whole render fails (onShellError); after it, a Suspense boundary
          // falls back to rendering in the browser and the page is still answered: log it.
          if (shellRendered) loadContext.get(appContext).ctx.log.error({ err: error }, "render error");
          else responseStatusCode = 500;
        },
      },
    );
    setTimeout(abort, STREAM_TIMEOUT_MS + 1000);
  });
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
