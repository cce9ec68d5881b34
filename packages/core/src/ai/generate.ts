import { markdownToHtml } from "@portal/contract";
import { schema } from "@portal/db";
import { and, eq, gte, sql } from "drizzle-orm";
import { chinaDate } from "../china-time";
import type { Ctx } from "../context";
import { AppError } from "../errors";
import { changePoints, getPointRules, spendQuotaOrPoints } from "../points";
import { sanitizeRichText } from "../sanitize";
import { reserve } from "../throttle";
import { withTransaction } from "../transaction";
import { AiError, type ChatMessage, type TokenUsage } from "./client";

/** Text saved while it streams at most this often, so a page closed mid-way keeps nearly all of it. */
const SAVE_EVERY_MS = 1000;
/** Generations one user may run at the same time (two tabs are fine, a script opening fifty is not). */
const RUNNING = { name: "ai-running", limit: 2, windowMs: 15 * 60_000 };
/** Tokens a user may spend per China day whatever their plan: a ceiling against abuse, not a price. */
export const DAILY_TOKEN_CAP = 300_000;

export const NO_PROVIDER = "本站暂未开通 AI 写作，开通后即可使用。您仍可检索本站标准、政策和论文中的相关条文作为参考。";

/** Rendered text of a model's Markdown: escaped, then sanitised like every stored rich text. */
export const renderMarkdown = (md: string) => sanitizeRichText(markdownToHtml(md));

export interface Charge {
  via: "quota" | "points";
  points: number;
  day: string;
  idemKey: string;
}

/** The model, or a plain 503 saying there is none (never made-up text). */
export function requireAi(ctx: Ctx) {
  if (!ctx.ai) throw new AppError("Unavailable", NO_PROVIDER);
  return ctx.ai;
}

/** Refuses a user who reached the day's token ceiling. */
async function checkTokenCap(ctx: Ctx, userId: string) {
  if ((await tokensToday(ctx, userId)).used >= DAILY_TOKEN_CAP) {
    throw new AppError("RateLimited", "今日 AI 生成用量已达上限，请明天再试", { retryAfter: 3600 });
  }
}

/**
 * Pays for one generation before it starts: the day's free AI 写作 uses, then the points of the
 * rule “AI 写作”. Keyed by `idemKey`, so a retried request pays once.
 */
export async function chargeAiUse(ctx: Ctx, userId: string, use: { note: string; idemKey: string }): Promise<Charge> {
  await checkTokenCap(ctx, userId);
  const points = (await getPointRules(ctx)).consumption.find((r) => r.code === "AI_GENERATE")?.points ?? 0;
  const day = chinaDate(ctx.now()) as string;
  const via = await withTransaction(ctx, (tx) =>
    spendQuotaOrPoints(tx, userId, {
      kind: "AI_GENERATE",
      points,
      note: use.note,
      idemKey: use.idemKey,
      freeText: "今日免费 AI 写作次数已用完",
    }),
  );
  return { via, points, day, idemKey: use.idemKey };
}

/** Gives a generation that produced nothing back: the free use, or the points. */
export async function refundAiUse(ctx: Ctx, userId: string, charge: Charge) {
  if (charge.via === "quota") {
    const q = schema.quotaUsage;
    await ctx.db
      .update(q)
      .set({ used: sql`greatest(${q.used} - 1, 0)`, updatedAt: ctx.now() })
      .where(and(eq(q.userId, userId), eq(q.kind, "AI_GENERATE"), eq(q.period, charge.day)));
  } else if (charge.points > 0) {
    await changePoints(ctx, userId, {
      delta: charge.points,
      reason: "AI_GENERATE",
      note: "AI 生成失败，退还积分",
      idemKey: `${charge.idemKey}:refund`,
    });
  }
}

/** Holds one of the user's running-generation places; the returned function gives it back. */
export async function holdRunningSlot(ctx: Ctx, userId: string): Promise<() => Promise<void>> {
  const slot = await reserve(ctx, RUNNING, userId);
  if (slot.before >= RUNNING.limit) {
    await slot.release();
    throw new AppError("RateLimited", "您已有 AI 生成正在进行，请等它完成后再试", { retryAfter: 30 });
  }
  return slot.release;
}

export interface GenerationInput {
  userId: string;
  feature: "tool" | "paper" | "section";
  refId: string;
  messages: ChatMessage[];
  maxTokens: number;
  signal?: AbortSignal;
  paidWith: "quota" | "points" | "free";
  /** Each piece of text as it arrives (to the page). */
  onDelta(text: string): void | Promise<void>;
  /** The whole text so far: called at most every second while streaming, and once at the end. */
  save(markdown: string, done: boolean): Promise<void>;
}

export interface GenerationResult {
  outcome: "ok" | "stopped" | "failed";
  markdown: string;
  usage?: TokenUsage;
  /** Why it stopped or failed, in Chinese for the user. */
  message?: string;
}

/**
 * Streams one generation from the model, saving the text as it comes and recording its tokens.
 * It never throws for the model's trouble: a cancel or a cut-off keeps the text so far ("stopped"),
 * a failure before any text is "failed" and the caller refunds.
 */
export async function runGeneration(ctx: Ctx, g: GenerationInput): Promise<GenerationResult> {
  const ai = requireAi(ctx);
  let markdown = "";
  let lastSave = Date.now();
  // Saves run one after another; a slow database never sees two writes of the same row race.
  let saving: Promise<void> = Promise.resolve();
  const queueSave = (done: boolean) => {
    const text = markdown;
    saving = saving.then(() => g.save(text, done));
    return saving;
  };
  let result: GenerationResult;
  try {
    const r = await ai.stream(g.messages, {
      maxTokens: g.maxTokens,
      signal: g.signal,
      onDelta: async (d) => {
        markdown += d;
        await g.onDelta(d);
        if (Date.now() - lastSave >= SAVE_EVERY_MS) {
          lastSave = Date.now();
          void queueSave(false);
        }
      },
    });
    markdown = r.text;
    result = {
      outcome: "ok",
      markdown,
      usage: r.usage,
      message: r.finishReason === "length" ? "已达到本次生成的长度上限，内容可能不完整" : undefined,
    };
  } catch (err) {
    if (!(err instanceof AiError)) throw err;
    const message = err.code === "cancelled" ? "已停止生成" : `生成中断：${err.message}`;
    result = { outcome: markdown ? "stopped" : "failed", markdown, message };
    ctx.log.warn({ err: err.message, code: err.code, feature: g.feature }, "ai generation ended early");
  }
  await queueSave(true);
  const promptChars = g.messages.reduce((n, m) => n + m.content.length, 0);
  const usage = result.usage ?? {
    promptTokens: Math.ceil(promptChars / 1.5),
    completionTokens: Math.ceil(markdown.length / 1.5),
    estimated: true,
  };
  await ctx.db.insert(schema.aiUsage).values({
    userId: g.userId,
    feature: g.feature,
    refId: g.refId,
    model: ai.model,
    promptTokens: usage.promptTokens,
    completionTokens: usage.completionTokens,
    estimated: usage.estimated,
    paidWith: g.paidWith,
    outcome: result.outcome,
    createdAt: ctx.now(),
  });
  return { ...result, usage };
}

/** Whether an AI model is configured, for pages that show the tools (no secrets, no URL). */
export const aiStatus = (ctx: Ctx) => ({ enabled: Boolean(ctx.ai), model: ctx.ai?.model ?? null });

/** Tokens the user used today and the ceiling, for the tool pages. */
export async function tokensToday(ctx: Ctx, userId: string) {
  const day = chinaDate(ctx.now()) as string;
  const u = schema.aiUsage;
  const [row] = await ctx.db
    .select({ n: sql<number>`coalesce(sum(${u.promptTokens} + ${u.completionTokens}), 0)::int` })
    .from(u)
    .where(and(eq(u.userId, userId), gte(u.createdAt, new Date(`${day}T00:00:00+08:00`))));
  return { used: row?.n ?? 0, cap: DAILY_TOKEN_CAP };
}
