import { schema } from "@portal/db";
import { and, eq, gt, sql } from "drizzle-orm";
import type { Ctx } from "../context";

// Whether agents are there, read by the agents' side (agent.ts) and the visitors' (visitor.ts).

/** A console beats every 30 s; an agent whose console stopped beating a little over a minute ago is gone. */
export const AGENT_STALE_MS = 70_000;

/** Whether any agent's console is online (shared by every process through the database). */
export async function agentsAvailable(ctx: Ctx): Promise<boolean> {
  const since = new Date(ctx.now().getTime() - AGENT_STALE_MS);
  const [row] = await ctx.db
    .select({ n: sql<number>`count(*)::int` })
    .from(schema.chatAgents)
    .where(and(eq(schema.chatAgents.status, "online"), gt(schema.chatAgents.seenAt, since)));
  return Number(row?.n ?? 0) > 0;
}
