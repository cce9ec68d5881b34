/**
 * Normalisation shared by ingestion and search: organisation names (so spellings of one name
 * merge), project names and the type facets read from a title.
 */

/** Full/half width, spaces, brackets and company-suffix variants of one organisation name. */
export function normOrgName(name: string): string {
  return name
    .normalize("NFKC")
    .replace(/\s+/g, "")
    .replace(/[〔【[｛{]/g, "(")
    .replace(/[〕】\]｝}]/g, ")")
    .replace(/有限责任公司$/, "有限公司")
    .replace(/责任有限公司$/, "有限公司")
    .replace(/[。.,，;；:：、]+$/, "")
    .toLowerCase();
}

/** Display form of a name: trimmed, inner runs of spaces removed (Chinese names have none). */
export function cleanOrgName(name: string): string {
  return name.replace(/\s+/g, "").trim();
}

const STAGE_SUFFIX =
  /(?:的)?(?:招标公告|资格预审公告|采购公告|比选公告|竞争性(?:谈判|磋商)公告|询价公告|中标候选人公示|成交候选人公示|评标结果公示|候选人公示|中标结果公告|中标结果公示|中标结果|成交结果公告|成交公告|中标公告|结果公告|中标公示|开标记录|开标情况|资格预审结果(?:公示|公告)?|资格审查结果(?:公示|公告)?|(?:招标文件)?(?:澄清|更正|答疑|补遗|变更|延期)(?:公告|通知)?(?:\(\d+\)|（\d+）)?)$/;

/** The project a notice is about: its title without "关于…的" and the notice-type suffix. */
export function projectNameFromTitle(title: string): string {
  let t = title.normalize("NFKC").replace(/\s+/g, "").replace(/^关于/, "");
  for (let i = 0; i < 3; i++) {
    const next = t.replace(STAGE_SUFFIX, "").replace(/[-—_·]+$/, "");
    if (next === t) break;
    t = next;
  }
  return t || title;
}

/** Project names match across stages after normalising width, brackets and spaces. */
export function normProjectName(name: string): string {
  return name
    .normalize("NFKC")
    .replace(/\s+/g, "")
    .replace(/[〔【[]/g, "(")
    .replace(/[〕】\]]/g, ")")
    .toLowerCase();
}

const PROJECT_TYPE_RULES: [RegExp, string][] = [
  [/地铁|轨道交通|城轨|轻轨/, "SUBWAY"],
  [/隧道|隧洞/, "TUNNEL"],
  [/公路|高速|国道|省道|县道|农村路|桥梁/, "ROAD"],
  [/水利|水库|河道|堤防|灌区|泵站|水土保持|引水|防洪|河湖/, "WATER"],
  [/市政|道路|管网|排水|污水|雨污|供水|路灯|绿化|公园|燃气|老旧小区/, "GOV"],
  [/房建|住宅|房屋|楼|宿舍|校舍|医院|学校|装修|装饰|厂房|安置房|综合体/, "BUILDING"],
];

/** PROJECT_TYPES key of packages/contract, from the title (the first rule that matches wins). */
export function projectTypeOf(title: string): string {
  for (const [re, type] of PROJECT_TYPE_RULES) if (re.test(title)) return type;
  return "COMMON";
}

/** PARTY_TYPES key: which kind of firm the notice is for (supervision, consulting, construction). */
export function partyTypeOf(title: string): string {
  if (/监理/.test(title)) return "JL";
  if (/勘察|设计|咨询|造价|审计|可研|可行性|评估|代建|检测|测绘/.test(title)) return "ZX";
  if (/施工|工程|改造|建设|修缮|维修|EPC|总承包/i.test(title)) return "SG";
  return "COMMON";
}
