import { schema } from "@portal/db";
import { eq } from "drizzle-orm";
import { requirePermission } from "../auth/roles";
import type { Ctx } from "../context";
import { invalid, notFound } from "../errors";
import { withTransaction } from "../transaction";
import { reextractAnnouncements } from "./ingest";

/** Fields staff may correct, with the check each value must pass. */
const CORRECTABLE: Record<string, (v: unknown) => boolean> = {
  stage: (v) => typeof v === "string" && /^01(00|02|03|04|05|06)$/.test(v),
  category: (v) => typeof v === "string" && /^[A-Z_]{2,30}$/.test(v),
  project_type: (v) => typeof v === "string" && /^[A-Z]{2,10}$/.test(v),
  party_type: (v) => typeof v === "string" && /^[A-Z]{2,10}$/.test(v),
  budget_yuan: (v) => typeof v === "number" && v >= 0,
  max_price_yuan: (v) => typeof v === "number" && v >= 0,
  win_amount_yuan: (v) => typeof v === "number" && v >= 0,
  buyer: (v) => typeof v === "string" && v.length >= 2 && v.length <= 100,
  agency: (v) => typeof v === "string" && v.length >= 2 && v.length <= 100,
  winner: (v) => typeof v === "string" && v.length >= 2 && v.length <= 100,
  project_code: (v) => typeof v === "string" && v.length <= 100,
  project_name: (v) => typeof v === "string" && v.length >= 2 && v.length <= 200,
  bid_deadline: (v) => typeof v === "string" && /^\d{4}-\d{2}-\d{2}( \d{2}:\d{2})?$/.test(v),
  open_time: (v) => typeof v === "string" && /^\d{4}-\d{2}-\d{2}( \d{2}:\d{2})?$/.test(v),
  registration_deadline: (v) => typeof v === "string" && /^\d{4}-\d{2}-\d{2}( \d{2}:\d{2})?$/.test(v),
  open_place: (v) => typeof v === "string" && v.length <= 200,
  region_code: (v) => typeof v === "string" && /^\d{6}$/.test(v),
};

/**
 * A staff correction of one field. It is stored apart from the extracted fields, so re-running
 * the extractor (or re-ingesting a changed notice) keeps it; the columns are rebuilt at once.
 * The console's audit entry is written by its caller in the same transaction.
 */
export async function correctTenderField(ctx: Ctx, input: { id: number; field: string; value: unknown }): Promise<void> {
  requirePermission(ctx, "tender:write");
  const check = CORRECTABLE[input.field];
  if (!check) throw invalid("该字段不可更正");
  if (!check(input.value)) throw invalid("更正的值格式不正确");
  const by = ctx.actor.kind === "user" ? ctx.actor.userId : ctx.actor.kind === "system" ? `system:${ctx.actor.job}` : "anonymous";
  const a = schema.tenderAnnouncements;
  await withTransaction(ctx, async (tx) => {
    const [row] = await tx.db.select({ corrections: a.corrections }).from(a).where(eq(a.id, input.id));
    if (!row) throw notFound("公告");
    const corrections = { ...row.corrections, [input.field]: { value: input.value, by, at: tx.now().toISOString() } };
    await tx.db.update(a).set({ corrections }).where(eq(a.id, input.id));
    await reextractAnnouncements(tx, [input.id]);
  });
}
