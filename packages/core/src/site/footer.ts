import { schema } from "@portal/db";
import { asc } from "drizzle-orm";
import { PUBLIC_TTL_MS } from "../cache";
import type { Ctx } from "../context";

export interface FooterGroup {
  name: string;
  links: { label: string; href: string }[];
}

/** Footer link groups in staff-defined order. */
export function listFooterGroups(ctx: Ctx): Promise<FooterGroup[]> {
  return ctx.cache.wrap("site", "footer", PUBLIC_TTL_MS, async () => {
    const rows = await ctx.db.select().from(schema.footerLinks).orderBy(asc(schema.footerLinks.sort), asc(schema.footerLinks.id));
    const groups = new Map<string, FooterGroup>();
    for (const r of rows) {
      if (!groups.has(r.groupName)) groups.set(r.groupName, { name: r.groupName, links: [] });
      groups.get(r.groupName)?.links.push({ label: r.label, href: r.href });
    }
    return [...groups.values()];
  });
}
