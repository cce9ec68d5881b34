import type { TenderFieldValue } from "@portal/db/schema";

/**
 * The term of a service contract (issue 33, item 5: "即将到期"): 物业、保洁、运维、食堂、养护 … contracts
 * run for a stated period and are tendered again when it ends. Read from 服务期/合同期/履约期限-style
 * labels as months (1–60): "12个月", "一年", "3年", "365日历天", "2025年1月1日至2025年12月31日".
 * Only for notices whose title names such a service: a construction period (工期) ends in a building,
 * not in another tender.
 */
const SERVICE_TITLE = /服务|运维|物业|保洁|保安|安保|食堂|餐饮|配送|租赁|维保|维护|养护|运营|外包|托管|管护|监测|检测|保险|劳务|清运|巡检/;
const NOT_RECURRING = /施工|新建|改扩建|建设项目|设计|勘察|监理|造价|可研|评估报告/;
const LABEL =
  /(?:服务期限?|服务周期|服务时间|合同期限?|合同履行期限|履约期限|运营期|租赁期限?|养护期|维保期|运维期)\s*(?:[(（][^)）]{0,10}[)）])?\s*[:：为]?\s*/g;
const CN: Record<string, number> = {
  一: 1,
  两: 2,
  二: 2,
  三: 3,
  四: 4,
  五: 5,
  六: 6,
  七: 7,
  八: 8,
  九: 9,
  十: 10,
  十二: 12,
  十八: 18,
  二十四: 24,
  三十六: 36,
};

function count(raw: string): number | undefined {
  if (/^\d+(?:\.\d+)?$/.test(raw)) return Number(raw);
  return CN[raw];
}

function monthsOf(value: string): number | undefined {
  const range =
    /(\d{4})\s*[年\-/.]\s*(\d{1,2})\s*[月\-/.]\s*(\d{1,2})\s*日?\s*(?:起)?\s*(?:至|到|—|-|~)\s*(\d{4})\s*[年\-/.]\s*(\d{1,2})\s*[月\-/.]\s*(\d{1,2})/.exec(
      value,
    );
  if (range) {
    const [y1, m1, d1, y2, m2, d2] = range.slice(1).map(Number) as [number, number, number, number, number, number];
    // Both ends count: 2025-01-01 至 2025-12-31 is 365 days, twelve months.
    const days = (Date.UTC(y2, m2 - 1, d2) - Date.UTC(y1, m1 - 1, d1)) / 86_400_000 + 1;
    return Math.round(days / 30.44);
  }
  const m = /^(?:自[^，,。；]{0,20}?起)?\s*(\d+(?:\.\d+)?|[一两二三四五六七八九十]{1,3})\s*(个月|月|年|日历天|天|日)/.exec(value);
  if (!m) return undefined;
  const n = count(m[1] as string);
  if (n === undefined) return undefined;
  const unit = m[2] as string;
  return Math.round(unit === "年" ? n * 12 : /天|日/.test(unit) ? n / 30.4 : n);
}

export function servicePeriod(title: string, text: string): TenderFieldValue | undefined {
  if (!SERVICE_TITLE.test(title) || NOT_RECURRING.test(title)) return undefined;
  for (const m of text.matchAll(LABEL)) {
    const at = (m.index ?? 0) + m[0].length;
    const months = monthsOf(text.slice(at, at + 60));
    if (months !== undefined && months >= 1 && months <= 60) {
      const evidence = text.slice(m.index ?? 0, Math.min(text.length, at + 30)).split("\n")[0] as string;
      return { value: months, evidence, confidence: 0.8 };
    }
  }
  return undefined;
}
