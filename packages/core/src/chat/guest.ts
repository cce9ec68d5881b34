import { schema } from "@portal/db";
import type { Ctx } from "../context";
import { getSiteSettings } from "../site";

/** SPEC §3 "Guest": the referrer, or 直接访问 for a direct visit. Long referrers are cut, not rejected. */
export async function createGuest(ctx: Ctx, input: { source?: string | null }): Promise<{ guestId: string }> {
  const source = input.source?.trim().slice(0, 500) || "直接访问";
  const [row] = await ctx.db.insert(schema.chatGuests).values({ source, createdAt: ctx.now() }).returning({ id: schema.chatGuests.id });
  return { guestId: row.id };
}

/** SPEC §3 "Chat setting": whether and when the customer-service popup invites the visitor. */
export async function getChatSetting(ctx: Ctx) {
  const { autoSwitch, autoDelayed, autoContent } = (await getSiteSettings(ctx)).chat;
  return { autoSwitch, autoDelayed, autoContent };
}
