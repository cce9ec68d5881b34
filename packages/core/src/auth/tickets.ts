import { schema } from "@portal/db";
import { and, eq, gt, isNull, lt, sql } from "drizzle-orm";
import type { Ctx } from "../context";
import { hashToken, newToken } from "./tokens";

/**
 * Single-use, short-lived secrets (image codes, send permits, recovery / binding tickets, second-factor
 * challenges, exchange codes, OAuth states). The holder gets the token, the table keeps its hash.
 */
export type TicketKind = "icode" | "permit" | "recovery" | "bind" | "mfa" | "exchange" | "oauth" | "reauth";

export interface Ticket {
  id: string;
  userId: string | null;
  data: Record<string, unknown>;
  attempts: number;
}

export async function issueTicket(
  ctx: Ctx,
  input: { kind: TicketKind; ttlMs: number; userId?: string | null; data?: Record<string, unknown>; token?: string },
): Promise<{ token: string; id: string }> {
  const token = input.token ?? newToken();
  const now = ctx.now();
  const [row] = await ctx.db
    .insert(schema.authTickets)
    .values({
      kind: input.kind,
      tokenHash: hashToken(token),
      userId: input.userId ?? null,
      data: input.data ?? {},
      createdAt: now,
      expiresAt: new Date(now.getTime() + input.ttlMs),
    })
    .returning({ id: schema.authTickets.id });
  // Expired tickets are useless; dropping a few on each issue keeps the table small without a job.
  await ctx.db.delete(schema.authTickets).where(lt(schema.authTickets.expiresAt, new Date(now.getTime() - 86_400_000)));
  return { token, id: row.id };
}

/** The live ticket for a token (not used, not expired), without using it up. */
export async function peekTicket(ctx: Ctx, kind: TicketKind, token: string | undefined | null): Promise<Ticket | null> {
  if (!token || token.length > 200) return null;
  const [row] = await ctx.db
    .select()
    .from(schema.authTickets)
    .where(
      and(
        eq(schema.authTickets.tokenHash, hashToken(token)),
        eq(schema.authTickets.kind, kind),
        isNull(schema.authTickets.usedAt),
        gt(schema.authTickets.expiresAt, ctx.now()),
      ),
    )
    .limit(1);
  return row ? { id: row.id, userId: row.userId, data: row.data, attempts: row.attempts } : null;
}

/**
 * Uses the ticket up and returns it; null when unknown, expired or already used. The conditional
 * update makes two concurrent uses impossible: only one of them changes the row.
 */
export async function consumeTicket(ctx: Ctx, kind: TicketKind, token: string | undefined | null): Promise<Ticket | null> {
  if (!token || token.length > 200) return null;
  const [row] = await ctx.db
    .update(schema.authTickets)
    .set({ usedAt: ctx.now() })
    .where(
      and(
        eq(schema.authTickets.tokenHash, hashToken(token)),
        eq(schema.authTickets.kind, kind),
        isNull(schema.authTickets.usedAt),
        gt(schema.authTickets.expiresAt, ctx.now()),
      ),
    )
    .returning();
  return row ? { id: row.id, userId: row.userId, data: row.data, attempts: row.attempts } : null;
}

/** Counts a wrong answer against a ticket; returns the new count. */
export async function failTicket(ctx: Ctx, id: string): Promise<number> {
  const [row] = await ctx.db
    .update(schema.authTickets)
    .set({ attempts: sql`${schema.authTickets.attempts} + 1` })
    .where(eq(schema.authTickets.id, id))
    .returning({ attempts: schema.authTickets.attempts });
  return row?.attempts ?? 0;
}

export async function burnTicket(ctx: Ctx, id: string): Promise<void> {
  await ctx.db.update(schema.authTickets).set({ usedAt: ctx.now() }).where(eq(schema.authTickets.id, id));
}
