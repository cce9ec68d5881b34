// Buyer, agency, winner and project code: label followed by a name cut at the first separator.
export interface Found {
  value: string;
  evidence: string;
}

const STOP = "[\\s|｜;；,，。（(]";
const NAME = `([^\\s|｜;；,，。：:]{2,60}?)(?=${STOP}|$|联系|地址|电话)`;

function sentenceAround(text: string, index: number): string {
  let start = index;
  while (start > 0 && !"\n。".includes(text[start - 1] as string)) start--;
  let end = index;
  while (end < text.length && !"\n。".includes(text[end] as string)) end++;
  return text.slice(start, Math.min(end, start + 200)).trim();
}

function firstLabelled(text: string, labels: string, valid: (v: string) => boolean): Found | undefined {
  const re = new RegExp(`(?:${labels})\\s*(?:名称)?\\s*[：:]\\s*\\|?\\s*${NAME}`, "g");
  for (const m of text.matchAll(re)) {
    const value = (m[1] as string).trim();
    if (valid(value)) return { value, evidence: sentenceAround(text, m.index ?? 0) };
  }
  return undefined;
}

const ORG =
  /(公司|局|院|中心|学校|学院|大学|中学|小学|幼儿园|委员会|政府|办事处|所|站|队|厂|社|集团|医院|馆|部|处|联合体|合作社|村民委员会|管理处|事务所)$/;
const isOrg = (v: string) => v.length >= 4 && ORG.test(v) && !/工作人员|代表/.test(v);

export const findBuyer = (t: string) => firstLabelled(t, "招标人|采购人|建设单位|招标单位|采购单位|比选人|发包人", isOrg);
export const findAgency = (t: string) => firstLabelled(t, "招标代理机构|采购代理机构|代理机构|招标机构|招标代理|代理单位", isOrg);
export const findWinner = (t: string) =>
  firstLabelled(
    t,
    "中标人|中标单位|成交供应商|中标供应商|中标（成交）供应商|中标\\(成交\\)供应商|成交单位|成交人|中选单位|中选人",
    (v) => v.length >= 4 && /(公司|联合体|院|所|中心|社|厂)$/.test(v),
  );

const CODE_RE =
  /(?:项目编号|招标编号|标段（包）编号|标段\(包\)编号|标段编号|采购编号|采购项目编号|招标项目编号|项目代码|交易编号)\s*[：:]\s*\|?\s*([A-Za-z0-9\u4e00-\u9fa5〔〔[【(（]?[A-Za-z0-9\-_（）()〔〕[\]【】/.\u4e00-\u9fa5]{2,60}?)(?=[\s|｜;；,，。]|$)/;

export function findProjectCode(text: string): Found | undefined {
  const m = CODE_RE.exec(text);
  if (!m) return undefined;
  return { value: (m[1] as string).replace(/[。.]$/, ""), evidence: sentenceAround(text, m.index) };
}

export { sentenceAround };
