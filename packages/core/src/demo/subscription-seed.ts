import { schema } from "@portal/db";
import { eq } from "drizzle-orm";
import type { Ctx } from "../context";
import { createSubscription } from "../subscriptions";
import { DEMO_ACCOUNTS } from "./accounts";

/**
 * The demo user's tender subscriptions, so 我的订阅 and the organisation platform open on real
 * examples: roads and bridges in Hubei, and supervision work shared with the demo organisation.
 * Created through the service, as a person would. The notices the demo loads are the site's
 * starting stock, not arrivals: they are taken off the matching queue, so nobody starts with a
 * pile of "new" messages.
 */
export async function seedDemoSubscriptions(ctx: Ctx): Promise<void> {
  const [user] = await ctx.db.select({ id: schema.users.id }).from(schema.users).where(eq(schema.users.phone, DEMO_ACCOUNTS.user.phone));
  if (!user) return;
  const asUser: Ctx = { ...ctx, actor: { kind: "user", userId: user.id, sessionId: "demo-seed", roles: [], ip: "127.0.0.1" } };
  await createSubscription(asUser, { name: "湖北道路桥梁", keywords: ["道路", "桥梁", "隧道"], regions: ["420000"], excludes: ["监理"] });
  const [org] = await ctx.db
    .select({ id: schema.companyMembers.companyId })
    .from(schema.companyMembers)
    .where(eq(schema.companyMembers.userId, user.id))
    .limit(1);
  // Shared when the demo user administers their organisation (the demo accounts make them one).
  const supervision = { name: "监理服务", keywords: ["监理"] };
  await createSubscription(asUser, { ...supervision, companyId: org?.id ?? null }).catch(() => createSubscription(asUser, supervision));
  await ctx.db.delete(schema.tenderMatchPending);
}
