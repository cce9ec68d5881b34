/** SPEC §3 enumerations with the Chinese labels users see. Order is display order. */

export const PROJECT_TYPES = {
  ALL: "全部",
  // Plain words for the SPEC's COMMON / NON (issue 32): "通用" and "非项目" meant nothing to a reader.
  COMMON: "其他工程",
  NON: "货物与服务",
  ROAD: "公路",
  SUBWAY: "地铁",
  TUNNEL: "隧道",
  BUILDING: "房建",
  GOV: "市政",
  WATER: "水利",
} as const;

export const PARTY_TYPES = {
  ALL: "全部",
  COMMON: "通用",
  YZ: "建设单位",
  SG: "施工单位",
  JL: "监理单位",
  ZX: "咨询单位",
  JG: "监管单位",
} as const;

export const TIME_FILTERS = {
  ALL: "全部",
  THREEDAY: "近三天",
  ONEWEEK: "近一周",
  ONEMONTH: "近一月",
  THREEMONTH: "近三月",
  ONEYEAR: "近一年",
} as const;
export type TimeFilter = keyof typeof TIME_FILTERS;

/** Rows one tender export (导出 Excel) holds at most: the newest of the results. */
export const TENDER_EXPORT_MAX_ROWS = 5_000;

export const CONTENT_KINDS = { NEWS: "资讯", KNOW: "知识" } as const;

export const INFO_TYPES = {
  NORMAL: "标准",
  POLICY: "政策",
  PAPER: "论文",
  VIDEO: "课程",
  DOWNLOAD: "资料",
  NEWS: "资讯",
  TENDER: "招标",
} as const;
export type InfoType = keyof typeof INFO_TYPES;

export const TENDER_CATEGORIES = {
  ENGINEERING: "工程建设",
  GOVERNMENT_PURCHASE: "政府采购",
  LAND_USE: "土地使用权",
  MINING: "矿业权",
  STATE_PROPERTY: "国有产权",
  CARBON_EMISSION: "碳排放权",
  DUMPING: "排污权",
  DRUGS_PURCHASE: "药品采购",
  VACCINES: "疫苗采购",
  FOREST: "林权",
  OTHER: "其他",
} as const;

export const ENGINEERING_STAGES = {
  // 采购意向公开 (财库〔2020〕10号): what a buyer plans to procure in the coming months, before any call.
  "0107": { key: "PROCUREMENT_INTENT", label: "采购意向公开", tag: "意向" },
  "0100": { key: "ANNOUNCEMENT", label: "招标/资格预审公告", tag: "招标" },
  "0102": { key: "BID_OPENING_RECORD", label: "开标记录", tag: "开标" },
  "0103": { key: "CANDIDATES", label: "中标候选人公示", tag: "候选" },
  "0104": { key: "TRADING_RESULTS", label: "交易结果公示", tag: "结果" },
  "0105": { key: "CLARIFIES", label: "招标文件澄清", tag: "澄清" },
  "0106": { key: "PREQUALIFICATION_RESULT", label: "资格预审结果", tag: "预审" },
} as const;

export const FILE_TYPES = ["UNKNOWN", "XLSX", "DOCX", "PDF", "PPT"] as const;

export const QR_LOGIN_STATES = {
  WAITING: "请使用手机扫码登录",
  SCANED: "扫码成功，请在手机上确认",
  LOGINED: "登录成功",
  TIMEOUT: "二维码已过期，请刷新",
} as const;

/** Column business types: ordinary news columns and topic columns (专题). */
export const COLUMN_BIZ_TYPES = { NEWS: "新闻资讯", TOPIC: "专题栏目" } as const;
export type ColumnBizType = keyof typeof COLUMN_BIZ_TYPES;

export const PAGE_NAME_PREFIX = "page-";
export const DEFAULT_SORT = "newest";
export const STUDY_CENTER_KEY = "STUDYCENTER";

/** Kinds of tender source staff configure in the console (core/crawl/source-config.ts). */
export const CRAWL_SOURCE_KINDS = { FEED: "RSS / Atom 订阅", JSON: "JSON 接口", HTML: "网页列表" } as const;

/** States of a tender announcement: staff withdraw a notice to hide it from every public page. */
/** States of an account in the console's 用户管理 (`deleted` accounts are gone and not listed). */
export const USER_STATES = { active: "正常", disabled: "已停用", deleting: "注销冷静期" } as const;
export type UserState = keyof typeof USER_STATES;

export const TENDER_STATES = { published: "已发布", withdrawn: "已撤下" } as const;
export type TenderState = keyof typeof TENDER_STATES;

/** The tender search box (issue 32): characters after trimming, and words/alternatives/exclusions. */
export const TENDER_KEYWORD_MAX = 100;
export const TENDER_TERMS_MAX = 10;
