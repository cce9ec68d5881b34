import { schema } from "@portal/db";
import { and, desc, eq, gt, lt } from "drizzle-orm";
import type { Ctx } from "../context";
import type { SourceRow } from "./collect";
import type { ListItem } from "./list-items";
import { MAX_TRIES } from "./url-memory";

const r = schema.crawlRuns;
/** A run still marked RUNNING after this long died with its process; a new one may start. */
const STALE_RUN_MS = 30 * 60_000;

/** Why a run should not start now (disabled, not due, already running), or undefined. */
export async function skipReason(ctx: Ctx, source: SourceRow, trigger: string): Promise<string | undefined> {
  const now = ctx.now().getTime();
  if (trigger === "SCHEDULE") {
    if (!source.enabled) return "来源已停用";
    // Schedules also fire when a process starts: a run that happened recently is enough.
    if (source.lastRunAt && now - source.lastRunAt.getTime() < (source.intervalMinutes * 60_000) / 2) return "未到下次运行时间";
  }
  const [running] = await ctx.db
    .select({ id: r.id })
    .from(r)
    .where(and(eq(r.sourceId, source.id), eq(r.status, "RUNNING"), gt(r.startedAt, new Date(now - STALE_RUN_MS))))
    .limit(1);
  return running ? "上一次运行尚未结束" : undefined;
}

/** Notices failed in earlier runs come back for another try, newest list entries first. */
export async function retries(ctx: Ctx, sourceId: number, listed: ListItem[]): Promise<ListItem[]> {
  const rows = await ctx.db
    .select({ url: schema.crawlUrls.url })
    .from(schema.crawlUrls)
    .where(
      and(
        eq(schema.crawlUrls.sourceId, sourceId),
        eq(schema.crawlUrls.status, "FAILED"),
        eq(schema.crawlUrls.role, "NOTICE"),
        lt(schema.crawlUrls.tries, MAX_TRIES),
      ),
    )
    .orderBy(desc(schema.crawlUrls.fetchedAt))
    .limit(100);
  const have = new Set(listed.map((i) => i.url));
  return rows.filter((row) => !have.has(row.url)).map((row) => ({ url: row.url }));
}
