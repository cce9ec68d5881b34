import type { Rule } from "~/components/form/use-form";
import { chinaMinute } from "~/lib/china-time";

/**
 * The 发布 choice of the console's editors (articles and the other content kinds): a draft, live
 * now, or live at a time to come, entered and checked in China time whatever the browser's zone.
 */
export const PUBLISH_MODES = [
  { value: "draft", label: "存为草稿" },
  { value: "now", label: "立即发布" },
  { value: "schedule", label: "定时发布" },
];

export type PublishMode = "draft" | "now" | "schedule";

/** China time as the browser's date-time field holds it ("2026-12-01T09:30"). */
export const fieldTime = (iso: string) => chinaMinute(iso).replace(" ", "T");

export const publishAtRules: Rule<{ mode?: string | boolean }>[] = [
  (v, all) => (all.mode === "schedule" && !v ? "请选择发布时间" : undefined),
  // The server reads the time as China time; so does this check, whatever the browser's time zone.
  (v, all) =>
    all.mode === "schedule" && typeof v === "string" && v && v <= fieldTime(new Date().toISOString())
      ? "定时发布的时间须在将来"
      : undefined,
];

/** The mode a record opens with: published with a time to come is scheduled. */
export function modeOf(published: boolean, publishAt: string | null | undefined): PublishMode {
  if (!published) return "draft";
  return publishAt && Date.parse(publishAt) > Date.now() ? "schedule" : "now";
}

/**
 * What the API gets for the chosen mode. Going live now, a record that is already live keeps its
 * original date; a draft or a scheduled one is dated now (publishAt null).
 */
export function publicationBody(mode: string, publishAt: string, liveNow: boolean) {
  if (mode === "draft") return { state: "DRAFT" };
  if (mode === "schedule") return { state: "PUBLISHED", publishAt: publishAt.replace("T", " ") };
  return { state: "PUBLISHED", ...(liveNow ? {} : { publishAt: null }) };
}
