import { regionChildren } from "@portal/text";
import type { TenderNotice } from "../tender";
import { addDays } from "./dates";
import type { GenProject } from "./gen-project";
import { stageText } from "./tender-text";

/**
 * Deterministic demo notices, only for volume: procurements in every mainland province that run
 * through their stages. Amounts, parties, phone numbers and the spacing of dates follow the real
 * notices of data/ (the figures below were measured on them); names are made up. The same seed and
 * day always give the same notices; dates count back from `today`.
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
/** Early entries more often: a few firms and agencies win much of a province's work, as in the real notices. */
const often = <T>(r: Rand, list: readonly T[]): T => list[Math.floor(r() ** 1.25 * list.length)];

/**
 * Contract amounts in 万元, deciles (0 %, 10 %, …, 100 %) of the real notices' amounts (中标价, the
 * first candidate's bid, 预算 or 最高限价): 240 construction, 40 supervision, 56 design and
 * consulting, 159 goods and services notices (the lowest goods figure, 1,100 元, raised to 10 万元).
 */
const DECILES = {
  施工: [18, 120, 240, 380, 470, 620, 910, 1300, 2300, 5000, 60000],
  监理: [5.8, 20, 49, 50, 74, 100, 120, 160, 180, 220, 730],
  设计: [2.9, 60, 98, 110, 140, 190, 220, 330, 490, 1500, 11000],
  采购: [10, 51, 95, 130, 180, 240, 330, 490, 670, 1100, 39000],
};
const cdf = (d: number[], x: number) => {
  if (x <= d[0]) return 0;
  for (let i = 0; i < d.length - 1; i++) {
    if (x <= d[i + 1]) return (i + Math.log(x / d[i]) / Math.log(d[i + 1] / d[i])) / (d.length - 1);
  }
  return 1;
};
const quantile = (d: number[], u: number) => {
  const at = u * (d.length - 1);
  const i = Math.min(Math.floor(at), d.length - 2);
  return d[i] * (d[i + 1] / d[i]) ** (at - i);
};
/** An amount in 元 from the real distribution, within what the project can cost (lo–hi 万元). */
function amount(r: Rand, deciles: number[], lo: number, hi: number): number {
  const [a, b] = [cdf(deciles, lo), cdf(deciles, hi)];
  return quantile(deciles, a + r() * (b - a)) * 10_000;
}

/** What is let: construction, supervision (fee ≈ 2 % of the works), design or consulting (≈ 3 %). */
const PARTIES = [
  { party: "施工", weight: 0.7, fee: 1, deciles: DECILES.施工 },
  { party: "监理", weight: 0.12, fee: 0.02, deciles: DECILES.监理 },
  { party: "勘察设计", weight: 0.12, fee: 0.03, deciles: DECILES.设计 },
  { party: "全过程工程咨询", weight: 0.06, fee: 0.035, deciles: DECILES.设计 },
] as const;

// Works by kind (weight: share among the works), each with what it can cost in 万元 and, when not
// the kind's, its buyers. {p} {q}: places, {n}: a number, {s}: a provincial road's number, {c}: a
// Chinese ordinal, {y}: the year, {b}: the buyer.
type Template = [name: string, lo: number, hi: number, buyers?: string[]];
const KINDS: Record<string, { weight: number; buyers: string[]; builders: string[]; list: Template[] }> = {
  BUILDING: {
    weight: 0.22,
    buyers: ["住房和城乡建设局", "城市建设投资有限公司", "城市发展集团有限公司"],
    builders: ["建设工程有限公司", "建设集团有限公司", "建筑工程有限公司", "建设有限公司"],
    list: [
      ["{p}中学教学楼新建工程", 1500, 12000, ["教育局", "城市建设投资有限公司"]],
      ["第{c}人民医院住院综合楼建设项目", 8000, 60000, ["卫生健康委员会", "城市建设投资有限公司"]],
      ["{p}片区保障性住房项目", 8000, 60000, ["住房和城乡建设局", "安居建设投资有限公司"]],
      ["{p}小学风雨操场及学生宿舍楼工程", 800, 5000, ["教育局"]],
      ["{p}幼儿园改扩建工程", 300, 3000, ["教育局"]],
      ["{p}社区卫生服务中心业务用房装修改造工程", 100, 1500, ["卫生健康委员会"]],
    ],
  },
  GOV: {
    weight: 0.18,
    buyers: ["住房和城乡建设局", "城市建设投资有限公司", "城市管理局", "水务集团有限公司", "城市发展集团有限公司"],
    builders: ["市政工程有限公司", "建设工程有限公司", "建设集团有限公司"],
    list: [
      ["{y}年{p}片区老旧小区改造工程", 500, 8000],
      ["{p}片区雨污分流管网改造工程", 300, 10000],
      ["{p}大道市政道路及配套工程", 2000, 30000],
      ["{p}污水处理厂提标改造工程", 1000, 20000],
      ["{p}公园景观提升工程", 200, 5000],
      ["{y}年{p}路灯及亮化改造工程", 50, 1500],
    ],
  },
  ROAD: {
    weight: 0.1,
    buyers: ["交通运输局", "公路事业发展中心", "交通投资集团有限公司", "交通建设投资有限公司"],
    builders: ["路桥工程有限公司", "公路工程有限公司", "建设工程有限公司"],
    list: [
      ["省道S{s}线{p}至{q}段改扩建工程", 5000, 60000],
      ["{y}年农村公路提档升级工程（第{n}标段）", 300, 5000],
      ["{p}大桥及引线工程", 3000, 40000],
      ["县道{p}至{q}段路面改造工程", 200, 3000],
      ["{y}年{p}危桥改造工程", 100, 2000],
    ],
  },
  WATER: {
    weight: 0.09,
    buyers: ["水利局", "水利水电投资有限公司", "水利工程建设管理中心"],
    builders: ["水利水电工程有限公司", "水利建设有限公司", "建设工程有限公司"],
    list: [
      ["{p}水库{y}年除险加固工程", 200, 5000],
      ["{p}河道综合治理工程", 500, 20000],
      ["{p}灌区续建配套与节水改造项目", 1000, 20000],
      ["{p}防洪堤加固工程", 300, 8000],
      ["{p}泵站更新改造工程", 200, 3000],
    ],
  },
  TUNNEL: {
    weight: 0.03,
    buyers: ["交通运输局", "城市建设投资有限公司", "交通投资集团有限公司"],
    builders: ["路桥工程有限公司", "隧道工程有限公司"],
    list: [
      ["{p}隧道及接线工程", 8000, 80000],
      ["{p}隧道病害整治工程", 300, 5000],
      ["城市快速路{p}隧道工程", 20000, 150000],
    ],
  },
  SUBWAY: {
    weight: 0.03,
    buyers: ["轨道交通集团有限公司", "地铁集团有限公司"],
    builders: ["轨道交通工程有限公司", "建设集团有限公司"],
    list: [
      ["城市轨道交通{n}号线{p}站至{q}站区间土建工程", 20000, 60000],
      ["城市轨道交通{n}号线{p}站装修及附属工程", 3000, 20000],
    ],
  },
};
/** Goods and services bought under the 政府采购 rules, a third of the real notices: name, 万元, buyer, supplier. */
const PURCHASE_SHARE = 0.33;
const PURCHASES: [name: string, lo: number, hi: number, buyer: string, supplier: string][] = [
  ["{b}{y}年办公设备采购项目", 10, 300, "机关事务服务中心", "科技有限公司"],
  ["{p}智慧园区信息化平台建设项目", 100, 3000, "大数据中心", "信息技术有限公司"],
  ["{b}{y}年物业管理服务采购项目", 50, 1500, "政务服务中心", "物业服务有限公司"],
  ["第{c}中学{y}年教学设备采购项目", 30, 800, "教育局", "教学设备有限公司"],
  ["人民医院{y}年医疗设备采购项目", 100, 5000, "人民医院", "医疗器械有限公司"],
  ["{p}片区{y}年环卫保洁服务项目", 200, 5000, "城市管理局", "环境服务有限公司"],
  ["{b}{y}年食堂食材配送服务项目", 30, 600, "机关事务服务中心", "农产品配送有限公司"],
];

/** Cities with a metro: the only ones that let metro works. */
const METRO = new Set(
  "北京市 上海市 天津市 重庆市 广州市 深圳市 成都市 武汉市 南京市 杭州市 西安市 郑州市 长沙市 苏州市 青岛市 合肥市 沈阳市 昆明市 南宁市 南昌市 福州市 济南市 石家庄市 哈尔滨市 长春市 大连市 贵阳市 乌鲁木齐市 兰州市 太原市 呼和浩特市 宁波市 无锡市 常州市 徐州市 厦门市 东莞市 佛山市 温州市 绍兴市 洛阳市 芜湖市 南通市".split(
    " ",
  ),
);
// Eastern and populous provinces publish more; the weights only shape the demo's map.
const HEAVY = new Set(["440000", "320000", "330000", "370000", "510000", "420000", "410000", "350000", "430000", "340000"]);
const PROVINCES = regionChildren().filter((p) => Number(p.code) < 710000);

/** 区号 of each province's capital, where most agencies sit (as the real notices' phone numbers show). */
// biome-ignore format: a table
const AREA: Record<string, string> = {
  "11": "010", "12": "022", "13": "0311", "14": "0351", "15": "0471", "21": "024", "22": "0431", "23": "0451",
  "31": "021", "32": "025", "33": "0571", "34": "0551", "35": "0591", "36": "0791", "37": "0531", "41": "0371",
  "42": "027", "43": "0731", "44": "020", "45": "0771", "46": "0898", "50": "023", "51": "028", "52": "0851",
  "53": "0871", "54": "0891", "61": "029", "62": "0931", "63": "0971", "64": "0951", "65": "0991",
};
/** Capitals whose local numbers have 7 digits (the others 8). */
const SEVEN = new Set(["0351", "0471", "0771", "0891", "0931", "0971", "0951", "0991"]);

function landline(r: Rand, provinceCode: string): string {
  const area = AREA[provinceCode.slice(0, 2)];
  const digits = SEVEN.has(area) ? 6 : 7;
  return `${area}-${pick(r, ["8", "6", "5", "3", "2"])}${String(int(r, 0, 10 ** digits - 1)).padStart(digits, "0")}`;
}
function mobile(r: Rand): string {
  return `1${pick(r, ["3", "5", "8", "7", "9"])}${String(int(r, 0, 999_999_999)).padStart(9, "0")}`;
}

const PLACES =
  "东湖 城南 滨江 高新 经开 北湖 西山 青龙 白云 金沙 凤凰 龙泉 新城 南屏 翠屏 云溪 桃源 临江 石门 柳林 长岭 花溪 龙山 清河 玉泉 松林 梅岭 江北 河西 锦屏".split(
    " ",
  );
/**
 * Trade names (字号) of the made-up firms: a province's firms are this list with the province's (or a
 * city's) name before and, for each trade, always the same kind of company after, so the same firms
 * bid again and again, as in the real notices.
 */
const TRADE = (
  "华建 中诚 恒泰 宏图 鼎盛 远大 正信 安达 金桥 广厦 博远 天成 卓越 联创 鑫晟 昊润 汇通 宸铭 弘业 嘉航 " +
  "瑞祥 隆兴 德邦 坤源 泽润 峰达 盛鸿 恒基 誉博 腾跃 信达 永安 宏发 正源 建邦 同创 东升 凯瑞 华晟 长兴"
).split(" ");
const AGENCY_TRADE = [...TRADE].reverse();
const suffixOf = (trade: string, suffixes: readonly string[]) => suffixes[(trade.charCodeAt(0) + trade.charCodeAt(1)) % suffixes.length];
// As often as among the real agencies: mostly 工程咨询 and 项目管理, hardly ever 招标代理.
const AGENCY = [
  "工程咨询有限公司",
  "工程咨询有限公司",
  "工程项目管理有限公司",
  "项目管理有限公司",
  "工程咨询有限责任公司",
  "工程造价咨询有限公司",
];
const FIRMS: Record<string, string[]> = {
  监理: ["工程监理有限公司", "建设监理有限公司", "工程项目管理有限公司"],
  勘察设计: ["勘察设计有限公司", "建筑设计研究院有限公司", "工程设计有限公司", "勘测设计研究院有限公司"],
  全过程工程咨询: ["工程咨询有限公司", "工程项目管理有限公司", "工程管理咨询有限公司"],
};
const CN_ORDINAL = "一二三四五六七八九";
const ETHNIC =
  /(?:土家族|苗族|侗族|布依族|傣族|景颇族|傈僳族|藏族|羌族|彝族|朝鲜族|回族|哈尼族|壮族|白族|蒙古族|蒙古|哈萨克|柯尔克孜)+自治州$/;
const shortProvince = (name: string) => name.replace(/(省|市|壮族自治区|回族自治区|维吾尔自治区|自治区)$/, "");
/** As notices name a city: 恩施州 for 恩施土家族苗族自治州. */
const cityName = (name: string) => name.replace(ETHNIC, "州");

const KIND_WEIGHTS = Object.entries(KINDS).map(([kind, k]) => ({ kind, weight: k.weight }));

const weekday = (ymd: string) => new Date(Date.parse(ymd)).getUTCDay();
/** The day itself, or the Friday before a weekend (notices are published on working days). */
const workdayBefore = (ymd: string) => addDays(ymd, weekday(ymd) === 6 ? -1 : weekday(ymd) === 0 ? -2 : 0);
const workdayAfter = (ymd: string) => addDays(ymd, weekday(ymd) === 6 ? 2 : weekday(ymd) === 0 ? 1 : 0);

function weighted<T extends { weight: number }>(r: Rand, list: readonly T[]): T {
  const total = list.reduce((t, i) => t + i.weight, 0);
  let x = r() * total;
  for (const item of list) {
    x -= item.weight;
    if (x <= 0) return item;
  }
  return list[list.length - 1];
}

function project(r: Rand, seq: number, today: string): GenProject {
  const heavy = r() < 0.45;
  const province = pick(r, heavy ? PROVINCES.filter((p) => HEAVY.has(p.code)) : PROVINCES);
  const cities = regionChildren(province.code).filter((c) => c.name !== "三沙市");
  const city = cities.length ? pick(r, cities) : province;
  const place = cityName(city.name);
  let kind = r() < PURCHASE_SHARE ? "PURCHASE" : weighted(r, KIND_WEIGHTS).kind;
  if (kind === "SUBWAY" && !METRO.has(city.name)) kind = "GOV";
  const announced = workdayBefore(addDays(today, -int(r, 0, 420)));
  const year = announced.slice(0, 4);
  const fill = (s: string, b = "") => {
    const at = int(r, 0, PLACES.length - 1);
    return s
      .replace("{p}", PLACES[at])
      .replace("{q}", PLACES[(at + int(r, 1, PLACES.length - 1)) % PLACES.length])
      .replace("{n}", String(int(r, 1, 9)))
      .replace("{s}", String(int(r, 201, 330)))
      .replace("{c}", CN_ORDINAL[int(r, 0, 5)])
      .replace("{b}", b)
      .replace("{y}", year);
  };
  const prefix = () => (r() < 0.8 ? shortProvince(province.name) : place.replace(/(市|州|地区|盟)$/, ""));
  // Bidders of one procurement have different trade names (the same one twice reads like a typo).
  const firms = (n: number, suffixes: string[]) => {
    const trades = new Set<string>();
    while (trades.size < n) trades.add(often(r, TRADE));
    return [...trades].map((t) => `${prefix()}${t}${suffixOf(t, suffixes)}`);
  };

  let party = "";
  let name: string;
  let buyer: string;
  let maxPrice: number;
  let bidders: string[];
  let code: string;
  if (kind === "PURCHASE") {
    const [what, lo, hi, unit, supplier] = pick(r, PURCHASES);
    buyer = `${place}${unit}`;
    name = `${place}${fill(what, unit)}`;
    maxPrice = Math.round(amount(r, DECILES.采购, lo, hi) / 1000) * 1000;
    bidders = firms(5, [supplier]);
    code = `${city.code.slice(0, 4)}ZC${year}-${String(seq % 100000).padStart(5, "0")}`;
  } else {
    const k = KINDS[kind];
    const p = weighted(r, PARTIES);
    party = p.party;
    const [what, lo, hi, buyers] = pick(r, k.list);
    buyer = `${place}${pick(r, buyers ?? k.buyers)}`;
    name = `${place}${fill(what)}${party === "施工" ? "施工" : party}`;
    maxPrice = Math.round(amount(r, p.deciles, lo * p.fee, hi * p.fee) / 100) * 100;
    bidders = firms(6, party === "施工" ? k.builders : FIRMS[party]);
    code = `E${city.code}${year}${String(seq).padStart(7, "0")}001`;
  }
  // Some sources spell the same buyer differently: the ingest merges the variants.
  if (r() < 0.06) buyer = buyer.replace(/有限公司$/, "有限责任公司");
  // Works take longer the larger they are (the real 工期 run from 10 days to 4½ years, median 180).
  const scale = maxPrice / (party === "" || party === "施工" ? 1 : (PARTIES.find((p) => p.party === party)?.fee ?? 1));
  const days = Math.max(30, Math.round((90 * 2 ** Math.log10(scale / 1e6) * (0.8 + r() * 0.45)) / 10) * 10);
  const bids = bidders.slice(0, int(r, 3, bidders.length)).map((n) => {
    const price = maxPrice * (0.88 + r() * 0.11);
    return { name: n, price: r() < 0.3 ? Math.round(price * 100) / 100 : Math.round(price) };
  });
  const lowest = [...bids].sort((a, b) => a.price - b.price).slice(0, 3);
  const candidates = r() < 0.25 ? [lowest[1], lowest[0], lowest[2]] : lowest;
  const prequalified = party !== "" && r() < 0.08;
  const agencyTrade = often(r, AGENCY_TRADE);
  // The real notices: 21–28 days from the 招标公告 to the deadline, most often 21, always a weekday.
  let deadline = workdayAfter(addDays(announced, pick(r, [21, 21, 21, 22, 22, 23, 24, 25, 27, 28]) + (prequalified ? 14 : 0)));
  let clarified: string | undefined;
  if (r() < 0.3) {
    clarified = workdayBefore(addDays(announced, int(r, 5, 14)));
    deadline = addDays(deadline, 7);
  }
  return {
    seq,
    province,
    city,
    kind,
    party,
    name,
    buyer,
    agency: `${shortProvince(province.name)}${agencyTrade}${suffixOf(agencyTrade, AGENCY)}`,
    code,
    maxPrice,
    days,
    bids,
    candidates,
    announced,
    deadline,
    openAt: pick(r, ["09:30", "09:30", "09:30", "09:00", "09:00", "10:00", "14:00", "14:30"]),
    clarified,
    prequalified,
    agencyPhone: landline(r, province.code),
    // Area codes are known for the capitals only: buyers elsewhere give a mobile number.
    buyerPhone: r() < 0.5 && (city.code.endsWith("0100") || city === province) ? landline(r, province.code) : mobile(r),
  };
}

/** Each stage's day, as the real notices space them; a stage is left out when the dice say so. */
function stages(r: Rand, p: GenProject): [string, string][] {
  const out: [string, string][] = [["0100", p.announced]];
  // A third of purchases were announced as 采购意向 one to two months before (by the sequence, not the dice).
  if (p.party === "" && p.seq % 3 === 0) out.unshift(["0107", workdayBefore(addDays(p.announced, -(30 + (p.seq % 31))))]);
  if (p.prequalified) out.push(["0106", workdayAfter(addDays(p.announced, int(r, 12, 15)))]);
  if (p.clarified) out.push(["0105", p.clarified]);
  if (p.party === "") {
    if (r() < 0.85) out.push(["0104", workdayAfter(addDays(p.deadline, int(r, 2, 7)))]);
    return out;
  }
  if (r() < 0.55) out.push(["0102", p.deadline]);
  // Candidates 0–4 days after the opening (most often the next day), the result after 3 days' publicity.
  const candidates = workdayAfter(addDays(p.deadline, pick(r, [0, 1, 1, 1, 2, 3, 4])));
  if (r() < 0.9) out.push(["0103", candidates]);
  if (r() < 0.85) out.push(["0104", workdayAfter(addDays(candidates, int(r, 4, 7)))]);
  return out;
}

/** Notices in generation order, without end: the bench takes a million without holding them all. */
export function* tenderStream(today: string, seed = 20260315): Generator<TenderNotice> {
  const r = rng(seed);
  for (let seq = 1; ; seq++) {
    const p = project(r, seq, today);
    for (const [stage, date] of stages(r, p)) {
      if (date > today) continue;
      const { title, text } = stageText(r, p, stage, date);
      const purchase = p.party === "";
      yield {
        sourceUrl: `https://ggzy.example/${p.province.code}/jyxx/${stage}/${date.replaceAll("-", "")}/${p.seq}-${stage}.html`,
        sourceSite: `${p.province.name}${purchase ? "政府采购网" : "公共资源交易平台"}（演示数据）`,
        title,
        text,
        publishedOn: date,
        category: purchase ? "GOVERNMENT_PURCHASE" : "ENGINEERING",
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
