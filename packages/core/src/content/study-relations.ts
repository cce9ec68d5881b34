import { schema } from "@portal/db";
import { segment } from "@portal/text";
import { and, eq, ilike, ne, or, type SQL } from "drizzle-orm";
import { PUBLIC_TTL_MS } from "../cache";
import { chinaDate } from "../china-time";
import type { Ctx } from "../context";
import { STUDY_NS } from "./changes";
import { isPublic } from "./publishing";
import { currentStatus } from "./study-read";

const d = schema.studyDocs;

export interface LinkedDoc {
  id: number;
  code: string | null;
  title: string;
  status: string | null;
  path: string;
}

/**
 * A standard's family, read off its code: national standards by their number series (GB 50xxx
 * design codes, GB 55xxx general codes …, with or without /T), sector standards by prefix (JGJ, CJJ,
 * 建标). Returns LIKE patterns for codes of the same family.
 */
export function codeFamily(code: string | null): string[] {
  const m = /^(GB|[A-Z]+|建标)(\/T)?\s*(\d+)/.exec(code ?? "");
  if (!m) return [];
  if (m[1] === "GB") return [`GB ${m[3].slice(0, 2)}%`, `GB/T ${m[3].slice(0, 2)}%`];
  return [`${m[1]} %`, `${m[1]}/T %`];
}

/** What kind of standard a code names (GB/T: recommended national standard …); null when the code says nothing. */
export function standardKind(code: string | null): string | null {
  if (!code) return null;
  if (code.startsWith("GB/T")) return "推荐性国家标准";
  if (/^GB \d/.test(code)) return "国家标准";
  if (code.startsWith("建标")) return "建设标准";
  if (/^[A-Z]+\/T \d/.test(code)) return "推荐性行业标准";
  if (/^[A-Z]+ \d/.test(code)) return "行业标准";
  return null;
}

/** Words that say nothing about a standard's subject: every title has them. */
const GENERIC = new Set([
  "规范",
  "标准",
  "设计",
  "技术",
  "规程",
  "统一",
  "通用",
  "工程",
  "建设",
  "评价",
  "管理",
  "项目",
  "应用",
  "城市",
  "城镇",
]);

/** Subject words of a title, for finding policies about the same thing. */
function subjectWords(title: string): string[] {
  return [...new Set(segment(title))].filter((w) => w.length >= 2 && !GENERIC.has(w) && !/^\d+$/.test(w)).slice(0, 8);
}

const asLinked = (
  r: { id: number; code: string | null; title: string; status: string | null; effectiveDate: string | null },
  today: string,
) => ({
  id: r.id,
  code: r.code,
  title: r.title,
  status: currentStatus({ type: "NORMAL", ...r }, today),
  path: `/standard/detail/${r.id}`,
});

/**
 * Everything a standard's detail page links to, in one call: the standard that replaces it, those
 * it replaces, related standards (same category or same code family, both first) and policies
 * whose title or summary share a subject word with its name. Only published documents.
 */
export function standardRelations(
  ctx: Ctx,
  doc: { id: number; code: string | null; title: string; catId: number | null; replacedBy: string | null },
) {
  return ctx.cache.wrap(STUDY_NS, `rel:${doc.id}`, PUBLIC_TTL_MS, async () => {
    const now = ctx.now();
    const today = chinaDate(now) as string;
    const cols = { id: d.id, code: d.code, title: d.title, status: d.status, effectiveDate: d.effectiveDate, catId: d.catId, memo: d.memo };
    const standards = and(eq(d.type, "NORMAL"), isPublic(d, now), ne(d.id, doc.id)) as SQL;

    const [successor] = doc.replacedBy
      ? await ctx.db
          .select(cols)
          .from(d)
          .where(and(standards, eq(d.code, doc.replacedBy)))
          .limit(1)
      : [];
    const predecessors = doc.code
      ? await ctx.db
          .select(cols)
          .from(d)
          .where(and(standards, eq(d.replacedBy, doc.code)))
      : [];

    const family = codeFamily(doc.code);
    const near: SQL[] = [...(doc.catId ? [eq(d.catId, doc.catId)] : []), ...family.map((p) => ilike(d.code, p))];
    const candidates = near.length
      ? await ctx.db
          .select(cols)
          .from(d)
          .where(and(standards, or(...near)))
          .limit(200)
      : [];
    const linked = new Set([successor?.id, ...predecessors.map((p) => p.id)]);
    const inFamily = (code: string | null) => family.some((p) => (code ?? "").startsWith(p.slice(0, -1)));
    const related = candidates
      .filter((c) => !linked.has(c.id))
      .map((c) => ({ c, score: (c.catId === doc.catId ? 1 : 0) + (inFamily(c.code) ? 1 : 0) }))
      .sort((x, y) => y.score - x.score || (x.c.code ?? "").localeCompare(y.c.code ?? ""))
      .slice(0, 6)
      .map(({ c }) => asLinked(c, today));

    const words = subjectWords(doc.title);
    const policyRows = words.length
      ? await ctx.db
          .select(cols)
          .from(d)
          .where(
            and(eq(d.type, "POLICY"), isPublic(d, now), or(...words.flatMap((w) => [ilike(d.title, `%${w}%`), ilike(d.memo, `%${w}%`)]))),
          )
          .limit(50)
      : [];
    const policies = policyRows
      .map((p) => ({ p, score: words.reduce((s, w) => s + (p.title.includes(w) ? 2 : 0) + (p.memo?.includes(w) ? 1 : 0), 0) }))
      .sort((x, y) => y.score - x.score || x.p.id - y.p.id)
      .slice(0, 4)
      .map(({ p }) => ({ id: p.id, title: p.title, path: `/policy/detail/${p.id}` }));

    return {
      kind: standardKind(doc.code),
      replacedBy: successor ? asLinked(successor, today) : null,
      replaces: predecessors.map((p) => asLinked(p, today)),
      related,
      policies,
    };
  });
}
