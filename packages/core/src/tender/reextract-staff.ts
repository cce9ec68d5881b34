import { schema } from "@portal/db";
import { EXTRACTOR_VERSION } from "@portal/text";
import { desc } from "drizzle-orm";
import { requirePermission } from "../access";
import { chinaDateTime } from "../china-time";
import type { Ctx } from "../context";
import { TENDER_PERM, tenderFieldLabel } from "./staff";

/**
 * An unfinished run whose record has not moved for this long has stopped (its process went away,
 * or the job gave up after retries); the next start of the server continues it.
 */
const STOPPED_AFTER_MS = 10 * 60_000;

export interface TenderReextraction {
  /** The version of the rules this release runs. */
  version: number;
  /** The latest run; null when no stored notice was ever older than the rules. */
  run: {
    fromVersion: number;
    toVersion: number;
    state: "running" | "stopped" | "finished";
    /** YYYY-MM-DD HH:mm, China time. */
    startedAt: string;
    finishedAt: string | null;
    done: number;
    total: number;
    failed: number;
    changedNotices: number;
    /** Most changed first, with the console's Chinese field names. */
    changed: { field: string; label: string; count: number }[];
    lastError: string | null;
  } | null;
}

const minute = (d: Date | null) => chinaDateTime(d)?.slice(0, 16) ?? null;

/** The console's view of re-extraction after a rule change (reextract.ts): progress and changed fields. */
export async function getTenderReextraction(ctx: Ctx): Promise<TenderReextraction> {
  requirePermission(ctx, TENDER_PERM.read);
  const runs = schema.tenderReextractRuns;
  const [r] = await ctx.db.select().from(runs).orderBy(desc(runs.id)).limit(1);
  if (!r) return { version: EXTRACTOR_VERSION, run: null };
  const stopped = ctx.now().getTime() - r.updatedAt.getTime() > STOPPED_AFTER_MS;
  return {
    version: EXTRACTOR_VERSION,
    run: {
      fromVersion: r.fromVersion,
      toVersion: r.toVersion,
      state: r.finishedAt ? "finished" : stopped ? "stopped" : "running",
      startedAt: minute(r.startedAt) as string,
      finishedAt: minute(r.finishedAt),
      done: r.done,
      total: r.total,
      failed: r.failed,
      changedNotices: r.changedNotices,
      changed: Object.entries(r.changed)
        .map(([field, count]) => ({ field, label: tenderFieldLabel(field), count }))
        .sort((x, y) => y.count - x.count || x.field.localeCompare(y.field)),
      lastError: r.lastError,
    },
  };
}
