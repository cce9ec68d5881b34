import type { AiStreamEvent } from "@portal/core";

/** A refusal before the stream started (no login, no quota, bad input): the server's own words. */
export class AiStreamError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
    this.name = "AiStreamError";
  }
}

export type AiEvent = AiStreamEvent | { type: "error"; message: string };

/**
 * Calls a generating endpoint and hands each server-sent event to `onEvent` as it arrives.
 * EventSource cannot POST or carry our CSRF header, so this reads the fetch body itself.
 * Aborting `signal` closes the connection; the server then stops the model and keeps the text.
 */
export async function streamAi(path: string, body: unknown, onEvent: (e: AiEvent) => void, signal?: AbortSignal): Promise<void> {
  const res = await fetch(path, {
    method: "POST",
    headers: { "Content-Type": "application/json", Accept: "text/event-stream", "X-Requested-With": "XMLHttpRequest" },
    body: JSON.stringify(body),
    credentials: "same-origin",
    signal,
  });
  if (!res.ok || !res.headers.get("content-type")?.includes("text/event-stream") || !res.body) {
    const json = (await res.json().catch(() => null)) as { msg?: string } | null;
    throw new AiStreamError(json?.msg ?? (res.status === 401 ? "请先登录" : "生成失败，请稍后重试"), res.status);
  }
  const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffered = "";
  for (;;) {
    const { value, done } = await reader.read();
    if (done) break;
    buffered += value;
    const blocks = buffered.split("\n\n");
    buffered = blocks.pop() ?? "";
    for (const block of blocks) {
      const data = block
        .split("\n")
        .filter((l) => l.startsWith("data:"))
        .map((l) => l.slice(5).trimStart())
        .join("\n");
      if (data) onEvent(JSON.parse(data) as AiEvent);
    }
  }
}
