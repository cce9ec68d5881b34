import { type AiOutlineItem, schema } from "@portal/db";
import { escapeHtml, htmlToText } from "@portal/text";
import { and, asc, count, desc, eq, inArray } from "drizzle-orm";
import { requireUser } from "../access";
import type { Ctx } from "../context";
import { AppError, conflict, invalid, notFound } from "../errors";
import { normalizePage, type Page, type Paged, pagedResult } from "../paging";
import { plainLine, sanitizeRichText } from "../sanitize";
import { hit } from "../throttle";
import { AiError } from "./client";
import type { AiSink } from "./events";
import { chargeAiUse, holdRunningSlot, refundAiUse, renderMarkdown, requireAi, runGeneration } from "./generate";
import { outlineMessages, sectionMessages } from "./paper-prompts";
import { asMaterial } from "./prompt";

export const PAPER_DISCIPLINES = ["土木工程", "建筑学", "交通运输工程", "水利工程", "工程管理", "测绘科学与技术", "环境工程", "其他"];
export const PAPER_LENGTHS = [3000, 5000, 8000, 10000];
/** Outlines cost nothing but still call the model: a ceiling per user and hour. */
const OUTLINES = { name: "ai-outline", limit: 20, windowMs: 3600_000 };

const p = schema.aiPapers;
const s = schema.aiPaperSections;
type PaperRow = typeof p.$inferSelect;
type SectionRow = typeof s.$inferSelect;

/** A paper "writing" that has not been touched for this long was cut off (the process stopped). */
const STALE_MS = 2 * 60_000;
const isLive = (ctx: Ctx, row: PaperRow) => row.status === "writing" && ctx.now().getTime() - row.updatedAt.getTime() < STALE_MS;

export interface PaperSectionView {
  idx: number;
  title: string;
  brief: string;
  html: string;
  status: string;
  words: number;
}

export interface PaperView {
  id: string;
  title: string;
  discipline: string;
  length: number;
  keywords: string;
  abstract: string;
  /** outline → writing → done; paused when writing stopped before the end. */
  status: string;
  words: number;
  createdAt: string;
  updatedAt: string;
  sections: PaperSectionView[];
}

/** 字数 as Chinese word processors count it: CJK characters plus latin words. */
const wordsOf = (html: string) => {
  const text = htmlToText(html);
  return (text.match(/[\u3400-\u9fff]/g)?.length ?? 0) + (text.match(/[A-Za-z0-9]+/g)?.length ?? 0);
};

function view(ctx: Ctx, row: PaperRow, sections: SectionRow[]): PaperView {
  const list = sections.map((x) => ({
    idx: x.idx,
    title: x.title,
    brief: x.brief,
    html: x.html,
    status: x.status,
    words: wordsOf(x.html),
  }));
  return {
    id: row.id,
    title: row.title,
    discipline: row.discipline,
    length: row.length,
    keywords: row.keywords,
    abstract: row.abstract,
    status: row.status === "writing" && !isLive(ctx, row) ? "paused" : row.status,
    words: list.reduce((n, x) => n + x.words, 0),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    sections: list,
  };
}

async function ownPaper(ctx: Ctx, id: string): Promise<{ row: PaperRow; sections: SectionRow[]; userId: string }> {
  const userId = requireUser(ctx);
  const [row] = await ctx.db
    .select()
    .from(p)
    .where(and(eq(p.id, id), eq(p.userId, userId)));
  if (!row) throw notFound("该论文");
  const sections = await ctx.db.select().from(s).where(eq(s.paperId, id)).orderBy(asc(s.idx));
  return { row, sections, userId };
}

/** The outline the model proposed, held to shape: 3–12 sections with short titles. */
function checkOutline(items: unknown): AiOutlineItem[] {
  if (!Array.isArray(items)) throw invalid("提纲格式不正确");
  const list = items
    .map((it) => ({
      title: plainLine(String((it as AiOutlineItem)?.title ?? "")).slice(0, 60),
      brief: plainLine(String((it as AiOutlineItem)?.brief ?? "")).slice(0, 300),
    }))
    .filter((it) => it.title);
  if (list.length < 2 || list.length > 12) throw invalid("提纲应有 2～12 节");
  return list;
}

export interface NewPaper {
  topic: string;
  discipline: string;
  length: number;
  notes?: string;
}

/** Step one: the model proposes title, abstract, keywords and an outline; nothing is charged. */
export async function createPaper(ctx: Ctx, input: NewPaper): Promise<PaperView> {
  const userId = requireUser(ctx);
  const ai = requireAi(ctx);
  const topic = asMaterial(input.topic, 100);
  if (topic.length < 4) throw invalid("请用至少 4 个字描述论文主题");
  if (!PAPER_DISCIPLINES.includes(input.discipline)) throw invalid("请选择学科");
  if (!PAPER_LENGTHS.includes(input.length)) throw invalid("请选择篇幅");
  await hit(ctx, OUTLINES, userId);
  const messages = outlineMessages({
    topic,
    discipline: input.discipline,
    length: input.length,
    notes: asMaterial(input.notes ?? "", 1000) || "（无）",
  });
  let answer: Record<string, unknown>;
  try {
    answer = await ai.completeJson(messages, { maxTokens: 1500 });
  } catch (err) {
    if (err instanceof AiError) throw new AppError("Unavailable", `生成提纲失败：${err.message}，请稍后重试`);
    throw err;
  }
  let outline: AiOutlineItem[];
  try {
    outline = checkOutline(answer.sections);
  } catch {
    throw new AppError("Unavailable", "大模型返回的提纲不完整，请重试");
  }
  const now = ctx.now();
  const paper = await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(p)
      .values({
        userId,
        title: plainLine(String(answer.title ?? "")).slice(0, 100) || topic,
        discipline: input.discipline,
        length: input.length,
        keywords: plainLine(String(answer.keywords ?? "")).slice(0, 100),
        abstract: plainLine(String(answer.abstract ?? "")).slice(0, 600),
        status: "outline",
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    await tx.insert(s).values(outline.map((o, idx) => ({ paperId: (row as PaperRow).id, idx, ...o, status: "empty", updatedAt: now })));
    return row as PaperRow;
  });
  const promptChars = messages.reduce((n, m) => n + m.content.length, 0);
  await ctx.db.insert(schema.aiUsage).values({
    userId,
    feature: "outline",
    refId: paper.id,
    model: ai.model,
    promptTokens: Math.ceil(promptChars / 1.5),
    completionTokens: Math.ceil(JSON.stringify(answer).length / 1.5),
    estimated: true,
    paidWith: "free",
    outcome: "ok",
    createdAt: now,
  });
  return myPaper(ctx, paper.id);
}

/** Step two: the user edits title and outline; only before writing starts. */
export async function updateOutline(
  ctx: Ctx,
  id: string,
  input: { title: string; abstract?: string; keywords?: string; sections: unknown },
): Promise<PaperView> {
  const { row } = await ownPaper(ctx, id);
  if (row.status !== "outline") throw conflict("论文已开始写作，提纲不能再修改；可以逐节编辑或重新生成");
  const title = plainLine(input.title).slice(0, 100);
  if (!title) throw invalid("请填写论文题目");
  const outline = checkOutline(input.sections);
  await ctx.db.transaction(async (tx) => {
    await tx
      .update(p)
      .set({
        title,
        abstract: plainLine(input.abstract ?? row.abstract).slice(0, 600),
        keywords: plainLine(input.keywords ?? row.keywords).slice(0, 100),
        updatedAt: ctx.now(),
      })
      .where(eq(p.id, id));
    await tx.delete(s).where(eq(s.paperId, id));
    await tx.insert(s).values(outline.map((o, idx) => ({ paperId: id, idx, ...o, status: "empty", updatedAt: ctx.now() })));
  });
  return myPaper(ctx, id);
}

/** Streams one section into its row; the old text stays until new text arrives. */
async function writeSection(
  ctx: Ctx,
  paper: PaperRow,
  sections: SectionRow[],
  idx: number,
  sink: AiSink,
  paidWith: "quota" | "points" | "free",
) {
  const sec = sections[idx] as SectionRow;
  await sink.send({ type: "section", idx, title: sec.title });
  const previous = idx > 0 ? htmlToText(sections[idx - 1]?.html ?? "").slice(-300) : "";
  const where = and(eq(s.paperId, paper.id), eq(s.idx, idx));
  const r = await runGeneration(ctx, {
    userId: paper.userId,
    feature: "section",
    refId: `${paper.id}#${idx}`,
    messages: sectionMessages({
      title: paper.title,
      discipline: paper.discipline,
      outline: sections,
      idx,
      length: Math.round(paper.length / sections.length / 100) * 100 || 500,
      previous,
    }),
    maxTokens: Math.min(4000, Math.ceil((paper.length / sections.length) * 1.6) + 200),
    signal: sink.signal,
    paidWith,
    onDelta: (text) => sink.send({ type: "delta", idx, text }),
    save: async (markdown) => {
      if (!markdown) return;
      await ctx.db
        .update(s)
        .set({ markdown, html: renderMarkdown(markdown), status: "writing", updatedAt: ctx.now() })
        .where(where);
      // The paper's own time shows it is alive (see isLive).
      await ctx.db.update(p).set({ updatedAt: ctx.now() }).where(eq(p.id, paper.id));
    },
  });
  const status = r.outcome === "ok" ? "done" : r.markdown ? "stopped" : sec.html ? sec.status : "failed";
  await ctx.db.update(s).set({ status, updatedAt: ctx.now() }).where(where);
  sec.html = r.markdown ? renderMarkdown(r.markdown) : sec.html;
  sec.status = status;
  await sink.send({ type: "sectionDone", idx, html: sec.html, outcome: r.outcome, message: r.message });
  return r;
}

/**
 * Step three: writes every section not yet done, in order, streaming each. Charged once per paper
 * (one AI 写作 use or its points); continuing after a stop costs nothing more.
 */
export async function writePaper(ctx: Ctx, id: string, sink: AiSink): Promise<void> {
  requireAi(ctx);
  const { row, sections, userId } = await ownPaper(ctx, id);
  if (row.status === "done") throw conflict("论文已写完；可以逐节重新生成");
  if (isLive(ctx, row)) throw conflict("论文正在生成中");
  const release = await holdRunningSlot(ctx, userId);
  try {
    let charge: Awaited<ReturnType<typeof chargeAiUse>> | undefined;
    if (!row.paid) {
      charge = await chargeAiUse(ctx, userId, { note: `AI 论文：${row.title.slice(0, 40)}`, idemKey: `ai:paper:${id}` });
      await ctx.db.update(p).set({ paid: true }).where(eq(p.id, id));
    }
    await ctx.db.update(p).set({ status: "writing", updatedAt: ctx.now() }).where(eq(p.id, id));
    await sink.send({ type: "start", id, via: charge?.via ?? "free" });
    let wroteAny = false;
    let last: Awaited<ReturnType<typeof runGeneration>> | undefined;
    for (const sec of sections) {
      if (sec.status === "done") continue;
      last = await writeSection(ctx, row, sections, sec.idx, sink, charge?.via ?? "free");
      wroteAny ||= Boolean(last.markdown);
      if (last.outcome !== "ok") break;
    }
    const finished = sections.every((x) => x.status === "done");
    await ctx.db
      .update(p)
      .set({ status: finished ? "done" : "paused", updatedAt: ctx.now() })
      .where(eq(p.id, id));
    // Paid for now and nothing came out: the use goes back and the next try pays again.
    if (charge && !wroteAny) {
      await refundAiUse(ctx, userId, charge);
      await ctx.db.update(p).set({ paid: false }).where(eq(p.id, id));
    }
    await sink.send({ type: "done", outcome: finished ? "ok" : (last?.outcome ?? "stopped"), message: last?.message });
  } finally {
    await release();
  }
}

/** Writes one section again (one AI 写作 use); the old text stays if the new one never comes. */
export async function regenerateSection(ctx: Ctx, id: string, idx: number, sink: AiSink): Promise<void> {
  requireAi(ctx);
  const { row, sections, userId } = await ownPaper(ctx, id);
  if (row.status === "outline" || isLive(ctx, row)) throw conflict("请先完成全文写作，再重新生成单节");
  if (!sections[idx]) throw notFound("该章节");
  const release = await holdRunningSlot(ctx, userId);
  try {
    const charge = await chargeAiUse(ctx, userId, {
      note: `AI 论文重写一节：${sections[idx]?.title.slice(0, 30)}`,
      idemKey: `ai:section:${id}:${idx}:${ctx.now().getTime()}`,
    });
    await sink.send({ type: "start", id, via: charge.via });
    const r = await writeSection(ctx, row, sections, idx, sink, charge.via);
    if (!r.markdown) await refundAiUse(ctx, userId, charge);
    await sink.send({ type: "done", outcome: r.outcome, message: r.message });
  } finally {
    await release();
  }
}

/** The user's own edit of a section in the rich-text editor (sanitised like all stored rich text). */
export async function saveSection(ctx: Ctx, id: string, idx: number, input: { title: string; html: string }): Promise<PaperSectionView> {
  const { row, sections } = await ownPaper(ctx, id);
  if (isLive(ctx, row)) throw conflict("论文正在生成，请稍后再编辑");
  if (!sections[idx]) throw notFound("该章节");
  const title = plainLine(input.title).slice(0, 60);
  if (!title) throw invalid("请填写章节标题");
  if (input.html.length > 200_000) throw invalid("章节内容过长");
  const html = sanitizeRichText(input.html);
  await ctx.db
    .update(s)
    .set({ title, html, markdown: "", status: "done", updatedAt: ctx.now() })
    .where(and(eq(s.paperId, id), eq(s.idx, idx)));
  await ctx.db.update(p).set({ updatedAt: ctx.now() }).where(eq(p.id, id));
  return { idx, title, brief: sections[idx]?.brief ?? "", html, status: "done", words: wordsOf(html) };
}

export async function myPaper(ctx: Ctx, id: string): Promise<PaperView> {
  const { row, sections } = await ownPaper(ctx, id);
  return view(ctx, row, sections);
}

/** My papers, most recently changed first, without their text. */
export async function myPapers(ctx: Ctx, input: Partial<Page> = {}): Promise<Paged<Omit<PaperView, "sections">>> {
  const userId = requireUser(ctx);
  const page = normalizePage(input, 10);
  const [rows, [total]] = await Promise.all([
    ctx.db
      .select()
      .from(p)
      .where(eq(p.userId, userId))
      .orderBy(desc(p.updatedAt))
      .limit(page.size)
      .offset((page.current - 1) * page.size),
    ctx.db.select({ n: count() }).from(p).where(eq(p.userId, userId)),
  ]);
  const ids = rows.map((r) => r.id);
  const all = ids.length ? await ctx.db.select().from(s).where(inIds(ids)) : [];
  const list = rows.map((r) => {
    const { sections: _s, ...rest } = view(
      ctx,
      r,
      all.filter((x) => x.paperId === r.id),
    );
    return rest;
  });
  return pagedResult(list, total?.n ?? 0, page);
}

export async function deletePaper(ctx: Ctx, id: string): Promise<void> {
  const { row } = await ownPaper(ctx, id);
  if (isLive(ctx, row)) throw conflict("论文正在生成，请先停止生成");
  await ctx.db.transaction(async (tx) => {
    await tx.delete(s).where(eq(s.paperId, id));
    await tx.delete(p).where(eq(p.id, id));
  });
}

/** The paper as a Word document, with a file name made of its title. */
export async function exportPaperDocx(ctx: Ctx, id: string): Promise<{ fileName: string; body: Buffer }> {
  const { row, sections } = await ownPaper(ctx, id);
  // Loaded on the first export: docx and cheerio are ~180 ms a server start would otherwise spend.
  const { paperToDocx } = await import("./docx-export");
  const body = await paperToDocx({
    title: row.title,
    subtitle: [row.discipline, row.keywords && `关键词：${row.keywords}`].filter(Boolean).join(" · "),
    sections: [
      ...(row.abstract ? [{ title: "摘要", html: `<p>${escapeHtml(row.abstract)}</p>` }] : []),
      ...sections.map((x) => ({ title: x.title, html: x.html })),
    ],
  });
  const safe = row.title.replace(/[\\/:*?"<>|\s]+/g, "_").slice(0, 60) || "论文";
  return { fileName: `${safe}.docx`, body };
}

const inIds = (ids: string[]) => inArray(s.paperId, ids);
