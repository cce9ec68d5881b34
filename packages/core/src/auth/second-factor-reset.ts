import { schema } from "@portal/db";
import { and, eq, inArray } from "drizzle-orm";
import { auditChange } from "../admin/audit-trail";
import { PERM } from "../admin/permissions";
import type { Ctx } from "../context";
import { notFound } from "../errors";
import { withTransaction } from "../transaction";
import { requirePermission } from "./roles";

/**
 * 重置二次验证 (console, user management): everything that lets a login skip or answer the second
 * factor today is dropped, so the next login from any browser asks for it afresh over SMS / e-mail:
 * the remembered browsers (known_devices) and the challenges still open (mfa / reauth tickets).
 * The one place this reset lives; an authenticator app (TOTP) adds its secret here when it comes.
 */
export async function resetSecondFactor(ctx: Ctx, input: { userId: string }): Promise<{ id: string; devices: number }> {
  requirePermission(ctx, PERM.users);
  return withTransaction(ctx, async (tx) => {
    const [user] = await tx.db.select({ id: schema.users.id }).from(schema.users).where(eq(schema.users.id, input.userId));
    if (!user) throw notFound("用户");
    const devices = await tx.db
      .delete(schema.knownDevices)
      .where(eq(schema.knownDevices.userId, input.userId))
      .returning({ id: schema.knownDevices.id });
    const t = schema.authTickets;
    await tx.db.delete(t).where(and(eq(t.userId, input.userId), inArray(t.kind, ["mfa", "reauth"])));
    await auditChange(tx, "user.resetSecondFactor", { type: "user", id: input.userId }, { devices: devices.length }, { devices: 0 });
    return { id: input.userId, devices: devices.length };
  });
}
