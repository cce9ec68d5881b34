// Fields from pairs: for each field, the pairs whose label (and section) the label table accepts,
// best priority first and then in reading order; the first whose value passes the field's validator
// wins. Evidence is the exact span from the label to the value; confidence comes from how the value
// was found (calibrated on the labelled notices, see ADR 0028 and `npm run extract-quality`).
import { type LabelField, rulesFor } from "./labels";
import type { Layout, Pair, PairKind } from "./layout";
import { normalizeText } from "./normalize";
import type { Read } from "./values";

export interface Resolved<T> {
  value: T;
  evidence: string;
  confidence: number;
  pair: Pair;
  /** How it was found: the pair's kind and the label's priority ("colon1", "prose2"). */
  how: string;
}

/** Observed precision per way of finding a value (see the calibration table of extract-quality). */
const CONFIDENCE: Record<PairKind, [number, number]> = {
  colon: [0.97, 0.9],
  cell: [0.97, 0.9],
  next: [0.95, 0.88],
  table: [0.95, 0.88],
  summary: [0.95, 0.88],
  glued: [0.9, 0.85],
  prose: [0.88, 0.8],
};

export function confidenceOf(kind: PairKind, priority: number): number {
  const [first, later] = CONFIDENCE[kind];
  return priority <= 1 ? first : later;
}

interface Candidate {
  pair: Pair;
  priority: number;
}

const byField = new WeakMap<Layout, Map<LabelField, Candidate[]>>();

/** Pairs that may hold `field`, best first: one pass over the pairs per notice, for every field. */
export function candidatesFor(layout: Layout, field: LabelField): Candidate[] {
  let index = byField.get(layout);
  if (!index) {
    index = new Map();
    for (const pair of layout.pairs) {
      for (const rule of rulesFor(pair.label, pair.section)) {
        if (rule.notTable && pair.kind === "table") continue;
        const list = index.get(rule.field) ?? [];
        // A label several rules of one field accept ("项目编号": the exact and the longer spelling) takes the best.
        const seen = list.find((c) => c.pair === pair);
        if (!seen) list.push({ pair, priority: rule.priority });
        else seen.priority = Math.min(seen.priority, rule.priority);
        index.set(rule.field, list);
      }
    }
    for (const list of index.values()) list.sort((a, b) => rank(a) - rank(b) || a.pair.start - b.pair.start);
    byField.set(layout, index);
  }
  return index.get(field) ?? [];
}

/** Prose and the glued summary (whose figures are rounded or placeholders) come after the body's pairs. */
const rank = (c: Candidate) => c.priority * 2 + (c.pair.kind === "prose" || c.pair.kind === "summary" || c.pair.kind === "glued" ? 1 : 0);

export function evidenceOf(original: string, pair: Pair, length: number): string {
  return original
    .slice(pair.from, Math.max(pair.start + length, pair.from))
    .replace(/\s*\n\s*/g, " ")
    .trim()
    .slice(0, 200);
}

/** A name or code as the notice writes it (full-width brackets stay), cut at the same offset. */
export function asWritten<T>(original: string, start: number, value: T): T {
  if (typeof value !== "string") return value;
  const raw = original.slice(start, start + value.length);
  return (normalizeText(raw) === value ? raw : value) as T;
}

export function resolve<T>(
  original: string,
  layout: Layout,
  field: LabelField,
  read: (value: string, pair: Pair) => Read<T> | undefined,
  opts: { latest?: boolean } = {},
): Resolved<T> | undefined {
  let list = candidatesFor(layout, field);
  // A clarification states the old value, then the new one: of the best-ranked labels, the last wins.
  if (opts.latest && list.length > 1) {
    const best = Math.min(...list.map((c) => c.priority));
    list = [...list].sort((a, b) => (a.priority === best ? 0 : 1) - (b.priority === best ? 0 : 1) || b.pair.start - a.pair.start);
  }
  for (const c of list) {
    const r = read(c.pair.value, c.pair);
    if (r) {
      return {
        value: asWritten(original, c.pair.start + (r.skip ?? 0), r.value),
        evidence: evidenceOf(original, c.pair, r.length),
        confidence: confidenceOf(c.pair.kind, c.priority),
        pair: c.pair,
        how: `${c.pair.kind}${c.priority}`,
      };
    }
  }
  return undefined;
}
