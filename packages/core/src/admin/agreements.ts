import { requirePermission } from "../auth/roles";
import { type AgreementKind, getAgreement, saveAgreement } from "../content/agreements";
import type { Ctx } from "../context";
import { withTransaction } from "../transaction";
import { auditChange } from "./audit-trail";
import { PERM } from "./permissions";

/** Agreements are replaced as a whole; the old text stays in the audit log. */
export async function adminAgreementSave(
  ctx: Ctx,
  kind: AgreementKind,
  input: { title: string; version: string; effectiveDate: string; content: string },
) {
  requirePermission(ctx, PERM.contentPublish);
  return withTransaction(ctx, async (tx) => {
    const before = await getAgreement(tx, kind).catch(() => null);
    await saveAgreement(tx, kind, input);
    await auditChange(tx, "agreement.save", { type: "agreement", id: kind }, before, await getAgreement(tx, kind));
    return { kind };
  });
}

export async function adminAgreementGet(ctx: Ctx, kind: AgreementKind) {
  requirePermission(ctx, PERM.contentRead);
  return getAgreement(ctx, kind);
}
