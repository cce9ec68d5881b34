import { schema } from "@portal/db";
import { requireSystem } from "../access";
import { hashPassword } from "../auth";
import type { Ctx } from "../context";

/**
 * Demo accounts (DEMO_DATA=on only; listed in the README under "Demo accounts"). The administrator
 * can read the outbox, where the demo's SMS and e-mail codes wait instead of being delivered.
 */
export const DEMO_ACCOUNTS = {
  admin: { phone: "13800000000", password: "Demo-Admin-2026", realname: "演示管理员" },
  user: { phone: "13900000001", password: "Demo-User-2026", realname: "张工" },
  org: { companyCode: "demo", companyName: "筑信示范工程有限公司", username: "demo.zhang", password: "Demo-Org-2026" },
} as const;

export async function seedDemoAccounts(ctx: Ctx): Promise<void> {
  requireSystem(ctx);
  const now = ctx.now();
  const [admin] = await ctx.db
    .insert(schema.users)
    .values({
      phone: DEMO_ACCOUNTS.admin.phone,
      passwordHash: await hashPassword(DEMO_ACCOUNTS.admin.password),
      realname: DEMO_ACCOUNTS.admin.realname,
      email: "admin@demo.zhuxin.local",
      createdAt: now,
      updatedAt: now,
    })
    .returning({ id: schema.users.id });
  await ctx.db.insert(schema.staffRoles).values({ userId: admin.id, role: "admin" });
  const [user] = await ctx.db
    .insert(schema.users)
    .values({
      phone: DEMO_ACCOUNTS.user.phone,
      passwordHash: await hashPassword(DEMO_ACCOUNTS.user.password),
      realname: DEMO_ACCOUNTS.user.realname,
      inviteCode: "DEMO2026",
      createdAt: now,
      updatedAt: now,
    })
    .returning({ id: schema.users.id });
  const [company] = await ctx.db
    .insert(schema.companies)
    .values({ code: DEMO_ACCOUNTS.org.companyCode, name: DEMO_ACCOUNTS.org.companyName })
    .returning({ id: schema.companies.id });
  // 张工 administers the demo organisation on /backService.
  await ctx.db.insert(schema.companyMembers).values({ companyId: company.id, userId: user.id, isDefault: true, role: "admin" });
  const [orgUser] = await ctx.db
    .insert(schema.users)
    .values({
      username: DEMO_ACCOUNTS.org.username,
      companyId: company.id,
      recoveryPhone: DEMO_ACCOUNTS.user.phone,
      passwordHash: await hashPassword(DEMO_ACCOUNTS.org.password),
      realname: "张工（机构）",
      createdAt: now,
      updatedAt: now,
    })
    .returning({ id: schema.users.id });
  await ctx.db.insert(schema.companyMembers).values({ companyId: company.id, userId: orgUser.id, isDefault: true, role: "admin" });
}
