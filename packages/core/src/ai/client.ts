import { configured, defaultHttp, type HttpClient } from "../http/client";
import { streamCompletion } from "./stream";

/**
 * The language-model port (ctx.ai, DESIGN §8): any OpenAI-compatible chat-completions endpoint
 * (OpenAI, DeepSeek, Qwen/DashScope, a local vLLM or Ollama …). Without LLM_* settings there is no
 * client at all and callers do without. One POST through the outgoing-HTTP port, a timeout, no SDK;
 * LLM_BASE_URL is the operator's, so a model on 127.0.0.1 is reached and nothing else is.
 */
export interface ChatMessage {
  role: "system" | "user" | "assistant";
  content: string;
}

export interface AiClient {
  readonly model: string;
  /** One completion in JSON mode; resolves to the parsed JSON object the model answered. */
  completeJson(messages: ChatMessage[], opts?: { maxTokens?: number }): Promise<Record<string, unknown>>;
  /** One streamed completion: `onDelta` gets the text as it arrives; resolves when the model is done. */
  stream(messages: ChatMessage[], opts: StreamOptions): Promise<StreamResult>;
}

export interface StreamOptions {
  maxTokens?: number;
  temperature?: number;
  /** Aborting ends the call at once with an AiError of code "cancelled". */
  signal?: AbortSignal;
  onDelta(text: string): void | Promise<void>;
}

export interface TokenUsage {
  promptTokens: number;
  completionTokens: number;
  /** The provider sent no usage, so the figures were estimated from the text. */
  estimated: boolean;
}

export interface StreamResult {
  text: string;
  usage: TokenUsage;
  /** "stop", or "length" when the answer was cut at maxTokens. */
  finishReason: string;
}

export interface AiClientOptions {
  /** The API root, e.g. https://api.deepseek.com/v1; `/chat/completions` is appended. */
  baseUrl: string;
  apiKey?: string;
  model: string;
  /** How long to wait for the answer to start, and at most between two streamed chunks. */
  timeoutMs?: number;
  /** Retries of a streamed call that failed before its first chunk (network, 429, 5xx). */
  retries?: number;
  /** The outgoing-HTTP port; the process's default one when absent. */
  http?: HttpClient;
}

/** A failed call: network, timeout, an HTTP error status or an answer that is not a JSON object. */
export class AiError extends Error {
  constructor(
    message: string,
    readonly status?: number,
    readonly code: "cancelled" | "timeout" | "http" | "network" | "answer" = status ? "http" : "answer",
  ) {
    super(message);
    this.name = "AiError";
  }
}

// Some models wrap JSON in a Markdown fence even in JSON mode.
const unfence = (s: string) =>
  s
    .trim()
    .replace(/^```(?:json)?\s*/i, "")
    .replace(/\s*```$/, "");

export function openAiCompatible(opts: AiClientOptions): AiClient {
  const url = `${opts.baseUrl.replace(/\/+$/, "")}/chat/completions`;
  const timeoutMs = opts.timeoutMs ?? 30_000;
  const http = opts.http ?? defaultHttp();
  return {
    model: opts.model,
    async completeJson(messages, o = {}) {
      let res: Response;
      try {
        res = await http.fetch(url, {
          ...configured(opts.baseUrl),
          timeoutMs,
          totalMs: timeoutMs,
          maxBytes: 4 * 1024 * 1024,
          method: "POST",
          headers: {
            "content-type": "application/json",
            ...(opts.apiKey ? { authorization: `Bearer ${opts.apiKey}` } : {}),
          },
          body: JSON.stringify({
            model: opts.model,
            messages,
            temperature: 0,
            max_tokens: o.maxTokens ?? 1500,
            response_format: { type: "json_object" },
          }),
        });
      } catch (err) {
        const timedOut = err instanceof Error && (err.name === "TimeoutError" || err.name === "AbortError");
        throw new AiError(
          timedOut ? `大模型服务 ${timeoutMs} ms 内未应答` : `无法连接大模型服务：${(err as Error).message}`,
          undefined,
          timedOut ? "timeout" : "network",
        );
      }
      // The body of an error may echo the request, never the key; a short slice is enough to diagnose.
      const body = await res.text().catch(() => "");
      if (!res.ok) throw new AiError(`大模型服务返回 HTTP ${res.status}：${body.slice(0, 200)}`, res.status);
      let content: unknown;
      try {
        content = (JSON.parse(body) as { choices?: { message?: { content?: unknown } }[] }).choices?.[0]?.message?.content;
      } catch {
        throw new AiError("大模型服务的应答不是 JSON");
      }
      if (typeof content !== "string") throw new AiError("大模型服务的应答缺少 choices[0].message.content");
      let parsed: unknown;
      try {
        parsed = JSON.parse(unfence(content));
      } catch {
        throw new AiError("大模型的回答不是 JSON 对象");
      }
      if (!parsed || typeof parsed !== "object" || Array.isArray(parsed)) throw new AiError("大模型的回答不是 JSON 对象");
      return parsed as Record<string, unknown>;
    },
    stream: (messages, o) => streamCompletion({ url, opts, timeoutMs, http }, messages, o),
  };
}
