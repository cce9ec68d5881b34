import type { AiClient } from "../ai";
import { checkLlmAnswer } from "./llm-check";
import { LLM_FIELDS, type LlmField } from "./llm-fields";
import type { Corrections, Fields } from "./prepare";

/**
 * The language model as a second extractor (ADR 0013): asked only for the contract fields the rules
 * left out, each with the sentence it came from; what it answers is checked (llm-check.ts) before
 * any of it is kept.
 */
export { LLM_FIELDS, type LlmField };

const DESCRIPTIONS: Record<LlmField, string> = {
  stage:
    "公告类型，取以下代码之一：0100 招标/采购/资格预审公告，0102 开标记录，0103 中标（成交）候选人公示，0104 中标（成交）结果公告，0105 澄清/更正/变更公告，0106 资格预审结果，0107 采购意向公开",
  budget_yuan: "预算金额（项目预算、采购预算），以元为单位的数字，万元、亿元要换算成元",
  max_price_yuan: "最高投标限价（招标控制价、最高限价），以元为单位的数字",
  buyer: "招标人或采购人的单位全称",
  agency: "招标代理机构或采购代理机构的单位全称",
  winner: "中标人或成交供应商的单位全称",
  win_amount_yuan: "中标（成交）金额，以元为单位的数字",
  candidates:
    '中标候选人数组，每项为 {"name": 单位全称, "rank": 名次（整数）, "amount_yuan": 投标报价（以元为单位的数字）}，原文没有的项省略',
  bid_deadline: "投标（响应文件提交）截止时间，格式 YYYY-MM-DD HH:MM，原文没有写时刻则为 YYYY-MM-DD",
  open_time: "开标时间，格式同投标截止时间",
  project_code: "项目编号或招标编号，照原文抄写",
  region: "项目所在地区，写到省、市、区县，如“湖北省宜昌市夷陵区”",
};

const BY_STAGE: Record<string, LlmField[]> = {
  "0100": ["budget_yuan", "max_price_yuan", "bid_deadline", "open_time"],
  "0102": ["max_price_yuan", "open_time"],
  "0103": ["candidates", "budget_yuan", "max_price_yuan"],
  "0104": ["winner", "win_amount_yuan", "budget_yuan", "max_price_yuan"],
  "0105": ["bid_deadline", "open_time"],
  "0106": [],
  "0107": ["budget_yuan"],
};
const COMMON: LlmField[] = ["buyer", "agency", "project_code", "region"];

/** Without these a notice of the stage is hard to use (list columns, filters, the map): worth a call. */
const KEY_BY_STAGE: Record<string, LlmField[][]> = {
  "0100": [["budget_yuan", "max_price_yuan"], ["bid_deadline"]],
  "0103": [["candidates"]],
  "0104": [["winner"], ["win_amount_yuan"]],
};

const stageOf = (fields: Fields, corrections: Corrections) => (corrections.stage?.value ?? fields.stage?.value) as string | undefined;
// Staff correct a region by its code.
const known = (k: string, fields: Fields, corrections: Corrections) =>
  k in fields || k in corrections || (k === "region" && "region_code" in corrections);

/**
 * The fields worth asking for: those the notice's stage can state and neither the rules nor staff
 * have filled. A notice of unknown stage is asked for all of them, its stage first.
 */
export function missingFields(fields: Fields, corrections: Corrections = {}): LlmField[] {
  const stage = stageOf(fields, corrections);
  const wanted = stage ? [...COMMON, ...(BY_STAGE[stage] ?? [])] : [...LLM_FIELDS];
  return LLM_FIELDS.filter((k) => wanted.includes(k) && !known(k, fields, corrections));
}

/** True when a key field is missing: no stage, buyer or region, or what the stage is about. */
export function needsLlm(fields: Fields, corrections: Corrections = {}): boolean {
  const stage = stageOf(fields, corrections);
  if (!stage) return true;
  const groups: LlmField[][] = [["buyer"], ["region"], ...(KEY_BY_STAGE[stage] ?? [])];
  return groups.some((any) => any.every((k) => !known(k, fields, corrections)));
}

/** Long notices are cut: the fields sit in the first part, and the evidence check still uses all of it. */
const MAX_TEXT_CHARS = 6000;

export function llmMessages(title: string, text: string, ask: LlmField[]) {
  const list = ask.map((k) => `- ${k}：${DESCRIPTIONS[k]}`).join("\n");
  const user = `从下面的招标公告中找出这些字段：\n${list}\n\n只输出一个 JSON 对象，键为上面的字段名。每个字段的值为 {"value": 值, "evidence": "该值所在的那一句，从原文逐字照抄"}；原文没有写明的字段给 null，不要推测，不要编造。\n\n标题：${title}\n正文：\n${text.slice(0, MAX_TEXT_CHARS)}`;
  return [
    { role: "system" as const, content: "你是工程建设招标公告的信息抽取助手。只依据用户给出的公告原文作答，输出 JSON。" },
    { role: "user" as const, content: user },
  ];
}

export interface LlmResult {
  /** Checked fields, marked source "llm"; only keys that were asked for. */
  fields: Fields;
  asked: LlmField[];
  /** Answers thrown away, with the reason (logged, never stored). */
  dropped: string[];
}

/** Asks the model for the missing fields of one notice. Throws AiError when the call fails. */
export async function llmExtract(ai: AiClient, notice: { title: string; text: string }, fields: Fields, corrections: Corrections = {}) {
  const asked = missingFields(fields, corrections);
  if (asked.length === 0) return { fields: {}, asked, dropped: [] } satisfies LlmResult;
  const answer = await ai.completeJson(llmMessages(notice.title, notice.text, asked));
  return { ...checkLlmAnswer(answer, asked, notice.title, notice.text), asked } satisfies LlmResult;
}
