/**
 * The HTTP traffic of the soak, drawn at random (seeded, so two runs send the same sequence) from what
 * the site really holds: anonymous pages, the tender search API with Chinese keywords and filters, API
 * calls of signed-in users and pages rendered for them. None of these calls sits behind a per-IP limiter,
 * so one machine sending all of them at a steady rate is like many visitors, not like one abuser.
 */

export interface SoakRequest {
  kind: string;
  method: "GET" | "POST";
  path: string;
  headers: Record<string, string>;
  body?: string;
  /** JSON answers must carry the success code; pages must be whole documents. */
  expect: "json" | "page";
}

export interface SiteIds {
  articles: number[];
  columns: number[];
  tenders: { id: number; category: string; stage: string | null }[];
}

const JSON_HEADERS = { "Content-Type": "application/json", "X-Requested-With": "XMLHttpRequest" };

async function api<T>(base: string, path: string, body: unknown): Promise<T> {
  const res = await fetch(base + path, { method: "POST", headers: JSON_HEADERS, body: JSON.stringify(body) });
  const json = (await res.json()) as { code: string; data: T };
  if (json.code !== "30000") throw new Error(`${path}: ${JSON.stringify(json).slice(0, 200)}`);
  return json.data;
}

/** Real ids from the public API (the demo data, or whatever a reused PostgreSQL holds). */
export async function discoverIds(base: string): Promise<SiteIds> {
  type Dir = { id: number; children: Dir[] };
  const tree = await api<Dir[]>(base, "/api/news/pub/docDirList", { docType: "NEWS" });
  const columns = tree.flatMap(function flat(d: Dir): number[] {
    return [d.id, ...d.children.flatMap(flat)];
  });
  const articles = new Set<number>();
  for (const id of columns) {
    const page = await api<{ records: { id: number }[] }>(base, "/api/news/pub/dirNews", { id, current: 1, size: 50 });
    for (const r of page.records) articles.add(r.id);
  }
  const tenders: SiteIds["tenders"] = [];
  for (let current = 1; current <= 6; current++) {
    const page = await api<{ records: SiteIds["tenders"] }>(base, "/api/ai/pub/bid/listPaged", { current, size: 50 });
    tenders.push(...page.records.map(({ id, category, stage }) => ({ id, category, stage })));
  }
  if (!articles.size || !tenders.length) throw new Error("no articles or tenders to visit: is DEMO_DATA on?");
  return { articles: [...articles], columns, tenders };
}

/** mulberry32: small, fast, seeded. */
export function seeded(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return { next, pick: <T>(xs: readonly T[]): T => xs[Math.floor(next() * xs.length)] };
}
export type Rng = ReturnType<typeof seeded>;

// Words people search tenders for: common, rare, two-word and ones with no hits at all.
const KEYWORDS = [
  "隧道",
  "桥梁",
  "公路",
  "污水处理",
  "监理",
  "勘察设计",
  "智慧园区",
  "钢结构",
  "绿化 养护",
  "施工 总承包",
  "幕墙",
  "无此词语",
];
const PROVINCES = ["420000", "110000", "440000", "320000", "510000"];
const STAGES = ["0100", "0103", "0104"];

function tenderPath(t: SiteIds["tenders"][number]) {
  return `/tender/detail/${t.id}/${t.category}/${t.stage ?? "0100"}`;
}

function anonymousPage(ids: SiteIds, r: Rng): string {
  const x = r.next();
  if (x < 0.15) return "/";
  if (x < 0.25) return "/news";
  if (x < 0.35) return `/news/list/${r.pick(ids.columns)}`;
  if (x < 0.55) return `/news/${r.pick(ids.articles)}`;
  if (x < 0.62) return "/tender";
  if (x < 0.7) return `/tender/ALL/0/${2 + Math.floor(r.next() * 4)}`;
  if (x < 0.78) return `/tender?q=${encodeURIComponent(r.pick(KEYWORDS))}`;
  return tenderPath(r.pick(ids.tenders));
}

function search(r: Rng) {
  const body: Record<string, unknown> = { current: 1 + Math.floor(r.next() * 3), size: 20, keyword: r.pick(KEYWORDS) };
  if (r.next() < 0.4) body.province = r.pick(PROVINCES);
  if (r.next() < 0.3) body.stage = r.pick(STAGES);
  return body;
}

// Read-only calls of a signed-in user's pages (user centre, messages, points, subscriptions).
const USER_CALLS: [string, unknown][] = [
  ["/api/user/auth/v3/userinfo", {}],
  ["/api/user/center/profile/get", {}],
  ["/api/user/center/favorites/listPaged", { current: 1, size: 10 }],
  ["/api/ai/bidSubscribe/list", {}],
  ["/api/ai/message/unreadCount", {}],
  ["/api/ai/message/listPaged", { current: 1, size: 10 }],
  ["/api/ai/accumulatePoint/listPaged", { current: 1, size: 10 }],
  ["/api/ai/residueDegree/getResidue", {}],
  ["/api/news/readHistory/listPaged", { current: 1, size: 10 }],
  ["/api/ai/bid/listPagedByFavorite", { current: 1, size: 10 }],
];

export const KINDS = {
  page: "anonymous page",
  search: "tender search API",
  userApi: "signed-in API",
  userPage: "signed-in page",
} as const;

/** One request of the mix: 45 % anonymous pages, 25 % tender search, 25 % signed-in API, 5 % signed-in pages. */
export function nextRequest(ids: SiteIds, users: string[], r: Rng): SoakRequest {
  const x = r.next();
  if (x < 0.45) return { kind: KINDS.page, method: "GET", path: anonymousPage(ids, r), headers: {}, expect: "page" };
  if (x < 0.7) {
    const body = JSON.stringify(search(r));
    return { kind: KINDS.search, method: "POST", path: "/api/ai/pub/bid/listPaged", headers: JSON_HEADERS, body, expect: "json" };
  }
  const cookie = `sid=${r.pick(users)}`;
  if (x < 0.95) {
    const [path, body] = r.pick(USER_CALLS);
    return {
      kind: KINDS.userApi,
      method: "POST",
      path,
      headers: { ...JSON_HEADERS, Cookie: cookie },
      body: JSON.stringify(body),
      expect: "json",
    };
  }
  const path = r.next() < 0.5 ? "/" : tenderPath(r.pick(ids.tenders));
  return { kind: KINDS.userPage, method: "GET", path, headers: { Cookie: cookie }, expect: "page" };
}
