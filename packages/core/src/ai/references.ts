import { schema } from "@portal/db";
import { queryTerms, snippet } from "@portal/text";
import { and, desc, inArray, lte, sql } from "drizzle-orm";
import { PUBLIC_TTL_MS } from "../cache";
import type { Ctx } from "../context";

export interface Reference {
  type: "NORMAL" | "POLICY" | "PAPER";
  /** 标准 / 政策 / 论文 */
  typeName: string;
  title: string;
  path: string;
  /** Plain text around the words asked about. */
  passage: string;
}

const TYPE_NAMES = { NORMAL: "标准", POLICY: "政策", PAPER: "论文" } as const;

/** How many candidates the search engine ranks before the titles are checked. */
const CANDIDATES = 60;

/**
 * Passages of our own standards, policies and papers about a subject: what the writing tools offer
 * with no model (and beside one). The search engine finds candidates on the subject's words; a
 * candidate is kept only when its title names the subject's topic (see `topicTerms`, `namesTopic`):
 * "盾构隧道施工沉降控制" once listed a gas-pipe corrosion code for its 控制 and a roof code for its
 * 施工. Nothing is better than something unrelated.
 */
export async function findReferences(ctx: Ctx, subject: string, limit = 6): Promise<Reference[]> {
  const text = subject.replace(/\s+/g, " ").trim().slice(0, 200);
  const terms = queryTerms(text)
    .map((w) => w.replace(/[^\p{L}\p{N}]+/gu, ""))
    .filter((w) => w.length >= 2)
    .slice(0, 20);
  const topic = topicTerms(terms);
  if (topic.length === 0) return [];
  return ctx.cache.wrap("search", `refs:${JSON.stringify([topic, limit])}`, PUBLIC_TTL_MS, async () => {
    const tsq = topic.map((w) => `'${w.replace(/'/g, "''")}'`).join(" | ");
    const e = schema.searchEntries;
    const rank = sql`ts_rank(${e.tsv}, to_tsquery('simple', ${tsq}))`;
    const rows = await ctx.db
      .select({ type: e.type, title: e.title, body: e.body, path: e.path })
      .from(e)
      .where(
        and(sql`${e.tsv} @@ to_tsquery('simple', ${tsq})`, inArray(e.type, ["NORMAL", "POLICY", "PAPER"]), lte(e.publishedAt, ctx.now())),
      )
      .orderBy(desc(rank))
      .limit(CANDIDATES);
    return rows
      .filter((r) => namesTopic(r.title, topic))
      .slice(0, limit)
      .map((r) => ({
        type: r.type as Reference["type"],
        typeName: TYPE_NAMES[r.type as Reference["type"]],
        title: r.title,
        path: r.path,
        passage: snippet(r.body, terms, 160),
      }));
  });
}

/**
 * Words that say what a subject is about in any engineering text, so they cannot tell one topic
 * from another: a title sharing only these with the subject is not about it.
 */
const GENERIC = new Set(
  "施工 控制 技术 工程 研究 分析 应用 设计 管理 质量 规范 标准 规程 规定 方法 问题 措施 探讨 建设 建筑 项目 系统 安全 要点 浅谈 浅析 关键 影响 因素 对策 策略 基于 及其 中的 过程 方案 体系 实践 优化 评价 要求 技术规程 技术标准 技术规范 通用 统一".split(
    " ",
  ),
);

/** The subject's words that name its topic; when it has none, all of its words. */
export function topicTerms(terms: string[]): string[] {
  const specific = terms.filter((w) => !GENERIC.has(w));
  return specific.length > 0 ? specific : terms;
}

/**
 * Whether a title is about the topic: it names two of the topic's words, or the topic's only word.
 * A word and the longer words holding it ("防火" and "防火设计", "装配" and "装配式") are one word,
 * counted by the shortest: "建筑设计防火规范" is about "建筑防火设计".
 */
export function namesTopic(title: string, topic: string[]): boolean {
  const roots = topic.filter((w) => !topic.some((o) => o !== w && w.includes(o)));
  const named = roots.filter((w) => title.includes(w)).length;
  return named >= Math.min(2, roots.length);
}
