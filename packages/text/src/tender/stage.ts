// Stage of an engineering announcement (SPEC §3 ENGINEERING_STAGES codes).
export type StageCode = "0100" | "0102" | "0103" | "0104" | "0105" | "0106" | "0107";

const TITLE_RULES: [RegExp, StageCode][] = [
  // "…招标控制价公示": the call's ceiling published after it, a supplement like 补充公告.
  [
    /澄清|更正|答疑|变更|补遗|补充通知|补充说明|延期|推迟|顺延|暂停|中止|终止|流标|废标|失败|取消|撤销|补充公告|异常公告|(?:招标控制价|最高投标限价|最高限价)公示/,
    "0105",
  ],
  [/开标记录|开标情况|开标结果|开标一览表|唱标/, "0102"],
  [
    /(?:(?:资格预审|资格审查|资格后审|预审|资审)(?:评审)?(?:结果|合格|通过)|(?:通过|合格)(?:资格预审|资格审查)|预审合格(?:申请人|单位|名单)|合格(?:申请人|投标人)(?:名单|商务信息)?(?:公示|公告))[^。\n]{0,12}?(?:公告|公示|名单)?/,
    "0106",
  ],
  // "…预中标公示", "…预成交结果公示": one supplier named before the award, like a candidates' notice.
  [
    /中标候选人|成交候选人|评标结果公示|候选人公示|评标报告公示|评审结果公示|预(?:中标|成交)(?:人|供应商|候选人|结果)?(?:公示|公告)?/,
    "0103",
  ],
  [
    /中标结果|成交结果|中标公告|成交公告|结果公告|结果公示|中标公示|中选结果|中选公示|中选公告|成交公示|中标人公示|中标人公告|(?:中标|成交|中选)(?:人|单位|供应商)名单|中标\(成交\)(?:结果|公告|公示)|中标（成交）(?:结果|公告|公示)|中标[(（]成交[)）]信息|中标通知|成交信息|定标公示|定标结果|(?:竞价|谈判|磋商|比选|遴选|询价|采购|入围)结果|合同公告|合同公示/,
    "0104",
  ],
  // "…2026年3月至4月政府采购意向": a plan announced before any call (ends after the bare 采购 below).
  [/采购意向|招标意向|意向公开|招标计划|采购计划公告/, "0107"],
  [/招标公告|资格预审公告|采购公告|比选公告|竞争性|询价公告|谈判公告|磋商公告|竞价公告|比价公告|遴选公告|投标邀请书|招标|采购/, "0100"],
];

/** The rules as global regexes, made once, to find each one's last match. */
const TITLE_RULES_ALL = TITLE_RULES.map(([re, code]) => [new RegExp(re.source, "g"), code] as const);

// The notice type is named at the end of a title ("…装修改造工程中标候选人公示", "…中标结果更正公告"),
// so among the rules that match, the match ending last wins; ties go to the earlier rule.
function fromLine(line: string): StageCode | undefined {
  let best: StageCode | undefined;
  let bestEnd = -1;
  for (const [g, code] of TITLE_RULES_ALL) {
    let end = -1;
    g.lastIndex = 0;
    for (let m = g.exec(line); m; m = g.exec(line)) end = m.index + m[0].length;
    if (end > bestEnd) {
      best = code;
      bestEnd = end;
    }
  }
  return best;
}

const STRONG = TITLE_RULES.slice(0, -1);

/** The first notice type a text's opening names ("昆山市工程建设项目中标人公告"), bare 招标/采购 aside. */
function firstStrong(head: string): StageCode | undefined {
  let best: StageCode | undefined;
  let at = Number.POSITIVE_INFINITY;
  for (const [re, code] of STRONG) {
    const m = re.exec(head);
    if (m && m.index < at) {
      best = code;
      at = m.index;
    }
  }
  return best;
}

/**
 * Detects the stage from the title, then the opening of the text. A remark in brackets at the end of a
 * title ("…结果公告（采购包1）") is not its type; a title that only says 招标/采购 somewhere
 * ("…（暂估价二次招标）") yields to a specific type the text opens with.
 */
export function detectStage(title: string, text: string): StageCode | undefined {
  const t = title.replace(/(?:\s*[(（][^)）]*[)）])+\s*$/, "") || title;
  const fromTitle = fromLine(t);
  const head = text.slice(0, 300);
  if (fromTitle === "0100" && !/公告|公示|邀请|磋商|谈判|询价|比选/.test(t)) return firstStrong(head) ?? fromTitle;
  return fromTitle ?? firstStrong(head) ?? fromLine(head);
}
