// The language-model port (DESIGN §8): off unless LLM_* is set; first user the tender extractor.
export { type AiClient, type AiClientOptions, AiError, type ChatMessage, openAiCompatible } from "./client";
