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
  const level: 1 | 2 | 3 = code.endsWith("0000") ? 1 : code.endsWith("00") || /^\d{2}90/.test(code) ? (/^\d{2}90/.test(code) ? 2 : 2) : 3;
  const d: Division = { code, name: m[2] as string, level };
  byCode.set(code, d);
  addName(d.name, d);
  const s = shortName(d);
  if (s && s !== d.name) addName(s, d);
}
// "内蒙古" is the customary short name.
addName("内蒙古", byCode.get("150000") as Division);

const NAMES_RE = new RegExp([...byName.keys()].sort((a, b) => b.length - a.length).join("|"), "g");

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
}

/** Sources are checked in order; the deepest division consistent with the earlier ones wins. */
export function resolveRegion(sources: string[]): RegionResult | undefined {
  const d = resolveDivision(sources);
  return d ? { name: chain(d.best), code: d.best.code, evidence: d.evidence } : undefined;
}

/** Like resolveRegion, but the body text may only deepen a province-level (or missing) answer. */
export function resolveRegionWithText(sources: string[], text: string): RegionResult | undefined {
  const first = resolveDivision(sources);
  const d = !first || first.best.level === 1 ? resolveDivision([...sources, text]) : first;
  return d ? { name: chain(d.best), code: d.best.code, evidence: d.evidence } : undefined;
}

function resolveDivision(sources: string[]): { best: Division; evidence: string } | undefined {
  let best: Division | undefined;
  let evidence = "";
  for (const src of sources) {
    for (const m of src.matchAll(NAMES_RE)) {
      const cands = byName.get(m[0]) ?? [];
      for (const d of cands) {
        if (!best) {
          best = d;
          evidence = src.slice(0, 120);
          continue;
        }
        if (d.level > best.level && within(d, best)) {
          best = d;
          evidence = src.slice(0, 120);
        }
      }
    }
  }
  return best ? { best, evidence } : undefined;
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
