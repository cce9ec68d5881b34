import { schema } from "@portal/db";
import { and, eq } from "drizzle-orm";
import { requireUser } from "../access";
import type { Ctx } from "../context";
import { getPointRules, pointBalance, quotaResidue, spendQuotaOrPoints } from "../points";
import { withTransaction } from "../transaction";
import { requireAnnouncement } from "./user-ops";

const ops = schema.tenderUserOps;

/** Whether the signed-in user has opened this announcement's contacts (once opened, for good). */
export async function contactsUnlocked(ctx: Ctx, id: number): Promise<boolean> {
  if (ctx.actor.kind !== "user") return false;
  const [row] = await ctx.db
    .select({ op: ops.op })
    .from(ops)
    .where(and(eq(ops.announcementId, id), eq(ops.userId, ctx.actor.userId), eq(ops.op, "unlock")));
  return !!row;
}

/** Points one opening costs once the day's free views are used (rule 查看招标联系人). */
async function contactPoints(ctx: Ctx): Promise<number> {
  return (await getPointRules(ctx)).consumption.find((r) => r.code === "TENDER_CONTACT")?.points ?? 0;
}

/** What opening contacts costs the signed-in user now: free views left today, else points. */
export async function contactOffer(ctx: Ctx): Promise<{ freeLeft: number; points: number; balance: number }> {
  const userId = requireUser(ctx);
  const [[quota], points, balance] = await Promise.all([
    quotaResidue(ctx, "TENDER_CONTACT"),
    contactPoints(ctx),
    pointBalance(ctx, userId),
  ]);
  return { freeLeft: quota.residue, points, balance };
}

export interface UnlockResult {
  via: "already" | "quota" | "points";
  freeLeft: number;
  balance: number;
}

/**
 * Opens an announcement's contacts for the signed-in user (issue 10 quotas): a free view of the
 * day's allowance while one is left, else the points of the rule 查看招标联系人 through the ledger.
 * The mark, the quota and the points move in one transaction: a refused spend opens nothing.
 */
export async function unlockContacts(ctx: Ctx, id: number): Promise<UnlockResult> {
  const userId = requireUser(ctx);
  const [notice, points] = await Promise.all([requireAnnouncement(ctx, id), contactPoints(ctx)]);
  const result = await withTransaction(ctx, async (tx) => {
    const [marked] = await tx.db
      .insert(ops)
      .values({ announcementId: id, userId, op: "unlock", createdAt: tx.now() })
      .onConflictDoNothing()
      .returning({ op: ops.op });
    if (!marked) return "already" as const;
    return spendQuotaOrPoints(tx, userId, {
      kind: "TENDER_CONTACT",
      points,
      note: `查看联系人：${notice.title.slice(0, 40)}`,
      idemKey: `contact:${id}`,
      freeText: "今日免费查看次数已用完",
    });
  });
  const after = await contactOffer(ctx);
  return { via: result, freeLeft: after.freeLeft, balance: after.balance };
}
