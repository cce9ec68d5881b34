// Rule-based tender-announcement field extractor: every field keeps its evidence and a confidence.
import { findAmount } from "./amounts";
import { type Candidate, findCandidates } from "./candidates";
import { parseDateTime } from "./dates";
import { findAgency, findBuyer, findProjectCode, findWinner, sentenceAround } from "./parties";
import { resolveRegionWithText } from "./region";
import { detectStage, type StageCode } from "./stage";

export { findAmount, parseAmount, parseCapitalAmount } from "./amounts";
export type { Candidate } from "./candidates";
export { parseDateTime } from "./dates";
export { regionChildren, regionName, resolveRegion } from "./region";
export { detectStage, type StageCode } from "./stage";

/**
 * Bumped whenever a change to the rules can change what they extract from a stored notice:
 * stored notices extracted by an older version are re-extracted in the background.
 */
export const EXTRACTOR_VERSION = 2;

export interface Field<T> {
  value: T;
  evidence: string;
  confidence: number;
}

export interface TenderFields {
  stage?: Field<StageCode>;
  budget_yuan?: Field<number>;
  max_price_yuan?: Field<number>;
  buyer?: Field<string>;
  agency?: Field<string>;
  winner?: Field<string>;
  win_amount_yuan?: Field<number>;
  candidates?: Field<Candidate[]>;
  bid_deadline?: Field<string>;
  open_time?: Field<string>;
  project_code?: Field<string>;
  region?: Field<string>;
  region_code?: Field<string>;
}

function labelledAmount(text: string, labels: string): Field<number> | undefined {
  const re = new RegExp(
    `(?:${labels})\\s*(?:[(（]\\s*(万元|元|亿元)\\s*[)）])?\\s*(?:为|是|约)?\\s*[：:]?\\s*\\|?\\s*(?:人民币|￥|¥)?`,
    "g",
  );
  for (const m of text.matchAll(re)) {
    const rest = text.slice((m.index ?? 0) + m[0].length);
    const f = findAmount(rest, m[1]);
    // Below 100 yuan it is a rate or a count in a bare cell, not a contract price.
    if (f && !f.isRate && f.value >= 100) {
      return { value: f.value, evidence: sentenceAround(text, m.index ?? 0), confidence: f.unitStated ? 0.9 : 0.7 };
    }
  }
  return undefined;
}

function labelledDate(text: string, labels: string): Field<string> | undefined {
  const re = new RegExp(`(?:${labels})[^\\n\\d]{0,20}`, "g");
  for (const m of text.matchAll(re)) {
    const rest = text.slice((m.index ?? 0) + m[0].length, (m.index ?? 0) + m[0].length + 40);
    const v = parseDateTime(rest);
    if (v) return { value: v, evidence: sentenceAround(text, m.index ?? 0), confidence: 0.85 };
  }
  return undefined;
}

const wrap = <T>(f: { value: T; evidence: string } | undefined, confidence: number): Field<T> | undefined =>
  f ? { value: f.value, evidence: f.evidence, confidence } : undefined;

export function extractTender(title: string, text: string): TenderFields {
  const out: TenderFields = {};
  const stage = detectStage(title, text);
  if (stage) out.stage = { value: stage, evidence: title || text.slice(0, 80), confidence: 0.9 };
  out.budget_yuan = labelledAmount(text, "预算金额|项目预算|采购预算|预算价|概算金额|投资估算|项目总投资");
  out.max_price_yuan = labelledAmount(text, "最高投标限价|招标控制价|最高限价|控制价|拦标价|最高报价限价");
  out.buyer = wrap(findBuyer(text), 0.85);
  out.agency = wrap(findAgency(text), 0.85);
  out.project_code = wrap(findProjectCode(text), 0.85);
  if (stage === "0104") {
    out.winner = wrap(findWinner(text), 0.85);
    out.win_amount_yuan = labelledAmount(
      text,
      "中标价|中标金额|成交金额|中标（成交）金额|中标\\(成交\\)金额|中标价格|成交价格|成交价|中标报价",
    );
  }
  if (stage === "0103" || stage === "0102" || stage === "0104") {
    const c = findCandidates(text);
    if (c && stage !== "0104") out.candidates = { ...c, confidence: 0.8 };
  }
  out.bid_deadline = labelledDate(text, "投标截止时间|递交截止时间|响应文件提交截止时间|投标文件递交截止时间|截止时间");
  out.open_time = labelledDate(text, "开标时间|开标日期|开启时间");
  if (!out.open_time && out.bid_deadline && /截止时间[^\n。]{0,30}(?:（开标时间）|即开标时间|同开标时间)/.test(text)) {
    out.open_time = out.bid_deadline;
  }
  const addr = /(?:建设地点|项目地址|地址|地点)\s*[：:]\s*\|?\s*([^\n|]{2,40})/.exec(text)?.[1] ?? "";
  // The body mentions many places (bidders' past work); it is only a fallback.
  const region = resolveRegionWithText([title, out.buyer?.value ?? "", addr], text.slice(0, 1500));
  if (region) {
    out.region = { value: region.name, evidence: region.evidence, confidence: 0.8 };
    out.region_code = { value: region.code, evidence: region.evidence, confidence: 0.8 };
  }
  for (const k of Object.keys(out) as (keyof TenderFields)[]) if (out[k] === undefined) delete out[k];
  return out;
}
