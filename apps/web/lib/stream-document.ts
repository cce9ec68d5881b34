import { PassThrough } from "node:stream";
import { createReadableStreamFromReadable } from "@react-router/node";
import type { ReactNode } from "react";
import { renderToPipeableStream } from "react-dom/server";

export interface StreamOptions {
  nonce?: string;
  /** Crawlers get the whole document at once; people get the shell as soon as it is ready. */
  waitForAll: boolean;
  status: number;
  headers: Headers;
  /** A render that has not finished by then is aborted (its pending parts become error boundaries). */
  timeoutMs: number;
  /** An error after the shell went out: the status is already sent, so it can only be logged. */
  onLateError: (error: unknown) => void;
}

/**
 * Streams a server-rendered document as a web Response. The abort timer is cleared as soon as the
 * whole document is written: left running, it would keep every finished render (its tree, data and
 * buffers) alive for its full timeout — at a few hundred pages a second, thousands of them, and the
 * server ran out of heap under load (issue 15).
 */
export function streamDocument(element: ReactNode, options: StreamOptions): Promise<Response> {
  const { headers, waitForAll } = options;
  let status = options.status;
  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const respond = () => {
      shellRendered = true;
      const body = new PassThrough();
      headers.set("Content-Type", "text/html; charset=utf-8");
      resolve(new Response(createReadableStreamFromReadable(body), { headers, status }));
      pipe(body);
    };
    const { pipe, abort } = renderToPipeableStream(element, {
      nonce: options.nonce,
      onShellReady() {
        if (!waitForAll) respond();
      },
      onAllReady() {
        clearTimeout(timer);
        if (waitForAll) respond();
      },
      onShellError(error: unknown) {
        clearTimeout(timer);
        reject(error);
      },
      onError(error: unknown) {
        status = 500;
        if (shellRendered) options.onLateError(error);
      },
    });
    const timer = setTimeout(abort, options.timeoutMs);
  });
}
