// The contract fields the language model may be asked for: named by the asking side (llm-extract.ts)
// and the checking side (llm-check.ts).
export const LLM_FIELDS = [
  "stage",
  "budget_yuan",
  "max_price_yuan",
  "buyer",
  "agency",
  "winner",
  "win_amount_yuan",
  "candidates",
  "bid_deadline",
  "open_time",
  "project_code",
  "region",
] as const;
export type LlmField = (typeof LLM_FIELDS)[number];
