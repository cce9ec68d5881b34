import { ENGINEERING_STAGES, PARTY_TYPES, PROJECT_TYPES, TENDER_CATEGORIES, TENDER_FIELDS, type TenderFieldKey } from "@portal/contract";
import { schema } from "@portal/db";
import { regionName } from "@portal/text";
import { eq } from "drizzle-orm";
import { requirePermission } from "../access";
import type { Ctx } from "../context";
import { invalid, notFound } from "../errors";
import { withTransaction } from "../transaction";
import { reextractAnnouncements } from "./ingest";

const oneOf = (v: unknown, allowed: object) => typeof v === "string" && Object.hasOwn(allowed, v);

/** 元: the column holds 16 digits before the point; no real contract comes near 10 万亿. */
const amount = (v: unknown) => typeof v === "number" && Number.isFinite(v) && v >= 0 && v <= 1e13;

/** Fields staff may correct, with the check each value must pass. */
const CORRECTABLE: Record<TenderFieldKey, (v: unknown) => boolean> = {
  stage: (v) => oneOf(v, ENGINEERING_STAGES),
  category: (v) => oneOf(v, TENDER_CATEGORIES),
  project_type: (v) => oneOf(v, PROJECT_TYPES) && v !== "ALL",
  party_type: (v) => oneOf(v, PARTY_TYPES) && v !== "ALL",
  budget_yuan: amount,
  max_price_yuan: amount,
  win_amount_yuan: amount,
  buyer: (v) => typeof v === "string" && v.length >= 2 && v.length <= 100,
  agency: (v) => typeof v === "string" && v.length >= 2 && v.length <= 100,
  winner: (v) => typeof v === "string" && v.length >= 2 && v.length <= 100,
  project_code: (v) => typeof v === "string" && v.length <= 100,
  project_name: (v) => typeof v === "string" && v.length >= 2 && v.length <= 200,
  bid_deadline: (v) => typeof v === "string" && /^\d{4}-\d{2}-\d{2}( \d{2}:\d{2})?$/.test(v),
  open_time: (v) => typeof v === "string" && /^\d{4}-\d{2}-\d{2}( \d{2}:\d{2})?$/.test(v),
  registration_deadline: (v) => typeof v === "string" && /^\d{4}-\d{2}-\d{2}( \d{2}:\d{2})?$/.test(v),
  open_place: (v) => typeof v === "string" && v.length <= 200,
  region_code: (v) => typeof v === "string" && /^\d{6}$/.test(v) && regionName(v) !== undefined,
};

/**
 * A staff correction of one field. It is stored apart from the extracted fields, so re-running
 * the extractor (or re-ingesting a changed notice) keeps it; the columns are rebuilt at once.
 * The console's audit entry is written by its caller in the same transaction.
 */
export async function correctTenderField(ctx: Ctx, input: { id: number; field: string; value: unknown }): Promise<void> {
  await correctTenderFields(ctx, { id: input.id, values: { [input.field]: input.value } });
}

/** Several corrections of one notice at once (manual entry), rebuilt once. */
export async function correctTenderFields(ctx: Ctx, input: { id: number; values: Record<string, unknown> }): Promise<void> {
  requirePermission(ctx, "tender:write");
  checkTenderFieldValues(input.values);
  const by = ctx.actor.kind === "user" ? ctx.actor.userId : ctx.actor.kind === "system" ? `system:${ctx.actor.job}` : "anonymous";
  const a = schema.tenderAnnouncements;
  await withTransaction(ctx, async (tx) => {
    const [row] = await tx.db.select({ corrections: a.corrections }).from(a).where(eq(a.id, input.id));
    if (!row) throw notFound("公告");
    const at = tx.now().toISOString();
    const given = Object.fromEntries(Object.entries(input.values).map(([field, value]) => [field, { value, by, at }]));
    const corrections = { ...row.corrections, ...given };
    await tx.db.update(a).set({ corrections }).where(eq(a.id, input.id));
    await reextractAnnouncements(tx, [input.id]);
  });
}

/** Checks a set of values before anything is written (manual entry checks them before the notice is stored). */
export function checkTenderFieldValues(values: Record<string, unknown>): void {
  for (const [field, value] of Object.entries(values)) {
    const check = Object.hasOwn(CORRECTABLE, field) ? CORRECTABLE[field as TenderFieldKey] : undefined;
    if (!check) throw invalid("该字段不可更正");
    if (!check(value)) throw invalid(`${TENDER_FIELDS[field as TenderFieldKey].label}格式不正确`);
  }
}

/** Drops a staff correction: the extracted value (if any) is shown again, the columns rebuilt at once. */
export async function clearTenderCorrection(ctx: Ctx, input: { id: number; field: string }): Promise<void> {
  requirePermission(ctx, "tender:write");
  const a = schema.tenderAnnouncements;
  await withTransaction(ctx, async (tx) => {
    const [row] = await tx.db.select({ corrections: a.corrections }).from(a).where(eq(a.id, input.id));
    if (!row) throw notFound("公告");
    if (!Object.hasOwn(row.corrections, input.field)) throw invalid("该字段没有更正");
    const { [input.field]: _, ...rest } = row.corrections;
    await tx.db.update(a).set({ corrections: rest }).where(eq(a.id, input.id));
    await reextractAnnouncements(tx, [input.id]);
  });
}
