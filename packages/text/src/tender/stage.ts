// Stage of an engineering announcement (SPEC §3 ENGINEERING_STAGES codes).
export type StageCode = "0100" | "0102" | "0103" | "0104" | "0105" | "0106";

const TITLE_RULES: [RegExp, StageCode][] = [
  [/澄清|更正|答疑|变更|补遗|修改|延期/, "0105"],
  [/开标记录|开标情况|开标结果/, "0102"],
  [/资格预审结果|资格审查结果|预审结果/, "0106"],
  [/中标候选人|成交候选人|评标结果公示|候选人公示/, "0103"],
  [/中标结果|成交结果|中标公告|成交公告|结果公告|中标公示|中选结果|成交公示/, "0104"],
  [/招标公告|资格预审公告|采购公告|比选公告|竞争性|询价公告|谈判公告|磋商公告|招标|采购/, "0100"],
];

/** Detects the stage from the title first, then the first lines of the text. */
export function detectStage(title: string, text: string): StageCode | undefined {
  for (const [re, code] of TITLE_RULES) if (re.test(title)) return code;
  const head = text.slice(0, 200);
  for (const [re, code] of TITLE_RULES) if (re.test(head)) return code;
  return undefined;
}
