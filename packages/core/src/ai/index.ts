// The language-model port (DESIGN §8) and its users: the writing tools and the AI paper (issue 13).
export {
  type AiClient,
  type AiClientOptions,
  AiError,
  type ChatMessage,
  openAiCompatible,
  type StreamResult,
  type TokenUsage,
} from "./client";
export type { AiSink, AiStreamEvent } from "./events";
export { aiStatus, DAILY_TOKEN_CAP, NO_PROVIDER, tokensToday } from "./generate";
export {
  createPaper,
  deletePaper,
  exportPaperDocx,
  myPaper,
  myPapers,
  type NewPaper,
  PAPER_DISCIPLINES,
  PAPER_LENGTHS,
  type PaperSectionView,
  type PaperView,
  regenerateSection,
  saveSection,
  updateOutline,
  writePaper,
} from "./papers";
export { aiHistoryOf, eraseAiOf } from "./privacy";
export { findReferences, type Reference } from "./references";
export {
  AI_TOOLS_NS,
  adminTools,
  createTool,
  listTools,
  type ToolCard,
  type ToolDetail,
  type ToolPatch,
  type ToolRow,
  toolDetail,
  updateTool,
} from "./tools";
export { type AiUsageRow, aiUsageSummary } from "./usage";
export { deleteWriting, myWriting, myWritings, runTool, type WritingView } from "./writings";
