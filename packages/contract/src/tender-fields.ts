/**
 * Fields of an announcement staff may correct in the console, with their Chinese names and the kind
 * of value each takes (the console picks its input by kind; core/tender/corrections.ts checks it).
 * Apart from enums.ts: the public tender pages use those, and need not load these (issue 15).
 */
export const TENDER_FIELDS = {
  stage: { label: "公告阶段", kind: "stage" },
  category: { label: "信息类别", kind: "category" },
  project_type: { label: "项目类型", kind: "projectType" },
  party_type: { label: "主体类型", kind: "partyType" },
  project_name: { label: "项目名称", kind: "text" },
  project_code: { label: "项目编号", kind: "text" },
  buyer: { label: "招标人", kind: "org" },
  agency: { label: "代理机构", kind: "org" },
  winner: { label: "中标人", kind: "org" },
  budget_yuan: { label: "预算金额（元）", kind: "amount" },
  max_price_yuan: { label: "最高限价（元）", kind: "amount" },
  win_amount_yuan: { label: "中标金额（元）", kind: "amount" },
  registration_deadline: { label: "报名截止", kind: "time" },
  bid_deadline: { label: "投标截止", kind: "time" },
  open_time: { label: "开标时间", kind: "time" },
  open_place: { label: "开标地点", kind: "text" },
  region_code: { label: "地区代码", kind: "region" },
} as const;
export type TenderFieldKey = keyof typeof TENDER_FIELDS;
