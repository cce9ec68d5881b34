import { ENGINEERING_STAGES, PARTY_TYPES, PROJECT_TYPES, TENDER_CATEGORIES, TENDER_FIELDS, TENDER_STATES } from "@portal/contract";
import { formatYuan } from "~/lib/money";

export const STATE_TAGS: Record<string, { text: string; color: string }> = {
  published: { text: TENDER_STATES.published, color: "green" },
  withdrawn: { text: TENDER_STATES.withdrawn, color: "red" },
};

export type FieldKind = (typeof TENDER_FIELDS)[keyof typeof TENDER_FIELDS]["kind"];

/** Choices of the fields that take a code, in the console's selects. */
export const CHOICES: Partial<Record<FieldKind, { value: string; label: string }[]>> = {
  stage: Object.entries(ENGINEERING_STAGES).map(([value, s]) => ({ value, label: s.label })),
  category: Object.entries(TENDER_CATEGORIES).map(([value, label]) => ({ value, label })),
  projectType: Object.entries(PROJECT_TYPES)
    .filter(([v]) => v !== "ALL")
    .map(([value, label]) => ({ value, label })),
  partyType: Object.entries(PARTY_TYPES)
    .filter(([v]) => v !== "ALL")
    .map(([value, label]) => ({ value, label })),
};

export const kindOf = (key: string): FieldKind | undefined =>
  Object.hasOwn(TENDER_FIELDS, key) ? TENDER_FIELDS[key as keyof typeof TENDER_FIELDS].kind : undefined;

/** The raw code behind a labelled value (for the tooltip), or undefined when the value is not a code. */
export function codeOf(key: string, value: unknown): string | undefined {
  const kind = kindOf(key);
  return kind && CHOICES[kind]?.some((c) => c.value === value) ? String(value) : undefined;
}

/** A field's value as a reader wants it: labels for codes, 万元 for amounts, names for candidates. */
export function showValue(key: string, value: unknown): string {
  if (value === null || value === undefined || value === "") return "—";
  const kind = kindOf(key);
  if (kind === "amount") return typeof value === "number" ? `${formatYuan(value)}（${value.toLocaleString("zh-CN")} 元）` : String(value);
  const choice = kind ? CHOICES[kind]?.find((c) => c.value === value) : undefined;
  // The label alone: the code (ENGINEERING, TUNNEL, JL) means nothing to an editor; codeOf gives it for a tooltip.
  if (choice) return choice.label;
  if (Array.isArray(value)) {
    return value
      .map((c: { name?: string; rank?: number; amount_yuan?: number }) =>
        [c.rank ? `第${c.rank}名` : "", c.name ?? "", c.amount_yuan ? formatYuan(c.amount_yuan) : ""].filter(Boolean).join(" "),
      )
      .join("；");
  }
  return String(value);
}
