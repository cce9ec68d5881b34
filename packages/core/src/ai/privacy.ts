import { type Db, schema } from "@portal/db";
import { asc, eq, inArray } from "drizzle-orm";
import type { Ctx } from "../context";

/** A user's AI writings and papers, for the account data export (PIPL). */
export async function aiHistoryOf(ctx: Ctx, userId: string) {
  const [writings, papers] = await Promise.all([
    ctx.db
      .select({
        title: schema.aiWritings.title,
        inputs: schema.aiWritings.inputs,
        html: schema.aiWritings.html,
        createdAt: schema.aiWritings.createdAt,
      })
      .from(schema.aiWritings)
      .where(eq(schema.aiWritings.userId, userId))
      .orderBy(asc(schema.aiWritings.createdAt)),
    ctx.db.select().from(schema.aiPapers).where(eq(schema.aiPapers.userId, userId)).orderBy(asc(schema.aiPapers.createdAt)),
  ]);
  const sections = papers.length
    ? await ctx.db
        .select()
        .from(schema.aiPaperSections)
        .where(
          inArray(
            schema.aiPaperSections.paperId,
            papers.map((x) => x.id),
          ),
        )
        .orderBy(asc(schema.aiPaperSections.idx))
    : [];
  return {
    writings,
    papers: papers.map((x) => ({
      title: x.title,
      discipline: x.discipline,
      abstract: x.abstract,
      keywords: x.keywords,
      createdAt: x.createdAt,
      sections: sections.filter((y) => y.paperId === x.id).map((y) => ({ title: y.title, html: y.html })),
    })),
  };
}

/** Erases a deleted account's AI writings and papers; usage rows lose the user (kept as totals). */
export async function eraseAiOf(db: Db, userId: string) {
  const ids = (await db.select({ id: schema.aiPapers.id }).from(schema.aiPapers).where(eq(schema.aiPapers.userId, userId))).map(
    (r) => r.id,
  );
  if (ids.length) await db.delete(schema.aiPaperSections).where(inArray(schema.aiPaperSections.paperId, ids));
  await db.delete(schema.aiPapers).where(eq(schema.aiPapers.userId, userId));
  await db.delete(schema.aiWritings).where(eq(schema.aiWritings.userId, userId));
  await db.update(schema.aiUsage).set({ userId: null }).where(eq(schema.aiUsage.userId, userId));
}
