import { PERM, requirePermission } from "../access";
import { auditChange } from "../audit";
import { type AgreementKind, getAgreement, saveAgreement } from "../content";
import type { Ctx } from "../context";
import { AppError } from "../errors";
import { withTransaction } from "../transaction";

/** Agreements are replaced as a whole; the old text stays in the audit log. */
export async function adminAgreementSave(
  ctx: Ctx,
  kind: AgreementKind,
  input: { title: string; version: string; effectiveDate: string; content: string },
) {
  requirePermission(ctx, PERM.contentPublish);
  return withTransaction(ctx, async (tx) => {
    const before = await agreementOrNone(tx, kind);
    await saveAgreement(tx, kind, input);
    await auditChange(tx, "agreement.save", { type: "agreement", id: kind }, before, await getAgreement(tx, kind));
    return { kind };
  });
}

/** The current text, or null when none was saved yet; any other failure is an error. */
async function agreementOrNone(ctx: Ctx, kind: AgreementKind) {
  return getAgreement(ctx, kind).catch((err) => {
    if (err instanceof AppError && err.kind === "NotFound") return null;
    throw err;
  });
}

export async function adminAgreementGet(ctx: Ctx, kind: AgreementKind) {
  requirePermission(ctx, PERM.contentRead);
  return getAgreement(ctx, kind);
}

/** For the console page: the current text, or null while none was saved yet. */
export async function adminAgreementDraft(ctx: Ctx, kind: AgreementKind) {
  requirePermission(ctx, PERM.contentRead);
  return agreementOrNone(ctx, kind);
}
