import { schema } from "@portal/db";
import { eq } from "drizzle-orm";
import { requirePermission } from "../access";
import { auditChange } from "../audit";
import type { Ctx } from "../context";
import { conflict, invalid, notFound } from "../errors";
import { withTransaction } from "../transaction";
import { checkTenderFieldValues, clearTenderCorrection, correctTenderField, correctTenderFields } from "./corrections";
import { ingestAnnouncements, type TenderNotice } from "./ingest";
import { refreshOrgCounts, refreshProjects, shiftTokenCounts } from "./link";
import { invalidateTenderCaches } from "./search";
import { TENDER_PERM } from "./staff";

const a = schema.tenderAnnouncements;

/** What the public saw in a field before a change: the correction if any, else the extracted value. */
async function shownValue(ctx: Ctx, id: number, field: string): Promise<unknown> {
  const [row] = await ctx.db.select({ fields: a.fields, corrections: a.corrections }).from(a).where(eq(a.id, id));
  if (!row) throw notFound("公告");
  return row.corrections[field]?.value ?? row.fields[field]?.value ?? null;
}

/** A staff correction of one field, with its audit entry, in one transaction. */
export async function correctTender(ctx: Ctx, input: { id: number; field: string; value: unknown }) {
  requirePermission(ctx, TENDER_PERM.write);
  await withTransaction(ctx, async (tx) => {
    const before = await shownValue(tx, input.id, input.field);
    await correctTenderField(tx, input);
    await auditChange(tx, "tender.correct", { type: "tender", id: input.id }, { [input.field]: before }, { [input.field]: input.value });
    await invalidateTenderCaches(tx);
  });
  return { id: input.id };
}

/** Drops a correction: the extracted value is shown again. */
export async function uncorrectTender(ctx: Ctx, input: { id: number; field: string }) {
  requirePermission(ctx, TENDER_PERM.write);
  await withTransaction(ctx, async (tx) => {
    const before = await shownValue(tx, input.id, input.field);
    await clearTenderCorrection(tx, input);
    const after = await shownValue(tx, input.id, input.field);
    await auditChange(tx, "tender.uncorrect", { type: "tender", id: input.id }, { [input.field]: before }, { [input.field]: after });
    await invalidateTenderCaches(tx);
  });
  return { id: input.id };
}

/**
 * Withdraws (hides) or restores an announcement. Everything the public counts follows: word
 * frequencies and "#docs" (the search planner and the list total), organisation and project counts.
 */
async function setState(ctx: Ctx, input: { id: number; reason?: string }, to: "withdrawn" | "published") {
  requirePermission(ctx, TENDER_PERM.write);
  const reason = input.reason?.trim() || null;
  if (reason && reason.length > 200) throw invalid("原因最多 200 字");
  await withTransaction(ctx, async (tx) => {
    const [row] = await tx.db
      .select({ state: a.state, b: a.buyerOrgId, g: a.agencyOrgId, w: a.winnerOrgId, p: a.projectId })
      .from(a)
      .where(eq(a.id, input.id))
      .for("update");
    if (!row) throw notFound("公告");
    if (row.state === to) throw conflict(to === "withdrawn" ? "该公告已撤下" : "该公告未被撤下");
    // Frequencies count published rows only: take them out while it is still published, put them back once it is.
    if (to === "withdrawn") await shiftTokenCounts(tx.db, [input.id], -1);
    await tx.db.update(a).set({ state: to, updatedAt: tx.now() }).where(eq(a.id, input.id));
    if (to === "published") await shiftTokenCounts(tx.db, [input.id], 1);
    const c = schema.tenderCandidates;
    const candidates = await tx.db.select({ orgId: c.orgId }).from(c).where(eq(c.announcementId, input.id));
    const orgs = [row.b, row.g, row.w, ...candidates.map((x) => x.orgId)].filter((x): x is number => x !== null);
    await refreshOrgCounts(tx.db, [...new Set(orgs)]);
    if (row.p) await refreshProjects(tx.db, [row.p]);
    const action = to === "withdrawn" ? "tender.withdraw" : "tender.restore";
    await auditChange(tx, action, { type: "tender", id: input.id }, { state: row.state, reason: null }, { state: to, reason });
    await invalidateTenderCaches(tx);
  });
  return { id: input.id, state: to };
}

export const withdrawTender = (ctx: Ctx, input: { id: number; reason?: string }) => setState(ctx, input, "withdrawn");
export const restoreTender = (ctx: Ctx, input: { id: number; reason?: string }) => setState(ctx, input, "published");

/**
 * 人工录入: staff add a notice no crawler brings (a paper notice, a site without a source). It goes
 * through the same ingestion as crawled ones (extraction, linking, duplicate checks, subscription
 * matching) and is audited. A notice already stored (same address or same text) is refused.
 * `fields` are what the form gave (stage, buyer, budget …): they are kept as staff corrections, so
 * they win over the extractor, which fills whatever was left empty. They are checked before the
 * notice is stored, so a wrong value stores nothing.
 */
export async function enterTenderManually(ctx: Ctx, input: TenderNotice & { fields?: Record<string, unknown> }): Promise<{ id: number }> {
  requirePermission(ctx, TENDER_PERM.write);
  const { fields: given = {}, ...notice } = input;
  const fields = Object.fromEntries(Object.entries(given).filter(([, v]) => v !== undefined && v !== null && v !== ""));
  checkTenderFieldValues(fields);
  if (typeof fields.category === "string") notice.category = fields.category;
  const r = await ingestAnnouncements(ctx, [notice]);
  if (r.failed) throw invalid(`公告未能保存：${r.errors[0]?.message ?? "内容无效"}`);
  if (r.created === 0) throw conflict("该公告已存在（来源链接相同或内容与已有公告重复）");
  const [row] = await ctx.db.select({ id: a.id }).from(a).where(eq(a.sourceUrl, notice.sourceUrl));
  if (Object.keys(fields).length) await correctTenderFields(ctx, { id: row.id, values: fields });
  await auditChange(
    ctx,
    "tender.manual_entry",
    { type: "tender", id: row.id },
    {},
    { title: notice.title, sourceUrl: notice.sourceUrl, ...fields },
  );
  await invalidateTenderCaches(ctx);
  return { id: row.id };
}
