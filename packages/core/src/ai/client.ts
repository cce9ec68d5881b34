import { configured, defaultHttp } from "../http";
import { type AiClient, type AiClientOptions, AiError } from "./port";
import { streamCompletion } from "./stream";

// The port's types and error live in port.ts, where stream.ts reads them too.
export {
  type AiClient,
  type AiClientOptions,
  AiError,
  type ChatMessage,
  type StreamOptions,
  type StreamResult,
  type TokenUsage,
} from "./port";

// Some models wrap JSON in a Markdown fence even in JSON mode.
const unfence = (s: string) =>
  s
    .trim()
    .replace(/^```(?:json)?\s*/i, "")
    .replace(/\s*```$/, "");

/** The port (port.ts) over any OpenAI-compatible chat-completions endpoint: one POST through ctx.http, no SDK. */
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
