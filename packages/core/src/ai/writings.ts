import { schema } from "@portal/db";
import { and, count, desc, eq } from "drizzle-orm";
import { requireUser } from "../access";
import type { Ctx } from "../context";
import { notFound } from "../errors";
import { normalizePage, type Page, type Paged, pagedResult } from "../paging";
import type { AiSink } from "./events";
import { chargeAiUse, holdRunningSlot, refundAiUse, renderMarkdown, requireAi, runGeneration } from "./generate";
import { buildMessages } from "./prompt";
import { checkInputs, toolBySlug } from "./tools";

const w = schema.aiWritings;

export interface WritingView {
  id: string;
  toolSlug: string;
  toolName: string;
  title: string;
  inputs: Record<string, string>;
  html: string;
  status: string;
  error: string | null;
  createdAt: string;
}

/**
 * Runs a writing tool for the signed-in user: checks the inputs, pays (free use or points), then
 * streams the model's text to `sink` while saving it. A run that produced nothing is refunded.
 */
export async function runTool(ctx: Ctx, slug: string, raw: Record<string, unknown>, sink: AiSink): Promise<string> {
  const userId = requireUser(ctx);
  requireAi(ctx);
  const tool = await toolBySlug(ctx, slug);
  const values = checkInputs(tool, raw);
  const release = await holdRunningSlot(ctx, userId);
  try {
    const firstValue = Object.values(values).find((v) => v !== "（未提供）") ?? "";
    const title = `${tool.name}：${firstValue.replace(/\s+/g, " ").slice(0, 40)}`;
    const [row] = await ctx.db
      .insert(w)
      .values({ userId, toolId: tool.id, title, inputs: values, status: "writing", createdAt: ctx.now(), updatedAt: ctx.now() })
      .returning({ id: w.id });
    const id = (row as { id: string }).id;
    const charge = await chargeAiUse(ctx, userId, { note: `AI 写作：${tool.name}`, idemKey: `ai:tool:${id}` }).catch(async (err) => {
      await ctx.db.delete(w).where(eq(w.id, id));
      throw err;
    });
    await sink.send({ type: "start", id, via: charge.via });
    const r = await runGeneration(ctx, {
      userId,
      feature: "tool",
      refId: id,
      messages: buildMessages(tool.systemPrompt, tool.userTemplate, values),
      maxTokens: tool.maxTokens,
      signal: sink.signal,
      paidWith: charge.via,
      onDelta: (text) => sink.send({ type: "delta", text }),
      save: async (markdown, done) => {
        await ctx.db
          .update(w)
          .set({ markdown, html: renderMarkdown(markdown), updatedAt: ctx.now(), ...(done ? {} : { status: "writing" }) })
          .where(eq(w.id, id));
      },
    });
    await ctx.db
      .update(w)
      .set({ status: r.outcome === "ok" ? "done" : r.outcome, error: r.message ?? null, updatedAt: ctx.now() })
      .where(eq(w.id, id));
    if (r.outcome === "failed") await refundAiUse(ctx, userId, charge);
    await sink.send({ type: "done", outcome: r.outcome, message: r.message, usage: r.usage, html: renderMarkdown(r.markdown) });
    return id;
  } finally {
    await release();
  }
}

const view = (r: typeof w.$inferSelect, tool: { slug: string; name: string } | undefined): WritingView => ({
  id: r.id,
  toolSlug: tool?.slug ?? "",
  toolName: tool?.name ?? "已下线的工具",
  title: r.title,
  inputs: r.inputs,
  html: r.html,
  status: r.status,
  error: r.error,
  createdAt: r.createdAt.toISOString(),
});

/** My writings, newest first (the text is left out of the list). */
export async function myWritings(ctx: Ctx, input: Partial<Page> = {}): Promise<Paged<Omit<WritingView, "html" | "inputs">>> {
  const userId = requireUser(ctx);
  const page = normalizePage(input, 10);
  const [rows, [total]] = await Promise.all([
    ctx.db
      .select({ w, slug: schema.aiTools.slug, name: schema.aiTools.name })
      .from(w)
      .leftJoin(schema.aiTools, eq(schema.aiTools.id, w.toolId))
      .where(eq(w.userId, userId))
      .orderBy(desc(w.createdAt))
      .limit(page.size)
      .offset((page.current - 1) * page.size),
    ctx.db.select({ n: count() }).from(w).where(eq(w.userId, userId)),
  ]);
  const list = rows.map((r) => {
    const { html: _h, inputs: _i, ...rest } = view(r.w, r.slug ? { slug: r.slug, name: r.name as string } : undefined);
    return rest;
  });
  return pagedResult(list, total?.n ?? 0, page);
}

/** One of my writings; someone else's is "not found", never "forbidden" (no probing of ids). */
export async function myWriting(ctx: Ctx, id: string): Promise<WritingView> {
  const userId = requireUser(ctx);
  const [r] = await ctx.db
    .select({ w, slug: schema.aiTools.slug, name: schema.aiTools.name })
    .from(w)
    .leftJoin(schema.aiTools, eq(schema.aiTools.id, w.toolId))
    .where(and(eq(w.id, id), eq(w.userId, userId)));
  if (!r) throw notFound("该写作记录");
  return view(r.w, r.slug ? { slug: r.slug, name: r.name as string } : undefined);
}

export async function deleteWriting(ctx: Ctx, id: string): Promise<void> {
  const userId = requireUser(ctx);
  const gone = await ctx.db
    .delete(w)
    .where(and(eq(w.id, id), eq(w.userId, userId)))
    .returning({ id: w.id });
  if (gone.length === 0) throw notFound("该写作记录");
}
