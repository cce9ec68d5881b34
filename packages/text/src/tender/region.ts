// Region from title, buyer name, addresses and text: deepest GB/T 2260 division stated or implied.
import { REGION_DATA } from "./regions-data";

interface Division {
  code: string;
  name: string;
  level: 1 | 2 | 3;
}

const byCode = new Map<string, Division>();
const byName = new Map<string, Division[]>();

function addName(name: string, d: Division) {
  const list = byName.get(name) ?? [];
  list.push(d);
  byName.set(name, list);
}

function shortName(d: Division): string | undefined {
  const n = d.name;
  if (d.level === 1) {
    const m = /^(.+?)(?:壮族|回族|维吾尔)?(?:自治区|特别行政区|省|市)$/.exec(n);
    return m?.[1];
  }
  if (d.level === 2) {
    const m = /^(.{2,}?)(?:市|地区|盟|(?:\S{1,8}?族)*自治州)$/.exec(n);
    return m && (m[1] as string).length >= 2 ? m[1] : undefined;
  }
  const m = /^(.{2,}?)(?:县|区|市|自治县)$/.exec(n);
  return m && !/族$/.test(m[1] as string) ? m[1] : /^(.{2,}?)(?:\S{1,6}?族)+自治县$/.exec(n)?.[1];
}

for (const m of REGION_DATA.matchAll(/(\d{6})(\S+)/g)) {
  const code = m[1] as string;
  const level: 1 | 2 | 3 = code.endsWith("0000") ? 1 : code.endsWith("00") ? 2 : 3;
  const d: Division = { code, name: m[2] as string, level };
  byCode.set(code, d);
  addName(d.name, d);
  const s = shortName(d);
  if (s && s !== d.name) addName(s, d);
}
// "内蒙古" is the customary short name; 州 short names (海西州, 恩施州) are common too.
addName("内蒙古", byCode.get("150000") as Division);
for (const d of byCode.values()) {
  const m = d.level === 2 ? /^(.{2,3}?)(?:\S{1,8}?族)+自治州$/.exec(d.name) : null;
  if (m) addName(`${m[1]}州`, d);
}

// Names by their first two characters, longest first: one pass over the text instead of a regex of
// 6,000 alternatives (which tries every name at every position). A place name followed by 路/街/大道
// is a street ("北京路"), 北京时间 is a time.
const pairKey = (s: string, at: number) => s.charCodeAt(at) * 0x10000 + s.charCodeAt(at + 1);
/** Names by the codes of their first two characters (a number: no string to make for every position). */
const byFirstTwo = new Map<number, string[]>();
for (const name of byName.keys()) {
  if (name.length < 2) throw new Error(`地名过短：${name}`);
  const list = byFirstTwo.get(pairKey(name, 0)) ?? [];
  list.push(name);
  byFirstTwo.set(pairKey(name, 0), list);
}
for (const list of byFirstTwo.values()) list.sort((a, b) => b.length - a.length);
/** Whether a name starts with this character: most characters of a text start none. */
const STARTS_A_NAME = new Uint8Array(0x10000);
for (const name of byName.keys()) STARTS_A_NAME[name.charCodeAt(0)] = 1;
const NOT_PLACE_AFTER = /^(?:[路街巷道]|时间|大道|东路|西路|南路|北路|中路)/;
/** "西陵一路": a short name before a numbered road is the road's name. */
const NUMBERED_ROAD = /^[一二三四五六七八九十][路街巷]/;

function placeNames(src: string): string[] {
  const out: string[] = [];
  for (let i = 0; i < src.length; i++) {
    if (STARTS_A_NAME[src.charCodeAt(i)] === 0) continue;
    const list = byFirstTwo.get(pairKey(src, i));
    if (!list) continue;
    let name: string | undefined;
    for (const n of list)
      if (src.startsWith(n, i)) {
        name = n;
        break;
      }
    if (!name) continue;
    // "中国电信阳光采购网", "中国电信宜宾分公司": 信阳 and 信宜 start inside the word 电信 (or 通信, 诚信).
    if (src[i] === "信" && /[电通诚资征]/.test(src[i - 1] ?? "")) continue;
    // "改建铁路南平至龙岩线": 路南 starts inside the word 铁路 (or 公路, 道路, 线路).
    if (src[i] === "路" && /[铁公道马线水电网]/.test(src[i - 1] ?? "")) continue;
    const after = src.slice(i + name.length, i + name.length + 2);
    if (NOT_PLACE_AFTER.test(after) || (NUMBERED_ROAD.test(after) && !/[省市区县旗州盟]$/.test(name))) continue;
    // A county's short name before 厅/局 is a department ("公安厅", not 公安县).
    if (/^[厅局]/.test(src.slice(i + name.length)) && !(byName.get(name) ?? []).some((d) => d.name === name)) continue;
    out.push(name);
    i += name.length - 1;
  }
  return out;
}

function parentOf(d: Division): Division | undefined {
  if (d.level === 1) return undefined;
  if (d.level === 3) return byCode.get(`${d.code.slice(0, 4)}00`) ?? byCode.get(`${d.code.slice(0, 2)}0000`);
  return byCode.get(`${d.code.slice(0, 2)}0000`);
}

function chain(d: Division): string {
  const parts: string[] = [];
  for (let x: Division | undefined = d; x; x = parentOf(x)) parts.unshift(x.name);
  // Municipalities: 北京市 + 北京市 would repeat.
  return parts.filter((p, i) => p !== parts[i - 1]).join("");
}

const within = (d: Division, anc: Division) => d.code.startsWith(anc.code.slice(0, anc.level * 2));

export interface RegionResult {
  name: string;
  code: string;
  evidence: string;
  /** Only the body text named the place (no site, title, buyer or address did). */
  fromText: boolean;
  /** Which group of sources named it: site, name (title or buyer), address, field, text. */
  source?: string;
}

/** Sources are checked in order; the deepest division consistent with the earlier ones wins. */
export function resolveRegion(sources: string[]): RegionResult | undefined {
  const d = resolveDivision(sources);
  return d ? { name: chain(d.best), code: d.best.code, evidence: d.evidence, fromText: false } : undefined;
}

/**
 * The project's place from groups of sources in order of trust (the stated site; the title and the
 * buyer's name; the buyer's address; a region field): the first group that names a place decides,
 * and only its own sources deepen the answer — a provincial bureau's street address does not make
 * its project a district's. The body text is read (and `text` called) only when no group names a place.
 */
const GROUPS = ["site", "name", "address", "field"];

export function resolveRegionWithText(groups: string[][], text: () => string): RegionResult | undefined {
  for (const [i, group] of groups.entries()) {
    const shared = i === 0 ? sharedPlace(group) : undefined;
    if (shared) return { name: chain(shared.best), code: shared.best.code, evidence: shared.evidence, fromText: false, source: "site" };
    // The title's route ("榆林至绥德段") is read before its places one by one.
    let d = i === 0 ? siteDivision(group, groups[1] ?? []) : ((i === 1 ? routePlace(group) : undefined) ?? resolveDivision(group));
    // "项目实施地点：中国江苏省" with the buyer 无锡某公司: a site stating only the province is made
    // as specific as the title or the buyer's name, where they agree with it.
    if (i === 0 && d?.best.level === 1) {
      const named = resolveDivision(groups[1] ?? []);
      if (named && named.best.level > 1 && within(named.best, d.best)) d = { best: named.best, evidence: d.evidence };
    }
    if (d) return { name: chain(d.best), code: d.best.code, evidence: d.evidence, fromText: false, source: GROUPS[i] ?? "other" };
  }
  const d = resolveDivision([text()]);
  return d ? { name: chain(d.best), code: d.best.code, evidence: d.evidence, fromText: true, source: "text" } : undefined;
}

/**
 * The stated site's place. A name two places share ("永定区" is in 张家界 and in 龙岩) is settled by
 * the title and the buyer's name ("张家界市专门学校建设项目"); the site still decides which place it is.
 */
function siteDivision(site: string[], named: string[]): { best: Division; evidence: string } | undefined {
  const own = mentions(site);
  const d = resolveDivision(site);
  // "阿拉善左旗巴彦浩特东城区": places of two provinces, one of them a local name (the town's 东城区).
  const provinces = new Set(own.filter((m) => m.cands.length === 1).map((m) => m.cands[0]?.code.slice(0, 2)));
  if (!d || (!own.some((m) => m.cands.length > 1) && provinces.size < 2)) return d;
  if (provinces.size >= 2) {
    // The title or the buyer's province decides; else the place written first holds the rest of the address.
    const province = resolveDivision(named)?.best.code.slice(0, 2);
    const first = own.find((m) => m.cands.length === 1 && (!province || m.cands[0]?.code.startsWith(province)))?.cands[0];
    return first && !within(d.best, first) ? { best: first, evidence: d.evidence } : d;
  }
  const settled = resolveDivision([...site, ...named]);
  return settled && own.some((m) => m.cands.includes(settled.best)) ? { best: settled.best, evidence: d.evidence } : d;
}

/**
 * A site that names two places of the same level ("宜昌市伍家岗区、夷陵区", "宜昌高新区和枝江市"):
 * the project spans both, so its place is the division holding both.
 */
function sharedPlace(sources: string[]): { best: Division; evidence: string } | undefined {
  const named = mentions(sources)
    .filter((m) => m.full && m.cands.length === 1)
    .map((m) => m.cands[0] as Division);
  const leaves = named.filter((d, k) => named.findIndex((o) => o === d) === k && !named.some((o) => o !== d && within(o, d)));
  if (leaves.length < 2 || leaves.some((d) => d.level < 2)) return undefined;
  const common = holding(parentOf(leaves[0] as Division), leaves);
  return common ? { best: common, evidence: sources[0]?.slice(0, 120) ?? "" } : undefined;
}

/** The nearest division from `start` up that holds all of `divisions`. */
function holding(start: Division | undefined, divisions: Division[]): Division | undefined {
  let d = start;
  while (d && !divisions.every((x) => within(x, d as Division))) d = parentOf(d);
  return d;
}

/** "榆商高速榆林至绥德段": a road, line or channel from one place to another. */
const ROUTE = /([\u4e00-\u9fa5]{2,8}?)(?:至|到)([\u4e00-\u9fa5]{2,8}?)(?:段|高速|公路|铁路|线|快速路|城际|管道|航道|干渠)/;

/** A route's two ends lie in the division holding both (榆林市 for 榆林至绥德, not 绥德县), unless one is named again. */
function routePlace(sources: string[]): { best: Division; evidence: string } | undefined {
  for (const src of sources) {
    const m = ROUTE.exec(src);
    if (!m) continue;
    const names = placeNames(src);
    const from = names.find((n) => (m[1] as string).endsWith(n));
    const to = names.find((n) => (m[2] as string).startsWith(n));
    // "新建福州至厦门铁路福州公安处…": a place named again is where the project is.
    if (names.filter((n) => n === from || n === to).length > 2) continue;
    const single = mentions([src]).flatMap((x) => (x.cands.length === 1 ? x.cands : []));
    const one = (name: string | undefined) => single.find((d) => (byName.get(name ?? "") ?? []).includes(d));
    const a = one(from);
    const b = one(to);
    if (!a || !b || a === b) continue;
    const common = holding(a, [b]);
    if (common) return { best: common, evidence: m[0] };
  }
  return undefined;
}

const ZONE_AFTER = ["开发区", "经济开发区", "经济技术开发区", "高新区", "工业园", "新区"];

interface Mention {
  cands: Division[];
  source: number;
  text: string;
  /** The full name was written ("兴山县"), not a short one ("南阳" in "南阳至三堆河段"). */
  full: boolean;
}

/**
 * Every mention of a division in the sources; a county's short name (朝阳 for 朝阳区) counts only
 * when its city or province is named in the same source, since short county names are also words.
 */
function mentions(sources: string[]): Mention[] {
  const out: Mention[] = [];
  const names = sources.map((src) => (src ? placeNames(src) : []));
  const inGroup = names.flat();
  sources.forEach((src, i) => {
    if (!src) return;
    const found = names[i] as string[];
    for (const name of found) {
      let cands = byName.get(name) ?? [];
      cands = cands.filter((d) => {
        if (d.level < 3) return true;
        // A county's name of three characters or more, full ("兴山县") or short ("格尔木" for 格尔木市), is
        // no common word; but "乌鲁木齐" is first the city, not 乌鲁木齐县.
        if (name.length >= 3) return d.name === name || !(byName.get(name) ?? []).some((o) => o.level < 3);
        const parent = parentOf(d);
        // "南昌水业": 南昌 is first the city (南昌市), not the county named after it (南昌县).
        if (d.name !== name && parent && (byName.get(name) ?? []).includes(parent)) return false;
        // Its city or province named in the same source; or, for a zone's name ("武清开发区" in a title, the
        // buyer "天津某公司"), in another source of the group ("平谷线" is a metro line, "江北初中" a school).
        const named = (n: string) => n !== name && (byName.get(n) ?? []).some((p) => p === parent || (parent && within(parent, p)));
        return found.some(named) || (ZONE_AFTER.some((w) => src.includes(name + w)) && inGroup.some(named));
      });
      if (cands.length) out.push({ cands, source: i, text: src, full: cands.some((d) => d.name === name) });
    }
  });
  return out;
}

function resolveDivision(sources: string[]): { best: Division; evidence: string } | undefined {
  const all = mentions(sources);
  if (all.length === 0) return undefined;
  // Each candidate is scored by the mentions that agree with it (itself or an ancestor), earlier
  // sources weighing more; then by how many mentions agree; then, between places of different branches,
  // the one named later (an organisation's name runs from the parent body to the unit:
  // "交通运输部北海航海保障中心天津海事测绘中心" is in Tianjin); then the deeper.
  const n = sources.length;
  let best: Division | undefined;
  let bestKey = -1;
  let evidence = "";
  for (const [order, m] of all.entries()) {
    for (const d of m.cands) {
      let score = 0;
      let support = 0;
      for (const o of all) {
        if (!o.cands.some((c) => c === d || within(d, c))) continue;
        score += (n - o.source) * (o.full ? 2 : 1);
        support++;
      }
      const key = score * 10000 + support * 1000 + Math.min(order, 99) * 10 + d.level;
      if (key > bestKey) {
        best = d;
        bestKey = key;
        evidence = m.text.slice(0, 120);
      }
    }
  }
  return best ? { best, evidence } : undefined;
}

/** A division's name or its customary short form (夷陵, 兴山, 恩施州): a place, not a word of the work. */
export function isPlaceName(word: string): boolean {
  return byName.has(word);
}

/** Official name of a division code (湖北省, 宜昌市, 夷陵区), for lists and filters. */
export function regionName(code: string): string | undefined {
  return byCode.get(code)?.name;
}

/** Provinces, or the prefecture-level divisions of one province, in code order. */
export function regionChildren(provinceCode?: string): { code: string; name: string }[] {
  const out: { code: string; name: string }[] = [];
  for (const d of byCode.values()) {
    if (!provinceCode ? d.level === 1 : d.level === 2 && d.code.startsWith(provinceCode.slice(0, 2)))
      out.push({ code: d.code, name: d.name });
  }
  return out.sort((a, b) => a.code.localeCompare(b.code));
}

// 北京、天津、上海、重庆 have no prefecture level: their districts and counties stand in the city row.
const MUNICIPALITY = new Set(["11", "12", "31", "50"]);
/** County-level units a province administers directly (仙桃 429004, 济源 419001, 石河子 659001). */
const provinceAdministered = (code: string) => code.slice(2, 4) === "90";

/**
 * The unit a division counts under in the list's city row: its prefecture; a municipality's district
 * or a directly administered county-level unit (省直辖县级行政区划) itself; none for a province.
 */
export function cityOf(code: string): string | null {
  if (!/^\d{6}$/.test(code) || code.endsWith("0000")) return null;
  if (MUNICIPALITY.has(code.slice(0, 2)) || provinceAdministered(code)) return code.endsWith("00") ? null : code;
  return `${code.slice(0, 4)}00`;
}

/** The city row of a province: its prefectures and the units cityOf counts beside them, in code order. */
export function filterCities(provinceCode: string): { code: string; name: string }[] {
  const p = provinceCode.slice(0, 2);
  const out: { code: string; name: string }[] = [];
  for (const d of byCode.values()) {
    if (!d.code.startsWith(p) || d.level === 1) continue;
    if (cityOf(d.code) === d.code) out.push({ code: d.code, name: d.name });
  }
  return out.sort((a, b) => a.code.localeCompare(b.code));
}

// The national public-resource platform's codes lead with the division that registered the project
// (after a letter or a platform's few): "E5000000053011057001" (重庆市), "500112GC20161213002"
// (渝北区), "SDGP371100000202602000055" (日照市). Years ("2026…") never read as a division: no
// province code starts with 20.
const DIVISION_LEAD = /^[A-Z]{0,4}(\d{6})[A-Z0-9]{4,}/;

/** The division a platform code leads with, when those six digits are one. */
const divisionOfCode = (code: string): Division | undefined => byCode.get(DIVISION_LEAD.exec(code)?.[1] ?? "");

/**
 * A municipality the words name alone ("重庆市" in the title), made a district by the division its
 * platform code leads with (500231 in 项目编码 → 重庆市垫江县): a municipality's districts are its city
 * row, and its notices seldom repeat the district. Elsewhere the words decide: a code names where
 * the project was registered, which labels of the place as written do not follow.
 */
export function refineByCodes(found: RegionResult | undefined, codes: string[]): RegionResult | undefined {
  const cur = found && byCode.get(found.code);
  if (!found || !cur || cur.level !== 1 || !MUNICIPALITY.has(cur.code.slice(0, 2))) return found;
  for (const c of codes) {
    const d = divisionOfCode(c);
    if (d && d.level > 1 && within(d, cur))
      return { name: chain(d), code: d.code, evidence: `${found.evidence} ${c}`.trim(), fromText: false, source: "code" };
  }
  return found;
}
