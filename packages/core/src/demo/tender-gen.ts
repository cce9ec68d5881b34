import { regionChildren } from "@portal/text";
import type { TenderNotice } from "../tender/prepare";
import { stageText } from "./tender-text";

/**
 * Deterministic demo announcements: procurements in every mainland province that run through
 * their stages (announcement → clarification → opening → candidates → result), written the way
 * trading centres write them so the rule-based extractor finds the fields. The same seed and day
 * always give the same notices; dates count back from `today`.
 */

export function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

type Rand = () => number;
const pick = <T>(r: Rand, list: readonly T[]): T => list[Math.floor(r() * list.length)];
const int = (r: Rand, lo: number, hi: number) => lo + Math.floor(r() * (hi - lo + 1));

// Eastern and populous provinces publish more; the weights only shape the demo's map.
const HEAVY = new Set(["440000", "320000", "330000", "370000", "510000", "420000", "410000", "350000", "430000", "340000"]);
const PROVINCES = regionChildren().filter((p) => Number(p.code) < 710000);

const short = (name: string) => name.replace(/(省|市|壮族自治区|回族自治区|维吾尔自治区|自治区|地区|盟|自治州)$/, "");

const KINDS = {
  ROAD: ["{p}至{q}段公路改扩建工程", "国道G{n}线{p}段路面改造工程", "农村公路提档升级工程（{n}标段）", "{p}大桥及引线工程"],
  SUBWAY: ["城市轨道交通{n}号线一期工程土建施工", "地铁{n}号线{p}站至{q}站区间工程", "轨道交通{n}号线车辆段工程"],
  TUNNEL: ["{p}山隧道及接线工程", "{p}隧道改扩建工程", "城市快速路{p}隧道工程"],
  BUILDING: ["{p}中学教学楼新建工程", "第{n}人民医院住院综合楼建设项目", "{p}保障性住房项目", "{p}小学风雨操场及宿舍楼工程"],
  GOV: ["{p}片区老旧小区改造工程", "{p}雨污分流管网改造工程", "{p}大道市政道路及配套工程", "{p}污水处理厂提标改造工程"],
  WATER: ["{p}水库除险加固工程", "{p}河道综合治理工程", "{p}灌区续建配套与节水改造项目", "{p}防洪堤加固工程"],
  COMMON: ["{p}智慧园区信息化平台采购项目", "{p}政务服务中心办公设备采购"],
} as const;
const KIND_KEYS = Object.keys(KINDS) as (keyof typeof KINDS)[];
const PLACES = [
  "东湖",
  "城南",
  "滨江",
  "高新",
  "经开",
  "北湖",
  "西山",
  "青龙",
  "白云",
  "金沙",
  "凤凰",
  "龙泉",
  "新城",
  "南屏",
  "翠屏",
  "云溪",
];
const PARTIES = [
  { suffix: "施工", weight: 0.55 },
  { suffix: "监理", weight: 0.2 },
  { suffix: "勘察设计", weight: 0.12 },
  { suffix: "全过程工程咨询", weight: 0.08 },
  { suffix: "", weight: 0.05 },
];
const BUYERS: Record<keyof typeof KINDS, string[]> = {
  ROAD: ["交通运输局", "公路事业发展中心", "交通投资集团有限公司"],
  SUBWAY: ["轨道交通集团有限公司", "地铁建设管理有限公司"],
  TUNNEL: ["交通运输局", "城市建设投资有限公司"],
  BUILDING: ["教育局", "人民医院", "住房和城乡建设局", "安居集团有限公司"],
  GOV: ["住房和城乡建设局", "城市建设投资有限公司", "城市管理局", "水务集团有限公司"],
  WATER: ["水利局", "水利水电投资有限公司", "河道管理处"],
  COMMON: ["行政审批局", "大数据中心"],
};
const FIRM_WORDS = [
  "华建",
  "中诚",
  "恒泰",
  "宏图",
  "鼎盛",
  "远大",
  "正信",
  "安达",
  "金桥",
  "广厦",
  "博远",
  "天成",
  "新纪元",
  "卓越",
  "联创",
];
const FIRM_KIND: Record<string, string[]> = {
  施工: ["建设工程有限公司", "路桥建设有限公司", "建筑工程有限公司", "水利水电工程有限公司", "市政工程有限公司"],
  监理: ["工程监理有限公司", "建设监理咨询有限公司"],
  勘察设计: ["勘察设计研究院有限公司", "工程设计有限公司"],
  全过程工程咨询: ["工程咨询有限公司", "项目管理有限公司"],
  "": ["科技有限公司", "信息技术有限公司"],
};
const NATIONAL = [
  "中铁一局集团有限公司",
  "中铁十一局集团有限公司",
  "中建三局集团有限公司",
  "中交第二公路工程局有限公司",
  "中国水利水电第八工程局有限公司",
  "中建八局第一建设有限公司",
];

export interface GenProject {
  seq: number;
  province: { code: string; name: string };
  city: { code: string; name: string };
  name: string;
  party: string;
  kind: keyof typeof KINDS;
  buyer: string;
  agency: string;
  code: string | null;
  maxPrice: number;
  start: number;
  firms: string[];
}

function firm(r: Rand, prov: string, party: string): string {
  if (party === "施工" && r() < 0.15) return pick(r, NATIONAL);
  return `${short(prov)}${pick(r, FIRM_WORDS.slice(0, 15))}${pick(r, FIRM_KIND[party])}`;
}

function project(r: Rand, seq: number): GenProject {
  const heavy = r() < 0.45;
  const pool = heavy ? PROVINCES.filter((p) => HEAVY.has(p.code)) : PROVINCES;
  const province = pick(r, pool);
  const cities = regionChildren(province.code);
  const city = cities.length ? pick(r, cities) : province;
  const kind = pick(r, KIND_KEYS);
  let x = r();
  let party = PARTIES[0].suffix;
  for (const p of PARTIES) {
    party = p.suffix;
    x -= p.weight;
    if (x <= 0) break;
  }
  const fill = pick(r, KINDS[kind])
    .replace("{p}", pick(r, PLACES))
    .replace("{q}", pick(r, PLACES))
    .replace("{n}", String(int(r, 1, 12)));
  const place = city.code === province.code ? province.name : `${city.name}`;
  let buyer = `${place}${pick(r, BUYERS[kind])}`;
  // Some sources spell the same buyer differently: the ingest merges the variants.
  if (r() < 0.06) buyer = buyer.replace(/有限公司$/, "有限责任公司");
  const maxPrice = Math.round(10 ** (5.7 + r() * 2.8)) * 10;
  return {
    seq,
    province,
    city,
    name: `${place}${fill}${party && kind !== "COMMON" ? party : ""}`,
    party: kind === "COMMON" ? "" : party,
    kind,
    buyer,
    agency: `${short(province.name)}${pick(r, FIRM_WORDS)}${pick(r, ["招标代理有限公司", "工程咨询有限公司", "项目管理有限公司"])}`,
    code: r() < 0.9 ? `E${city.code}${String(seq).padStart(6, "0")}` : null,
    maxPrice,
    start: int(r, 0, 420),
    firms: Array.from({ length: 5 }, () => firm(r, province.name, kind === "COMMON" ? "" : party)),
  };
}

const STAGE_PLAN: [string, number, number, number][] = [
  // stage, probability, first day after the announcement, last day
  ["0100", 1, 0, 0],
  ["0106", 0.08, 12, 15],
  ["0105", 0.3, 4, 10],
  ["0102", 0.55, 20, 24],
  ["0103", 0.8, 21, 26],
  ["0104", 0.75, 28, 36],
];

/** Notices in generation order, without end: the bench takes a million without holding them all. */
export function* tenderStream(today: string, seed = 20260315): Generator<TenderNotice> {
  const r = rng(seed);
  const base = Date.parse(`${today}T00:00:00Z`);
  for (let seq = 1; ; seq++) {
    const p = project(r, seq);
    for (const [stage, prob, lo, hi] of STAGE_PLAN) {
      if (r() > prob) continue;
      const day = p.start - int(r, lo, hi);
      if (day < 0) continue;
      const date = new Date(base - day * 86_400_000).toISOString().slice(0, 10);
      const { title, text } = stageText(r, p, stage, date);
      yield {
        sourceUrl: `https://ggzy.example/${p.province.code}/jyxx/${stage}/${date.replaceAll("-", "")}/${p.seq}-${stage}.html`,
        sourceSite: `${p.province.name}公共资源交易平台（演示数据）`,
        title,
        text,
        publishedOn: date,
        category: p.kind === "COMMON" ? "GOVERNMENT_PURCHASE" : "ENGINEERING",
        attachments: stage === "0100" ? [{ name: `${p.name}招标文件.pdf`, url: `https://ggzy.example/files/${p.seq}.pdf` }] : [],
      };
    }
  }
}

/** The first `count` notices of the stream, none dated after `today`. */
export function generateTenders(count: number, today: string, seed = 20260315): TenderNotice[] {
  const out: TenderNotice[] = [];
  for (const n of tenderStream(today, seed)) {
    if (out.length >= count) break;
    out.push(n);
  }
  return out;
}
