import { configured, type HttpClient } from "../http";
import { type AiClientOptions, AiError, type ChatMessage, type StreamOptions, type StreamResult, type TokenUsage } from "./port";

interface Target {
  url: string;
  opts: AiClientOptions;
  timeoutMs: number;
  http: HttpClient;
}

/** Backstops of the port for a stream, which keeps its own (tighter) silence timer below. */
const STREAM_TOTAL_MS = 15 * 60_000;
const STREAM_MAX_BYTES = 16 * 1024 * 1024;

/** Statuses worth another try: rate limited or the provider's own trouble. */
const RETRYABLE = new Set([408, 409, 429, 500, 502, 503, 504]);

const sleep = (ms: number, signal?: AbortSignal) =>
  new Promise<void>((resolve) => {
    const t = setTimeout(resolve, ms);
    const stop = () => {
      clearTimeout(t);
      resolve();
    };
    signal?.addEventListener("abort", stop, { once: true });
  });

/** Rough: Chinese runs about 1.5 characters per token in current tokenizers; used only when the provider sends no usage. */
export const estimateTokens = (text: string) => Math.ceil(text.length / 1.5);

/**
 * A streamed chat completion (OpenAI `stream: true`, server-sent events). A call that fails before
 * its first chunk is retried with backoff; once text has reached the caller it is not, since the
 * caller has shown it. The timeout bounds the wait for the answer to start and every silence
 * between chunks, so a provider that stalls mid-answer cannot hold a request for ever.
 */
export async function streamCompletion(t: Target, messages: ChatMessage[], o: StreamOptions): Promise<StreamResult> {
  const retries = t.opts.retries ?? 2;
  for (let attempt = 0; ; attempt++) {
    try {
      return await streamOnce(t, messages, o);
    } catch (err) {
      const e = err as AiError & { started?: boolean };
      const retryable = !e.started && (e.code === "network" || e.code === "timeout" || (e.status !== undefined && RETRYABLE.has(e.status)));
      if (!retryable || attempt >= retries || o.signal?.aborted) throw err;
      await sleep(500 * 2 ** attempt, o.signal);
      if (o.signal?.aborted) throw new AiError("已取消生成", undefined, "cancelled");
    }
  }
}

async function streamOnce(t: Target, messages: ChatMessage[], o: StreamOptions): Promise<StreamResult> {
  // One controller ends the fetch for any reason: the caller's cancel or our own idle timer.
  const ctl = new AbortController();
  let timedOut = false;
  let timer: NodeJS.Timeout | undefined;
  const arm = () => {
    clearTimeout(timer);
    timer = setTimeout(() => {
      timedOut = true;
      ctl.abort();
    }, t.timeoutMs);
  };
  const onCancel = () => ctl.abort();
  if (o.signal?.aborted) throw new AiError("已取消生成", undefined, "cancelled");
  o.signal?.addEventListener("abort", onCancel, { once: true });
  let started = false;
  const fail = (err: unknown): never => {
    if (err instanceof AiError) throw Object.assign(err, { started });
    if (o.signal?.aborted) throw Object.assign(new AiError("已取消生成", undefined, "cancelled"), { started });
    if (timedOut) throw Object.assign(new AiError(`大模型服务 ${t.timeoutMs} ms 内没有新的内容`, undefined, "timeout"), { started });
    throw Object.assign(new AiError(`无法连接大模型服务：${(err as Error).message}`, undefined, "network"), { started });
  };
  try {
    arm();
    const res = await t.http
      .fetch(t.url, {
        ...configured(t.opts.baseUrl),
        timeoutMs: t.timeoutMs * 2,
        totalMs: STREAM_TOTAL_MS,
        maxBytes: STREAM_MAX_BYTES,
        method: "POST",
        headers: { "content-type": "application/json", ...(t.opts.apiKey ? { authorization: `Bearer ${t.opts.apiKey}` } : {}) },
        body: JSON.stringify({
          model: t.opts.model,
          messages,
          stream: true,
          stream_options: { include_usage: true },
          temperature: o.temperature ?? 0.7,
          max_tokens: o.maxTokens ?? 2000,
        }),
        signal: ctl.signal,
      })
      .catch(fail);
    if (!res.ok || !res.body) {
      const body = await res.text().catch(() => "");
      throw new AiError(`大模型服务返回 HTTP ${res.status}：${body.slice(0, 200)}`, res.status);
    }
    let text = "";
    let usage: TokenUsage | undefined;
    let finishReason = "stop";
    let buffered = "";
    const decoder = new TextDecoder();
    arm();
    for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
      arm();
      buffered += decoder.decode(chunk, { stream: true });
      // Events end with a blank line; a partial one waits for the next chunk.
      const events = buffered.split(/\r?\n\r?\n/);
      buffered = events.pop() ?? "";
      for (const event of events) {
        const data = event
          .split(/\r?\n/)
          .filter((l) => l.startsWith("data:"))
          .map((l) => l.slice(5).trimStart())
          .join("\n");
        if (!data || data === "[DONE]") continue;
        const parsed = parseChunk(data);
        if (parsed.usage) usage = parsed.usage;
        if (parsed.finishReason) finishReason = parsed.finishReason;
        if (parsed.delta) {
          started = true;
          text += parsed.delta;
          await o.onDelta(parsed.delta);
        }
      }
    }
    if (!text) throw new AiError("大模型服务没有返回任何内容");
    const promptChars = messages.reduce((n, m) => n + m.content.length, 0);
    return {
      text,
      finishReason,
      usage: usage ?? { promptTokens: Math.ceil(promptChars / 1.5), completionTokens: estimateTokens(text), estimated: true },
    };
  } catch (err) {
    return fail(err);
  } finally {
    clearTimeout(timer);
    o.signal?.removeEventListener("abort", onCancel);
  }
}

interface Chunk {
  choices?: { delta?: { content?: unknown }; finish_reason?: string | null }[];
  usage?: { prompt_tokens?: number; completion_tokens?: number } | null;
  error?: { message?: string };
}

function parseChunk(data: string): { delta?: string; usage?: TokenUsage; finishReason?: string } {
  let chunk: Chunk;
  try {
    chunk = JSON.parse(data) as Chunk;
  } catch {
    throw new AiError("大模型服务的流式应答不是 JSON");
  }
  // Some providers report a failure inside the stream after a 200.
  if (chunk.error) throw new AiError(`大模型服务报错：${String(chunk.error.message ?? "未知错误").slice(0, 200)}`, 502);
  const choice = chunk.choices?.[0];
  const u = chunk.usage;
  return {
    delta: typeof choice?.delta?.content === "string" && choice.delta.content ? choice.delta.content : undefined,
    finishReason: choice?.finish_reason ?? undefined,
    usage: u ? { promptTokens: u.prompt_tokens ?? 0, completionTokens: u.completion_tokens ?? 0, estimated: false } : undefined,
  };
}
