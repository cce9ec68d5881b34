import { schema } from "@portal/db";
import { desc, type SQL, sql } from "drizzle-orm";
import { requirePermission } from "../access";
import type { Ctx } from "../context";
import { invalid } from "../errors";
import { normalizePage, type Page, pagedResult } from "../paging";
import { normOrgName } from "./normalize";
import { TENDER_PERM } from "./staff";

export interface StaffOrgQuery extends Partial<Page> {
  /** Part of the name or of any spelling seen. */
  keyword?: string;
  /** Also list rows already merged into another organisation. */
  merged?: boolean;
}

const like = (s: string) => `%${s.replace(/[\\%_]/g, "\\$&")}%`;

/**
 * Organisations for the console's merge page: by name or spelling, most active first, with how many
 * people follow each (a merge moves their follows too).
 */
export async function listOrgsForStaff(ctx: Ctx, input: StaffOrgQuery = {}) {
  requirePermission(ctx, TENDER_PERM.read);
  const page = normalizePage(input, 20);
  const keyword = (input.keyword ?? "").trim();
  if (keyword.length > 50) throw invalid("关键词不能超过 50 个字");
  const o = schema.tenderOrgs;
  const conds: SQL[] = [];
  if (!input.merged) conds.push(sql`${o.mergedInto} IS NULL`);
  if (keyword) {
    const norm = normOrgName(keyword);
    conds.push(sql`(${o.normName} LIKE ${like(norm || keyword)} OR ${o.aliases}::text LIKE ${like(keyword)})`);
  }
  const where = conds.length ? sql.join(conds, sql` AND `) : sql`true`;
  const activity = sql`${o.buyerCount} + ${o.agencyCount} + ${o.winCount} + ${o.candidateCount}`;
  const [list, [{ n }]] = await Promise.all([
    ctx.db
      .select({
        id: o.id,
        name: o.name,
        aliases: o.aliases,
        buyerCount: o.buyerCount,
        agencyCount: o.agencyCount,
        winCount: o.winCount,
        candidateCount: o.candidateCount,
        mergedInto: o.mergedInto,
        followers: sql<number>`(SELECT count(*)::int FROM tender_user_orgs f WHERE f.org_id = ${o.id})`,
      })
      .from(o)
      .where(where)
      .orderBy(desc(activity), desc(o.id))
      .limit(page.size)
      .offset((page.current - 1) * page.size),
    ctx.db.select({ n: sql<number>`count(*)::int` }).from(o).where(where),
  ]);
  return pagedResult(
    list.map((r) => ({ ...r, aliases: r.aliases.filter((x) => x !== r.name), followers: Number(r.followers) })),
    Number(n),
    page,
  );
}
