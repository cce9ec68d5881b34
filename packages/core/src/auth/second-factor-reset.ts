import { schema } from "@portal/db";
import { and, eq, inArray } from "drizzle-orm";
import { PERM, requirePermission } from "../access";
import { auditChange } from "../audit";
import type { Ctx } from "../context";
import { notFound } from "../errors";
import { withTransaction } from "../transaction";
import { isStaff } from "./accounts";
import { forgetDevices } from "./known-devices";

/**
 * 重置二次验证 (console, user management): everything that lets a login skip or answer the second
 * factor is dropped, so the next login from any browser asks for it afresh over SMS / e-mail and the
 * person may enrol an authenticator again: the authenticator (TOTP) and its recovery codes, the
 * remembered browsers, and the challenges still open. Resetting a staff member's second factor takes
 * the staff permission (administrators), an end user's the user-management one.
 */
export async function resetSecondFactor(ctx: Ctx, input: { userId: string }): Promise<{ id: string; hadTotp: boolean; devices: number }> {
  requirePermission(ctx, PERM.users);
  return withTransaction(ctx, async (tx) => {
    const [user] = await tx.db.select({ id: schema.users.id }).from(schema.users).where(eq(schema.users.id, input.userId));
    if (!user) throw notFound("用户");
    if (await isStaff(tx, user.id)) requirePermission(ctx, PERM.staff);
    const totp = await tx.db
      .delete(schema.totpCredentials)
      .where(eq(schema.totpCredentials.userId, user.id))
      .returning({ confirmedAt: schema.totpCredentials.confirmedAt });
    const codes = await tx.db
      .delete(schema.recoveryCodes)
      .where(eq(schema.recoveryCodes.userId, user.id))
      .returning({ id: schema.recoveryCodes.id });
    const devices = await forgetDevices(tx, user.id);
    const t = schema.authTickets;
    await tx.db.delete(t).where(and(eq(t.userId, user.id), inArray(t.kind, ["mfa", "reauth"])));
    const hadTotp = Boolean(totp[0]?.confirmedAt);
    await auditChange(
      tx,
      "user.resetSecondFactor",
      { type: "user", id: user.id },
      { totp: hadTotp, recoveryCodes: codes.length, devices },
      { totp: false, recoveryCodes: 0, devices: 0 },
    );
    return { id: user.id, hadTotp, devices };
  });
}
