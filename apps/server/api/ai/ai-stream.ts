import type { AiSink, AiStreamEvent } from "@portal/core";
import { AppError } from "@portal/core";
import type { Context } from "hono";
import { streamSSE } from "hono/streaming";
import type { AppEnv } from "../../env";

/** A comment line this often keeps proxies from closing a stream while the model thinks. */
const KEEPALIVE_MS = 15_000;

/**
 * Runs a generation and answers its events as server-sent events. Nothing is sent until the first
 * event, so refusals (no login, no model, quota spent, bad input) are ordinary JSON errors with
 * their HTTP status. A client that goes away aborts the generation: the text so far is kept and
 * the provider stops spending tokens.
 */
export async function sseFrom(c: Context<AppEnv>, run: (sink: AiSink) => Promise<unknown>): Promise<Response> {
  const ctl = new AbortController();
  c.req.raw.signal?.addEventListener("abort", () => ctl.abort(), { once: true });
  const queue: AiStreamEvent[] = [];
  let wake: () => void = () => {};
  let started: () => void = () => {};
  const firstEvent = new Promise<void>((resolve) => {
    started = resolve;
  });
  let finished = false;
  const sink: AiSink = {
    signal: ctl.signal,
    send(event) {
      queue.push(event);
      started();
      wake();
    },
  };
  const job = run(sink).finally(() => {
    finished = true;
    wake();
  });
  await Promise.race([firstEvent, job]);
  c.header("X-Accel-Buffering", "no");
  c.header("Cache-Control", "no-store");
  return streamSSE(c, async (stream) => {
    stream.onAbort(() => ctl.abort());
    const ping = setInterval(() => void stream.write(": keep-alive\n\n").catch(() => {}), KEEPALIVE_MS);
    try {
      for (;;) {
        for (let ev = queue.shift(); ev; ev = queue.shift()) {
          await stream.writeSSE({ event: ev.type, data: JSON.stringify(ev) });
        }
        if (finished) break;
        await new Promise<void>((resolve) => {
          wake = resolve;
        });
      }
      await job.catch(async (err: unknown) => {
        c.get("ctx").log.error({ err }, "ai generation failed");
        const message = err instanceof AppError ? err.userMessage : "生成失败，请稍后重试";
        await stream.writeSSE({ event: "error", data: JSON.stringify({ type: "error", message }) });
      });
    } finally {
      clearInterval(ping);
    }
  });
}
