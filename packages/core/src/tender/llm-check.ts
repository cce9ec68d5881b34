import type { TenderFieldValue } from "@portal/db/schema";
import { parseAmount, parseCapitalAmount, parseDateTime, resolveRegion } from "@portal/text";
import type { LlmField } from "./llm-fields";
import type { Fields } from "./prepare";

/**
 * What the model answers is a claim, not a fact: a value is kept only with evidence copied from the
 * notice and a value that the evidence states. Everything kept says it came from the model and is
 * never surer than LLM_CONFIDENCE, below the rules' 0.7–0.9.
 */
export const LLM_CONFIDENCE = 0.6;

const STAGES = new Set(["0100", "0102", "0103", "0104", "0105", "0106", "0107"]);
const MIN_AMOUNT = 100;
const MAX_AMOUNT = 1e12;
const PLACEHOLDER = /^(无|暂无|不详|未知|null|none|n\/a|见.*|详见.*|[/\-—_*]+)$/i;

// Whitespace is dropped before comparing: models rejoin lines and table cells as they like.
const squash = (s: string) => s.replace(/\s+/g, "");

const NUM_RE = /(\d{1,3}(?:[,，]\d{3})+(?:\.\d+)?|\d+(?:\.\d+)?)\s*(亿元|万元|元|亿|万)?/g;
const CHINESE_RE = /[零〇一二两三四五六七八九十百千壹贰叁肆伍陆柒捌玖拾佰仟万亿元圆角分整]{2,40}/g;

/** Every amount the text may mean; a bare number counts as 元, 万元 or 亿元 (the unit may sit in a header). */
export function amountsIn(s: string): number[] {
  const out: number[] = [];
  for (const m of s.matchAll(NUM_RE)) {
    for (const unit of m[2] ? [m[2]] : ["元", "万元", "亿元"]) {
      const v = parseAmount(m[1] as string, unit);
      if (v !== undefined) out.push(v);
    }
  }
  for (const m of s.matchAll(CHINESE_RE)) {
    const v = /[元圆]/.test(m[0]) ? parseCapitalAmount(m[0]) : undefined;
    if (v) out.push(v);
  }
  return out;
}

const sameAmount = (a: number, b: number) => Math.abs(a - b) <= Math.max(1, b * 1e-4);

function amount(v: unknown, where: string): number | undefined {
  if (typeof v !== "number" || !Number.isFinite(v) || v < MIN_AMOUNT || v > MAX_AMOUNT) return undefined;
  return amountsIn(where).some((a) => sameAmount(a, v)) ? Math.round(v * 100) / 100 : undefined;
}

function name(v: unknown): string | undefined {
  if (typeof v !== "string") return undefined;
  const s = squash(v);
  return s.length >= 2 && s.length <= 100 && !PLACEHOLDER.test(s) ? s : undefined;
}

const DATE_VALUE = /^(\d{4})-(\d{2})-(\d{2})(?: (\d{2}):(\d{2}))?$/;

/** A real calendar date (and time), 2000–2100, that the evidence states too. */
function dateTime(v: unknown, evidence: string): string | undefined {
  const m = typeof v === "string" ? DATE_VALUE.exec(v.trim()) : null;
  if (!m) return undefined;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const day = new Date(Date.UTC(y, mo - 1, d));
  if (y < 2000 || y > 2100 || day.getUTCMonth() !== mo - 1 || day.getUTCDate() !== d) return undefined;
  if (m[4] !== undefined && (Number(m[4]) > 23 || Number(m[5]) > 59)) return undefined;
  const value = m[0];
  const stated = [...evidence.matchAll(/\d{4}\s*[年\-/.]/g)].map((x) => parseDateTime(evidence.slice(x.index ?? 0)));
  const agrees = stated.some(
    (s) => s !== undefined && s.slice(0, 10) === value.slice(0, 10) && (s.length === 10 || value.length === 10 || s === value),
  );
  return agrees ? value : undefined;
}

function candidates(v: unknown, notice: string): { name: string; rank?: number; amount_yuan?: number }[] | undefined {
  if (!Array.isArray(v) || v.length === 0 || v.length > 30) return undefined;
  const out: { name: string; rank?: number; amount_yuan?: number }[] = [];
  for (const item of v) {
    const c = item as { name?: unknown; rank?: unknown; amount_yuan?: unknown } | null;
    const n = name(c?.name);
    if (!n || !notice.includes(n) || out.some((x) => x.name === n)) continue;
    const rank = typeof c?.rank === "number" && Number.isInteger(c.rank) && c.rank >= 1 && c.rank <= 30 ? c.rank : undefined;
    const amountYuan = amount(c?.amount_yuan, notice);
    out.push({ name: n, ...(rank ? { rank } : {}), ...(amountYuan ? { amount_yuan: amountYuan } : {}) });
  }
  return out.length ? out : undefined;
}

type Checked = { value: unknown } | { refused: string };
const or = (value: unknown, refused: string): Checked => (value === undefined ? { refused } : { value });

/** The checked value of one field, or why it was refused. */
function checkValue(key: LlmField, v: unknown, evidence: string, notice: string): Checked {
  const ev = squash(evidence);
  switch (key) {
    case "stage":
      return or(typeof v === "string" && STAGES.has(v) ? v : undefined, "不是已知的公告类型");
    case "budget_yuan":
    case "max_price_yuan":
    case "win_amount_yuan":
      return or(amount(v, evidence), "金额不是以元为单位的数字，或与原文不符");
    case "buyer":
    case "agency":
    case "winner":
    case "project_code": {
      const n = name(v);
      return or(n && ev.includes(n) ? (key === "project_code" ? String(v).trim() : n) : undefined, "名称无效或不在原句中");
    }
    case "bid_deadline":
    case "open_time":
      return or(dateTime(v, evidence), "日期无效或与原句不符");
    case "candidates":
      return or(candidates(v, notice), "候选人无效");
    case "region": {
      const n = name(v);
      const r = n ? resolveRegion([n]) : undefined;
      const e = resolveRegion([evidence]);
      return or(r && e && r.code.slice(0, 2) === e.code.slice(0, 2) ? r : undefined, "地区无法识别或与原句不符");
    }
  }
}

/**
 * Keeps the asked-for fields whose evidence is a sentence of the notice (whitespace aside) and
 * whose value passes its check; `null` answers mean "not stated" and are simply absent.
 */
export function checkLlmAnswer(answer: Record<string, unknown>, asked: LlmField[], title: string, text: string) {
  const notice = squash(`${title}\n${text}`);
  const fields: Fields = {};
  const dropped: string[] = [];
  const keep = (k: string, value: unknown, evidence: string) => {
    fields[k] = { value, evidence, confidence: LLM_CONFIDENCE, source: "llm" } satisfies TenderFieldValue;
  };
  for (const key of asked) {
    const a = answer[key] as { value?: unknown; evidence?: unknown } | null | undefined;
    if (a === null || a === undefined || a.value === null || a.value === undefined) continue;
    const evidence = typeof a.evidence === "string" ? a.evidence.trim().replace(/\s+/g, " ") : "";
    const ev = squash(evidence);
    if (ev.length < 4 || ev.length > 400 || !notice.includes(ev)) {
      dropped.push(`${key}：原句不在公告中`);
      continue;
    }
    const checked = checkValue(key, a.value, evidence, notice);
    if ("refused" in checked) {
      dropped.push(`${key}：${checked.refused}`);
    } else if (key === "region") {
      const r = checked.value as { name: string; code: string };
      keep("region", r.name, evidence);
      keep("region_code", r.code, evidence);
    } else keep(key, checked.value, evidence);
  }
  return { fields, dropped };
}
