import type { HttpClient } from "../http";

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
