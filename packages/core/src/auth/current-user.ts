import { schema } from "@portal/db";
import { eq } from "drizzle-orm";
import type { Ctx } from "../context";

/** SPEC §3 "User info (session)" as pages show it: name and avatar, never secrets. */
export interface CurrentUser {
  id: string;
  realname: string;
  avatarUrl: string | null;
  /** 138****5678 — the full number is not needed to render the top bar. */
  maskedPhone: string | null;
  roles: string[];
}

export function maskPhone(phone: string | null): string | null {
  return phone ? phone.replace(/^(\d{3})\d{4}(\d{4})$/, "$1****$2") : null;
}

export async function getCurrentUser(ctx: Ctx): Promise<CurrentUser | null> {
  if (ctx.actor.kind !== "user") return null;
  const [row] = await ctx.db
    .select({ id: schema.users.id, realname: schema.users.realname, avatarUrl: schema.users.avatarUrl, phone: schema.users.phone })
    .from(schema.users)
    .where(eq(schema.users.id, ctx.actor.userId))
    .limit(1);
  if (!row) return null;
  return { id: row.id, realname: row.realname, avatarUrl: row.avatarUrl, maskedPhone: maskPhone(row.phone), roles: ctx.actor.roles };
}
