import { and, eq, lte, type SQL } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import { PERM, requirePermission } from "../access";
import type { Ctx } from "../context";
import { invalid } from "../errors";
import { optionalText } from "../fields";

export type PublishState = "DRAFT" | "PUBLISHED";

/**
 * How an author asks for publication on create/update: PUBLISHED with no publishAt goes live now,
 * PUBLISHED with a future publishAt is scheduled, DRAFT keeps it hidden.
 */
export interface PublicationInput {
  state?: PublishState;
  publishAt?: Date | null;
}

/**
 * The access rule of every content write (issue 31: the verb checks, whoever calls it): content:write,
 * and content:publish as well when the write asks for publication, as the admin console asks.
 * System jobs (seeding, scheduled publishing) pass.
 */
export function requireContentWrite(ctx: Ctx, pub: PublicationInput = {}) {
  requirePermission(ctx, PERM.contentWrite);
  if (pub.state === "PUBLISHED") requirePermission(ctx, PERM.contentPublish);
}

/** Publishing, scheduling and withdrawing need content:publish. */
export function requireContentPublish(ctx: Ctx) {
  requirePermission(ctx, PERM.contentPublish);
}

/** The row is visible to visitors now. */
export function isPublic(t: { state: PgColumn; publishAt: PgColumn }, now: Date): SQL {
  return and(eq(t.state, "PUBLISHED"), lte(t.publishAt, now)) as SQL;
}

/** Columns to write for a publication request; `current` is the row's stored state when updating. */
export function publicationColumns(ctx: Ctx, input: PublicationInput, current?: { state: string; publishAt: Date | null }) {
  const state = input.state ?? (current?.state as PublishState | undefined) ?? "DRAFT";
  if (state !== "DRAFT" && state !== "PUBLISHED") throw invalid("发布状态只能是草稿或已发布");
  let publishAt = input.publishAt === undefined ? (current?.publishAt ?? null) : input.publishAt;
  if (state === "PUBLISHED" && !publishAt) publishAt = ctx.now();
  return { state, publishAt, updatedAt: ctx.now() };
}

/** Who authored a write: the staff member's user id, the system job, or null. */
export function creatorOf(ctx: Ctx): string | null {
  if (ctx.actor.kind === "user") return ctx.actor.userId;
  if (ctx.actor.kind === "system") return `system:${ctx.actor.job}`;
  return null;
}

/**
 * A cover image address: only http(s) and site-relative ones (an upload or a generated cover);
 * anything else (javascript:, data:, //host) is refused.
 */
export function coverAddress(url: string | null | undefined): string | null {
  const v = (url ?? "").trim();
  if (!v) return null;
  if (!/^https?:\/\//i.test(v) && !/^\/[^/\\]/.test(v)) throw invalid("封面地址必须以 http(s):// 或 / 开头");
  return optionalText(v, "封面地址", 500);
}
