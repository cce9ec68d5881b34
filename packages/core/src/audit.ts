// The kernel's audit (DESIGN §3): who did what, and for staff edits what changed.
import { schema } from "@portal/db";
import type { Ctx } from "./context";

/**
 * Records who did what. Never put a password, code or token in `detail`: this table is read by
 * staff and kept for at least 180 days.
 */
export async function recordAudit(
  ctx: Ctx,
  event: { action: string; targetType?: string; targetId?: string; detail?: Record<string, unknown>; actorId?: string },
): Promise<void> {
  const actor = ctx.actor;
  await ctx.db.insert(schema.auditLog).values({
    at: ctx.now(),
    actorType: actor.kind,
    actorId: event.actorId ?? (actor.kind === "user" ? actor.userId : actor.kind === "system" ? actor.job : null),
    action: event.action,
    targetType: event.targetType ?? null,
    targetId: event.targetId ?? null,
    ip: "ip" in actor ? actor.ip : null,
    detail: event.detail ?? null,
  });
}

/** Long values (article bodies) are cut so one edit cannot bloat the audit table. */
const MAX_VALUE_CHARS = 2000;
/** Fields that must never reach the audit log, whatever a caller passes in. */
const SECRET_FIELDS = /password|token|secret|code_?hash/i;

type Snapshot = Record<string, unknown> | null;

function clip(value: unknown): unknown {
  if (value instanceof Date) return value.toISOString();
  if (typeof value === "string" && value.length > MAX_VALUE_CHARS) return `${value.slice(0, MAX_VALUE_CHARS)}…（共 ${value.length} 字）`;
  return value;
}

function clean(s: Snapshot): Snapshot {
  if (!s) return null;
  return Object.fromEntries(
    Object.entries(s)
      .filter(([k]) => !SECRET_FIELDS.test(k))
      .map(([k, v]) => [k, clip(v)]),
  );
}

/**
 * Keeps only what changed, so the log answers "what did this edit do" at a glance; creations and
 * deletions keep the whole record on their one side.
 */
export function diffSnapshots(before: Snapshot, after: Snapshot): { before: Snapshot; after: Snapshot } {
  const b = clean(before);
  const a = clean(after);
  if (!b || !a) return { before: b, after: a };
  const changed = [...new Set([...Object.keys(b), ...Object.keys(a)])].filter((k) => JSON.stringify(b[k]) !== JSON.stringify(a[k]));
  const pick = (s: Record<string, unknown>) => Object.fromEntries(changed.map((k) => [k, s[k] ?? null]));
  return { before: pick(b), after: pick(a) };
}

/** One staff change: who (from ctx), what (action + target), when (ctx.now()), before/after. */
export async function auditChange(
  ctx: Ctx,
  action: string,
  target: { type: string; id: string | number },
  before: Snapshot,
  after: Snapshot,
): Promise<void> {
  await recordAudit(ctx, {
    action,
    targetType: target.type,
    targetId: String(target.id),
    detail: diffSnapshots(before, after),
  });
}
