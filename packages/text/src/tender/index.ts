// Rule-based tender-announcement field extractor (ADR 0028). Three layers:
//   1. layout.ts + prose.ts: the notice as label–value pairs, whatever its layout;
//   2. labels.ts: which labels name which field, with priorities and exclusions;
//   3. resolve.ts + values.ts: the best pair whose value validates, with its exact evidence.
// Every field keeps its evidence and a confidence calibrated on labelled notices.

import { calibrated } from "./calibration";
import { type Candidate, findCandidates } from "./candidates";
import { type IntentItem, intentBuyerFromTitle, intentItem, intentPairs, intentRows } from "./intent";
import { type Layout, type Pair, readLayout } from "./layout";
import { prosePairs } from "./prose";
import { refineByCodes, resolveRegionWithText } from "./region";
import { asWritten, evidenceOf, type Resolved, resolve } from "./resolve";
import { buyerOpeningTitle, signatories, unlabelledCode } from "./signature";
import { detectStage, type StageCode } from "./stage";
import { noticeDate, readAmount, readCode, readDate, readOrg } from "./values";

/** A value that starts with the first lot's figure, and a second lot further on. */
/** A name read from a sentence, or from a line that lost its colons, must end like an organisation's. */
const needsOrgEnding = (p: Pair) => p.kind === "prose" || p.kind === "glued";

const LOT_ONE = /^[\s:：为是]*(?:第?[一1](?:标段|包)|(?:标段|包)[一1](?!\d))/;
const LOT_TWO = /第?[二2](?:标段|包)|(?:标段|包)[二2](?!\d)/;

export { findAmount, parseAmount, parseCapitalAmount } from "./amounts";
export type { Candidate } from "./candidates";
export { parseDateTime } from "./dates";
export { cityOf, filterCities, isPlaceName, regionChildren, regionName, resolveRegion } from "./region";
export { detectStage, type StageCode } from "./stage";

/**
 * Bumped whenever a change to the rules can change what they extract from a stored notice:
 * stored notices extracted by an older version are re-extracted in the background.
 */
export const EXTRACTOR_VERSION = 18;

/**
 * Titles whose body may name a winner without being the result: changes and ends of a procedure, and a
 * single-source publicity ("…单一来源采购公示"), which names the supplier it means to buy from before the
 * purchase (a call for objections).
 */
const NEVER_A_RESULT = /更正|澄清|变更|终止|废标|流标|单一来源(?:采购)?(?:方式)?(?:论证)?(?:公示|征求意见)/;
/** A label that states the outcome ("中标结果 | 甲公司"), in a body that also lists the candidates. */
const OUTCOME = /^(?:中标|成交|中选)结果$/;
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
  registration_deadline?: Field<string>;
  project_code?: Field<string>;
  region?: Field<string>;
  region_code?: Field<string>;
  /** 采购意向 only (intent.ts): the planned item's name and the month it is expected (YYYY-MM). */
  project_name?: Field<string>;
  expected_month?: Field<string>;
}

/** A time written as the other one ("开标时间：同投标截止时间", "…，与投标截止时间相同"): the other's value. */
function sameTimes(text: string, layout: Layout, out: TenderFields, how: Record<string, string>): void {
  // The label's pair, with no date of its own.
  const sameAs = (f: "open_time" | "bid_deadline", words: RegExp) =>
    resolve(text, layout, f, (v) => (words.test(v) ? { value: 1, length: v.length } : undefined));
  if (!out.open_time && out.bid_deadline) {
    // "开标时间：同投标截止时间", "投标截止时间（开标时间）": the opening is at the deadline.
    const same = sameAs(
      "open_time",
      /^(?:同|与|即)(?:投标|递交|提交)?.{0,6}截止时间|^同上|^(?:为|在)?(?:投标|递交|提交|响应文件)[^，,。]{0,8}截止(?:时间)?的?(?:同一时间|相同)/,
    );
    if (same) out.open_time = { value: out.bid_deadline.value, evidence: same.evidence, confidence: same.confidence };
    else if (
      /截止时间[^\n。]{0,30}(?:[(（]开标时间[)）]|即开标时间|同开标时间|亦为开标时间)/.test(layout.norm) ||
      // "招标人在投标截止的同一时间、同一地点举行开标仪式" (the standard notice's wording).
      /(?:投标|递交|提交|响应文件)[^\n。]{0,8}截止(?:时间)?的?同一时间[^\n。]{0,20}(?:开标|开启)/.test(layout.norm)
    )
      out.open_time = { ...out.bid_deadline, confidence: 0.85 };
    if (out.open_time) how.open_time = "same";
  }
  if (!out.bid_deadline && out.open_time) {
    // "响应文件提交截止时间：同谈判时间", "投标截止时间：同开标时间": the deadline is the opening.
    const same = sameAs("bid_deadline", /^(?:同|与|即)(?:开标|谈判|磋商|开启|评审)时间/);
    if (same) {
      out.bid_deadline = { value: out.open_time.value, evidence: same.evidence, confidence: same.confidence };
      how.bid_deadline = "same";
    } else if (/开标时间[^\n。]{0,40}[，,]\s*(?:与|同)(?:投标|递交投标文件|提交投标文件)?截止时间(?:相同|一致|同时)/.test(layout.norm)) {
      // "开标时间：2026年8月25日09时30分，与投标截止时间相同。"
      out.bid_deadline = { ...out.open_time, confidence: 0.85 };
      how.bid_deadline = "same";
    }
  }
}

/** A date without its time when another line gives the same day with one ("截止时间：2026-03-27" / "…09:30"). */
function withTime(f: Field<string> | undefined, layout: { norm: string }, near: RegExp): Field<string> | undefined {
  if (!f || f.value.length > 10) return f;
  const [y, m, d] = f.value.split("-").map(Number);
  const re = new RegExp(`${y}\\s*[年\\-/.]\\s*0?${m}\\s*[月\\-/.]\\s*0?${d}(?!\\d)`, "g");
  for (const hit of layout.norm.matchAll(re)) {
    // Only a line about the same moment: "截止" for a deadline, "开标" for an opening.
    if (!near.test(layout.norm.slice(Math.max(0, (hit.index ?? 0) - 30), hit.index))) continue;
    const v = readDate(layout.norm.slice(hit.index ?? 0));
    if (v && v.value.length > 10 && v.value.startsWith(f.value)) return { ...f, value: v.value };
  }
  return f;
}

type Ranking = ReturnType<typeof findCandidates>;

/**
 * One name in both roles, one of them read from prose: a buyer that runs its own tender, in the
 * template's words ("某公司受招标人委托(或招标人)负责本工程的招标事宜"); it is the buyer only.
 */
function ownAgency(out: TenderFields, pairs: (Pair | undefined)[]): boolean {
  return !!out.agency && out.agency.value === out.buyer?.value && pairs.some((p) => p?.kind === "prose");
}

/**
 * The text a place is last looked for in, without the names of the agency, the winner and the
 * candidates: "湖北省工业建筑集团有限公司" bidding says nothing about where the project is.
 */
function withoutBidders(text: string, out: TenderFields): string {
  const names = [out.agency?.value, out.winner?.value, ...(out.candidates?.value.map((c) => c.name) ?? [])];
  let kept = text;
  for (const name of names) if (name && name.length >= 4) kept = kept.split(name).join(" ".repeat(name.length));
  return kept;
}

function rankedOnly(ranking: Ranking, text: string, layout: Layout): boolean {
  const ranked = ranking?.value ?? [];
  return ranked.filter((c) => c.rank !== undefined).length >= 2 && !resolve(text, layout, "winner", (v) => readOrg(v, false));
}

/**
 * 中国政府采购网's result table flattened with no separators at all: "序号中标（成交）金额(元)中标供应商名称
 * 中标供应商地址评审总得分1总价：8000000（元）某某集团有限公司浙江省绍兴市…". The supplier's name runs from
 * after the figure to the shortest organisation ending that a place name (its address) follows.
 */
const GLUED_RESULT_ROW = /中标供应商名称中标供应商地址(?:评审总得分)?\s*1\s*[^：:\n]{0,8}[：:]\s*[\d,.]+\s*[（(]?(?:万元|元)?[)）]?/g;
/** "供应商名称供应商地址供应商编码北京某某科技有限公司北京市东城区…": the header row glued to its data row. */
const GLUED_HEADER_ROW =
  /(?:中标|成交|中标\(成交\))?供应商名称(?:(?:中标|成交|中标\(成交\))?供应商地址|评审方法|是否价格扣除|(?:中标|成交|中标\(成交\))(?:金额|价格)(?:\((?:万元|元)\))?|评审总得分|供应商联系电话|供应商编码|统一社会信用代码){1,6}/g;
const NAME_BEFORE_ADDRESS =
  /^[^\s|，,；;。:：]{2,40}?(?:公司|院|中心|厂|所|局|站|社|部|处|店)(?=中国\(|[\u4e00-\u9fa5]{2,8}?(?:省|自治区|市|区|县|旗))/;

function winnerFromGluedRow(text: string, layout: Layout, out: TenderFields, how: Record<string, string>): void {
  for (const m of [...layout.norm.matchAll(GLUED_RESULT_ROW), ...layout.norm.matchAll(GLUED_HEADER_ROW)]) {
    const at = (m.index ?? 0) + m[0].length;
    const name = NAME_BEFORE_ADDRESS.exec(layout.norm.slice(at, at + 120))?.[0];
    if (!name) continue;
    out.winner = { value: asWritten(text, at, name), evidence: text.slice(m.index ?? 0, at + name.length), confidence: 0.85 };
    how.winner = "glued-row";
    return;
  }
}

/**
 * A result that publishes the ranking without a "中标人：" line: the first-ranked candidate is the
 * winner when the notice says so ("确定排名第一的中标候选人为中标人") or ranks only one.
 */
function winnerFromRanking(title: string, ranked: Ranking, layout: Layout, out: TenderFields, how: Record<string, string>): void {
  const first = ranked?.value.find((c) => c.rank === 1) ?? (ranked?.value.length === 1 ? ranked.value[0] : undefined);
  if (!ranked || !first) return;
  const said =
    /(?:第一|排名第一|排序第一)(?:名|位)?的?(?:中标|成交)?(?:候选人|候选供应商)?[^。\n]{0,12}(?:为|确定为|作为)(?:本项目的?)?(?:中标|成交)(?:人|单位|供应商)/;
  // "…中标结果公示" ranking its candidates: the first is the one the result is about.
  if (ranked.value.length > 1 && !said.test(layout.norm) && !/(?:中标|成交|中选)结果/.test(title)) return;
  out.winner = { value: first.name, evidence: ranked.evidence, confidence: 0.8 };
  how.winner = "ranking";
  if (!out.win_amount_yuan && first.amount_yuan !== undefined) {
    out.win_amount_yuan = { value: first.amount_yuan, evidence: ranked.evidence, confidence: 0.8 };
    how.win_amount_yuan = "ranking";
  }
}

function intentFields(
  title: string,
  text: string,
  layout: Layout,
  out: TenderFields,
  field: <T>(name: keyof TenderFields, r: Resolved<T> | undefined) => Field<T> | undefined,
) {
  const rows = intentRows(text);
  if (rows && rows.length > 1) delete out.budget_yuan;
  else if (rows?.length === 1) {
    // The table read by cell kinds wins: the generic reader takes cells by position, which an empty 备注 shifts.
    const [one] = rows as [IntentItem];
    out.project_name = { ...one.name, confidence: 0.9 };
    if (one.month) out.expected_month = { ...one.month, confidence: 0.9 };
    if (one.budget) out.budget_yuan = { ...one.budget, confidence: 0.9 };
    else delete out.budget_yuan;
  } else {
    const item = intentItem(text, layout);
    if (!item.single) delete out.budget_yuan;
    out.project_name = field("project_name", item.name);
    out.expected_month = field("expected_month", item.month);
  }
  const buyer = out.buyer ? undefined : intentBuyerFromTitle(title);
  if (buyer) out.buyer = { value: buyer, evidence: title, confidence: 0.8 };
}

export function extractTender(title: string, text: string): TenderFields {
  return extractTenderTraced(title, text).fields;
}

/**
 * The fields and, for each, how it was found ("colon1": a `标签：值` pair of a first-priority label,
 * "prose2", "site" …). Confidence is the precision observed for that way of finding that field on the
 * development notices (calibration.json, written by `npm run extract-quality -- --calibrate`).
 */
export function extractTenderTraced(rawTitle: string, rawText: string): { fields: TenderFields; how: Record<string, string> } {
  // "中标侯选人": a typo common enough on real pages to read as the word (same length, so offsets hold).
  const title = rawTitle.replaceAll("侯选", "候选");
  const text = rawText.replaceAll("侯选", "候选");
  const layout = readLayout(text);
  layout.pairs.push(...prosePairs(layout.norm), ...intentPairs(layout.norm));
  const out: TenderFields = {};
  const how: Record<string, string> = {};
  const field = <T>(name: keyof TenderFields, r: Resolved<T> | undefined): Field<T> | undefined => {
    if (!r) return undefined;
    how[name] = r.how;
    return { value: r.value, evidence: r.evidence, confidence: r.confidence };
  };
  // The candidate list, read once: the stage check, the winner by ranking and the candidates all use it.
  let ranking: { found: Ranking } | undefined;
  const rankingOf = (): Ranking => {
    if (!ranking) ranking = { found: findCandidates(text, layout) };
    return ranking.found;
  };
  let stage = detectStage(title, text);
  const titled = detectStage(title, "") !== undefined;
  // A "…公示" result that only ranks candidates and names no 中标人 is, in engineering, the candidates' notice.
  // A title that says 结果 ("中标结果公示") announces the outcome, whatever the body lists.
  if (stage === "0104" && /公示/.test(title) && !/中标人公示|结果/.test(title) && rankedOnly(rankingOf(), text, layout)) stage = "0103";
  // Titled as a call for bids (or not at all) but the body names who won and no deadline: a result.
  if ((stage === "0100" || stage === undefined) && !NEVER_A_RESULT.test(title)) {
    const won = resolve(text, layout, "winner", (v, p) => readOrg(v, needsOrgEnding(p)));
    // A 报名截止 is a call's too: bidders still sign up.
    const deadline =
      resolve(text, layout, "bid_deadline", (v) => readDate(v)) ?? resolve(text, layout, "registration_deadline", (v) => readDate(v));
    if (won && !deadline) stage = "0104";
    // Titled by the project's name alone (or as a call) but the body ranks the bidders ("第一名：甲公司",
    // "第一成交候选人：…", a 名次 | 中标候选人 table) and sets no deadline: the candidates' notice.
    else if (!won && !deadline && rankingOf()?.value.some((c) => c.rank !== undefined)) stage = "0103";
  }
  // Untitled, the body opening on its candidates ("中标候选人 / 第一中标候选人 | 甲") but stating the
  // outcome ("中标结果 | 甲公司"): the result, which lists the candidates it chose from.
  if (stage === "0103" && !titled && layout.pairs.some((p) => OUTCOME.test(p.label) && readOrg(p.value, false))) stage = "0104";
  if (stage) {
    out.stage = { value: stage, evidence: title || text.slice(0, 80), confidence: 0.9 };
    how.stage = titled ? "title" : "text";
  }

  const amount = (v: string, p: { unit?: string }) => readAmount(v, p.unit);
  // "招标控制价为：一标段为…26617553.94元。二标段为…": each lot's figure, no total, so no figure of the notice.
  const lotsOnly = (p: Pair) =>
    LOT_ONE.test(layout.norm.slice(p.start, p.start + 12)) && LOT_TWO.test(layout.norm.slice(p.start + 4, p.start + 400));
  const total = (v: string, p: Pair) => (lotsOnly(p) ? undefined : amount(v, p));
  out.budget_yuan = field("budget_yuan", resolve(text, layout, "budget_yuan", total));
  out.max_price_yuan = field("max_price_yuan", resolve(text, layout, "max_price_yuan", total));
  const buyer = resolve(text, layout, "buyer", (v, p) => readOrg(v, needsOrgEnding(p)));
  out.buyer = field("buyer", buyer);
  const agency = resolve(text, layout, "agency", (v, p) => readOrg(v, needsOrgEnding(p)));
  out.agency = field("agency", agency);
  if (ownAgency(out, [buyer?.pair, agency?.pair])) delete out.agency;
  out.project_code = field("project_code", resolve(text, layout, "project_code", readCode)) ?? unlabelledCode(text, title, how);
  if (stage === "0107") intentFields(title, text, layout, out, field);
  // Parties the body does not name, from the names that sign it (after 采购意向's unit from the title).
  if (!out.buyer || !out.agency) {
    const signed = signatories(layout);
    for (const role of ["buyer", "agency"] as const) {
      const s = signed[role];
      if (out[role] || !s || s.value === out.buyer?.value || s.value === out.agency?.value) continue;
      // As written (full-width brackets stay), like every resolved name.
      out[role] = { value: asWritten(text, s.start, s.value), evidence: text.slice(s.start, s.start + s.value.length), confidence: 0.8 };
      how[role] = "signature";
    }
    const titled = out.buyer ? undefined : buyerOpeningTitle(title);
    if (titled) {
      out.buyer = { value: titled, evidence: title, confidence: 0.8 };
      how.buyer = "title";
    }
  }
  if (stage === "0104") {
    out.winner = field(
      "winner",
      resolve(text, layout, "winner", (v, p) => readOrg(v, needsOrgEnding(p))),
    );
    out.win_amount_yuan = field("win_amount_yuan", resolve(text, layout, "win_amount_yuan", amount));
    if (!out.winner) winnerFromRanking(title, rankingOf(), layout, out, how);
    if (!out.winner) winnerFromGluedRow(text, layout, out, how);
  }
  if (stage === "0103") {
    const c = rankingOf();
    if (c) {
      out.candidates = { ...c, confidence: 0.85 };
      how.candidates = "list";
    }
  }
  const dateOpts = { latest: stage === "0105" };
  const ref = noticeDate(layout.norm);
  // A date whose pieces the page put on separate lines ("2026\n年\n3\n月\n20\n日10\n：00") is read joined up.
  const dateAt = (p: Pair, periodEnd: boolean) => {
    const raw = layout.norm.slice(p.start, p.start + 80);
    // (A value with no line break keeps every character: no test per character.)
    const broken = raw.includes("\n");
    const kept: number[] = [];
    for (let i = 0; i < raw.length; i++)
      if (!broken || !/\s/.test(raw[i] as string) || !/\n/.test(raw.slice(Math.max(0, i - 3), i + 4))) kept.push(i);
    const r = readDate(kept.length === raw.length ? raw : kept.map((i) => raw[i]).join(""), periodEnd, ref);
    // 00:00 in 中国政府采购网's summary is a placeholder, not a time.
    if (!r || (p.kind === "summary" && r.value.endsWith(" 00:00"))) return undefined;
    return { value: r.value, length: (kept[r.length - 1] ?? raw.length - 1) + 1 };
  };
  const deadlineAt = (_v: string, p: Pair) => dateAt(p, true);
  const momentAt = (_v: string, p: Pair) => dateAt(p, false);
  out.bid_deadline = withTime(field("bid_deadline", resolve(text, layout, "bid_deadline", deadlineAt, dateOpts)), layout, /截止/);
  out.open_time = withTime(field("open_time", resolve(text, layout, "open_time", momentAt, dateOpts)), layout, /开标|开启/);
  sameTimes(text, layout, out, how);
  out.registration_deadline = field(
    "registration_deadline",
    resolve(text, layout, "registration_deadline", (v) => readDate(v, true)),
  );

  // The project's place: stated site first, then title, buyer, buyer's address, the region field.
  const site = resolve(text, layout, "place", (v) => ({ value: v.slice(0, 60), length: Math.min(v.length, 60) }));
  const address =
    resolve(text, layout, "buyer_address", (v) => ({ value: v.slice(0, 60), length: Math.min(v.length, 60) })) ??
    addressAfter(layout, buyer?.pair);
  const regionField = resolve(text, layout, "region_field", (v) => ({ value: v.slice(0, 30), length: Math.min(v.length, 30) }));
  const region = refineByCodes(
    resolveRegionWithText([[site?.value ?? ""], [title, out.buyer?.value ?? ""], [address?.value ?? ""], [regionField?.value ?? ""]], () =>
      withoutBidders(layout.norm.slice(0, 1500), out),
    ),
    layout.pairs.filter((p) => /编号|编码/.test(p.label)).map((p) => p.value.trim()),
  );
  if (region) {
    const evidence = [site, address, regionField].find((r) => r && region.evidence.includes(r.value.slice(0, 10)));
    const ev = evidence ? evidenceOf(text, evidence.pair, evidence.value.length) : region.evidence;
    out.region = { value: region.name, evidence: ev, confidence: region.fromText ? 0.6 : 0.85 };
    out.region_code = { value: region.code, evidence: ev, confidence: region.fromText ? 0.6 : 0.85 };
    how.region = how.region_code = region.source ?? "other";
  }
  // The fields found, in the same order, into a new object (deleting the others would turn `out` into
  // a slow dictionary for everything that reads it after).
  const fields: Record<string, Field<unknown>> = {};
  for (const k of Object.keys(out) as (keyof TenderFields)[]) {
    const f = out[k];
    if (f === undefined) continue;
    f.confidence = calibrated(k, how[k], f.confidence);
    fields[k] = f;
  }
  return { fields: fields as TenderFields, how };
}

/**
 * "招标人：某公司 / 联系人：… / 联系地址：…" under a heading like 联系方式 that names no role: the first
 * address after the buyer's name, before any agency's name, is the buyer's.
 */
function addressAfter(layout: Layout, buyer: Pair | undefined): { value: string; pair: Pair } | undefined {
  if (!buyer || buyer.kind === "prose") return undefined;
  // Several buyers (one per lot, 国铁集团's batches): no one place.
  if (layout.pairs.some((p) => p.label === buyer.label && p.value.trim() !== buyer.value.trim())) return undefined;
  for (const p of layout.pairs) {
    if (p.start <= buyer.start) continue;
    if (p.start - buyer.end > 300 || /代理|供应商|中标人|候选人/.test(p.label)) return undefined;
    if (/^(?:联系|单位|通讯)?地址$/.test(p.label)) return { value: p.value.slice(0, 60), pair: p };
  }
  return undefined;
}
