import { type AiClient, openAiCompatible } from "@portal/core";
import type { Config } from "./config";

/** The language model (ctx.ai) when LLM_BASE_URL and LLM_MODEL are set; otherwise none, and its users say so. */
export function createAi(config: Config): AiClient | undefined {
  if (!config.LLM_BASE_URL || !config.LLM_MODEL) return undefined;
  return openAiCompatible({
    baseUrl: config.LLM_BASE_URL,
    apiKey: config.LLM_API_KEY,
    model: config.LLM_MODEL,
    timeoutMs: config.LLM_TIMEOUT_MS,
  });
}
