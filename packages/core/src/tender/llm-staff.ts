import { type SQL, sql } from "drizzle-orm";
import { requirePermission } from "../access";
import { auditChange } from "../audit";
import { chinaDateTime } from "../china-time";
import type { Ctx } from "../context";
import { conflict, invalid, notFound } from "../errors";
import { normalizePage } from "../paging";
import { withTransaction } from "../transaction";
import { rows } from "./link";
import { wakeLlmFill } from "./llm-queue";
import { TENDER_PERM } from "./staff";

/**
 * The console's view of the language-model queue (tender_llm_fills): notices waiting for the model
 * and notices it gave up on after its retries, with the last error, so staff see what the model
 * never filled and can send a notice round again once the provider works.
 */
export type LlmFillState = "waiting" | "given_up";
/** Given up = no next try (next_at null); everything else is due or leased to a running job. */
const STATES: Record<LlmFillState | "all", SQL> = {
  all: sql`true`,
  waiting: sql`f.next_at IS NOT NULL`,
  given_up: sql`f.next_at IS NULL`,
};

export interface LlmFillRow {
  id: number;
  title: string;
  publishedOn: string;
  state: LlmFillState;
  attempts: number;
  /** YYYY-MM-DD HH:mm:ss (China time) of the next try; null when given up. */
  nextAt: string | null;
  lastError: string | null;
  queuedAt: string;
}

export async function listLlmFills(ctx: Ctx, input: { state?: string; current?: number; size?: number } = {}) {
  requirePermission(ctx, TENDER_PERM.read);
  const state = (input.state ?? "all") as keyof typeof STATES;
  if (!(state in STATES)) throw invalid("状态不正确");
  const { current, size: asked } = normalizePage(input);
  const size = Math.min(50, asked);
  const where = STATES[state];
  const found = await rows<{
    id: number;
    title: string;
    published_on: string;
    attempts: number;
    next_at: Date | string | null;
    last_error: string | null;
    created_at: Date | string;
  }>(
    ctx.db,
    sql`SELECT a.id, a.title, a.published_on::text AS published_on, f.attempts, f.next_at, f.last_error, f.created_at
        FROM tender_llm_fills f JOIN tender_announcements a ON a.id = f.announcement_id
        WHERE ${where}
        ORDER BY f.next_at IS NULL DESC, f.created_at DESC, f.announcement_id DESC
        LIMIT ${size} OFFSET ${(current - 1) * size}`,
  );
  const [counts] = await rows<{ waiting: number; given_up: number }>(
    ctx.db,
    sql`SELECT count(*) FILTER (WHERE next_at IS NOT NULL)::int AS waiting, count(*) FILTER (WHERE next_at IS NULL)::int AS given_up
        FROM tender_llm_fills`,
  );
  const waiting = Number(counts?.waiting ?? 0);
  const givenUp = Number(counts?.given_up ?? 0);
  const records: LlmFillRow[] = found.map((r) => ({
    id: Number(r.id),
    title: r.title,
    publishedOn: r.published_on,
    state: r.next_at === null ? "given_up" : "waiting",
    attempts: Number(r.attempts),
    nextAt: r.next_at === null ? null : chinaDateTime(new Date(r.next_at)),
    lastError: r.last_error,
    queuedAt: chinaDateTime(new Date(r.created_at)) ?? "",
  }));
  const total = state === "all" ? waiting + givenUp : state === "waiting" ? waiting : givenUp;
  return { records, total, current, size, waiting, givenUp };
}

/** Sends a notice the model gave up on round again: attempts from zero, due now, audited. */
export async function retryLlmFill(ctx: Ctx, input: { id: number }) {
  requirePermission(ctx, TENDER_PERM.write);
  await withTransaction(ctx, async (tx) => {
    const [row] = await rows<{ attempts: number; next_at: Date | string | null; last_error: string | null }>(
      tx.db,
      sql`SELECT attempts, next_at, last_error FROM tender_llm_fills WHERE announcement_id = ${input.id} FOR UPDATE`,
    );
    if (!row) throw notFound("待识别的公告");
    if (row.next_at !== null) throw conflict("该公告已在等待大模型识别");
    await tx.db.execute(
      sql`UPDATE tender_llm_fills SET attempts = 0, next_at = ${tx.now().toISOString()}::timestamptz, last_error = NULL
          WHERE announcement_id = ${input.id}`,
    );
    await auditChange(
      tx,
      "tender.llm_retry",
      { type: "tender", id: input.id },
      { attempts: Number(row.attempts), lastError: row.last_error },
      { attempts: 0, lastError: null },
    );
  });
  await wakeLlmFill(ctx);
  return { id: input.id };
}
