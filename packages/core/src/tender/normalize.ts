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
  /(?:的)?(?:(?:公开|邀请)?(?:招标公告|采购公告)|资格预审公告|比选公告|竞争性(?:谈判|磋商)公告|询价公告|中标候选人公示|成交候选人公示|评标结果公示|候选人公示|中标结果公告|中标结果公示|中标结果|成交结果公告|成交公告|中标公告|结果公告|中标公示|开标记录|开标情况|资格预审结果(?:公示|公告)?|资格审查结果(?:公示|公告)?|(?:招标文件)?(?:澄清|更正|答疑|补遗|变更|延期)(?:公告|通知)?(?:\(\d+\)|（\d+）)?)$/;

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

/** A project's link key when it states no code: its normalised name with its buyer. */
export const projectNameKey = (name: string, buyerOrgId: number | null) => `name:${normProjectName(name)}|${buyerOrgId ?? ""}`;

const PROJECT_TYPE_RULES: [RegExp, string][] = [
  [/地铁|轨道交通|城轨|轻轨/, "SUBWAY"],
  [/隧道|隧洞/, "TUNNEL"],
  [/公路|高速|国道|省道|县道|乡道|农村路|桥梁|路面|路基|(?<![A-Za-z])[GSXY]\d{3}(?!\d)/, "ROAD"],
  [/水利|水库|河道|堤防|灌区|泵站|水土保持|引水|防洪|河湖/, "WATER"],
  [
    /市政|道路|大道|街道改造|管网|排水|污水|雨污|供水|路灯|绿化|绿道|公园|燃气|老旧小区|路(?:北延|南延|东延|西延|延伸|拓宽|改造|新建)/,
    "GOV",
  ],
  [/房建|住宅|房屋|楼|宿舍|校舍|医院|学校|装修|装饰|厂房|安置房|综合体/, "BUILDING"],
];

/** Engineering words: a notice that names none of them is not a construction project. */
const ENGINEERING =
  /工程|施工|建设|改造|扩建|新建|改建|技改|修缮|维修|加固|监理|勘察|初勘|设计|初设|EPC|总承包|造价|安装|装修|装饰|拆除|整治|治理|修复|提升|管网|道路|桥|隧|房屋|厂房|大楼|场馆|配电|供电|电站|光伏/i;
/** Goods and services bought without building anything: equipment, supplies, software, upkeep, food. */
const GOODS_OR_SERVICES =
  /采购|设备|物资|材料|器材|仪器|耗材|药品|试剂|家具|车辆|软件|系统|平台|服务|物业|保洁|保安|餐饮|食堂|租赁|印刷|保险|审计|培训|运维|维保|咨询|检测|监测|测绘|评估|代理|体检|图书|被服|办公用品/;

/**
 * PROJECT_TYPES key of packages/contract, from the title (the first rule that matches wins). A title
 * of goods or services that names no engineering work is NON (shown as 货物与服务); an engineering
 * notice of none of the listed kinds is COMMON (shown as 其他工程).
 */
export function projectTypeOf(title: string): string {
  // First: "某某医院医用耗材采购" names a hospital, not a building project.
  if (!ENGINEERING.test(title) && GOODS_OR_SERVICES.test(title)) return "NON";
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
