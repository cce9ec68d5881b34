import type { TokenUsage } from "./client";

/**
 * What a generation sends to the page, one server-sent event each (the `event:` name is `type`).
 * Sections are numbered from 0; tool runs have no sections.
 */
export type AiStreamEvent =
  | { type: "start"; id: string; via: "quota" | "points" | "free" }
  | { type: "section"; idx: number; title: string }
  | { type: "delta"; idx?: number; text: string }
  | { type: "sectionDone"; idx: number; html: string; outcome: "ok" | "stopped" | "failed"; message?: string }
  | { type: "done"; outcome: "ok" | "stopped" | "failed"; message?: string; usage?: TokenUsage; html?: string };

/** Where a generation's events go and what can stop it (the request's abort signal). */
export interface AiSink {
  signal?: AbortSignal;
  send(event: AiStreamEvent): void | Promise<void>;
}
