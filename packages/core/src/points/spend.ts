import type { Ctx } from "../context";
import { AppError } from "../errors";
import { changePoints } from "./ledger";
import { type QuotaKind, spendQuota } from "./quota";

/**
 * Pays for one use inside the caller's transaction: the period's free quota of `kind` first, else
 * `points` through the ledger (keyed by `idemKey`, so a retry pays once). When both are short the
 * ledger's "积分不足" becomes a message that says the free uses are gone too (`freeText`).
 */
export async function spendQuotaOrPoints(
  tx: Ctx,
  userId: string,
  use: { kind: QuotaKind; points: number; note: string; idemKey: string; freeText: string },
): Promise<"quota" | "points"> {
  try {
    await spendQuota(tx, use.kind);
    return "quota";
  } catch (err) {
    if (!(err instanceof AppError && err.kind === "Conflict")) throw err;
  }
  if (use.points > 0) {
    try {
      await changePoints(tx, userId, { delta: -use.points, reason: use.kind, note: use.note, idemKey: use.idemKey });
    } catch (err) {
      if (err instanceof AppError && err.kind === "Conflict" && err.userMessage.startsWith("积分不足")) {
        throw new AppError("Conflict", `${use.freeText}；${err.userMessage}。签到或完善资料可获得积分`);
      }
      throw err;
    }
  }
  return "points";
}
