import type { ColumnBizType } from "@portal/contract";
import { schema } from "@portal/db";
import { asc, eq } from "drizzle-orm";
import { PUBLIC_TTL_MS } from "../cache";
import type { Ctx } from "../context";

/** SPEC §3 "News column": id, name, bizType, children. */
export interface ColumnNode {
  id: number;
  name: string;
  bizType: ColumnBizType;
  children: ColumnNode[];
}

export const COLUMNS_NS = "columns";

/** The column tree of one content kind (NEWS or KNOW), roots ordered by `sort`. */
export function listColumnTree(ctx: Ctx, docType: "NEWS" | "KNOW" = "NEWS"): Promise<ColumnNode[]> {
  return ctx.cache.wrap(COLUMNS_NS, `tree:${docType}`, PUBLIC_TTL_MS, async () => {
    const rows = await ctx.db
      .select()
      .from(schema.newsDirs)
      .where(eq(schema.newsDirs.docType, docType))
      .orderBy(asc(schema.newsDirs.sort), asc(schema.newsDirs.id));
    const nodes = new Map<number, ColumnNode>();
    for (const r of rows) nodes.set(r.id, { id: r.id, name: r.name, bizType: r.bizType as ColumnBizType, children: [] });
    const roots: ColumnNode[] = [];
    for (const r of rows) {
      const node = nodes.get(r.id) as ColumnNode;
      const parent = r.parentId === null ? undefined : nodes.get(r.parentId);
      (parent ? parent.children : roots).push(node);
    }
    return roots;
  });
}

/**
 * The top bar's hover menu (SPEC §9): per business type the first 5 and the next 5 root columns,
 * and the footer's topic list (at most 9).
 */
export async function navigationColumns(ctx: Ctx) {
  const roots = await listColumnTree(ctx, "NEWS");
  const of = (t: ColumnBizType) => roots.filter((c) => c.bizType === t).map(({ id, name }) => ({ id, name }));
  const news = of("NEWS");
  const topics = of("TOPIC");
  return {
    news: { first: news.slice(0, 5), next: news.slice(5, 10) },
    topics: { first: topics.slice(0, 5), next: topics.slice(5, 10) },
    footerTopics: topics.slice(0, 9),
  };
}
export type NavigationColumns = Awaited<ReturnType<typeof navigationColumns>>;

/** One column with its parent's name and its own sub-columns, or null when it does not exist. */
export async function getColumn(ctx: Ctx, id: number) {
  const roots = await listColumnTree(ctx, "NEWS");
  for (const root of roots) {
    if (root.id === id) return { column: root, parent: null };
    const child = root.children.find((c) => c.id === id);
    if (child) return { column: child, parent: root };
  }
  return null;
}
