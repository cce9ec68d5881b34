import { schema } from "@portal/db";
import { asc, eq, ilike, or } from "drizzle-orm";
import { PERM, requirePermission } from "../access";
import { auditChange } from "../audit";
import { chinaDateTime } from "../china-time";
import type { Ctx } from "../context";
import { invalid } from "../errors";
import { optionalText, requireText } from "../fields";
import { normalizePage, type Page, pagedResult } from "../paging";
import { plainLine } from "../sanitize";
import { upsertPageInfo } from "../seo";
import { countWhere } from "../sql";
import { withTransaction } from "../transaction";

const p = schema.pageInfos;

/** TDK templates of every page name staff have defined, alphabetically. */
export async function adminPageInfoListPaged(ctx: Ctx, input: { keyword?: string } & Partial<Page> = {}) {
  requirePermission(ctx, PERM.settings);
  const page = normalizePage(input, 50);
  const kw = input.keyword?.trim().replace(/[%_\\]/g, "\\$&");
  const where = kw ? or(ilike(p.name, `%${kw}%`), ilike(p.title, `%${kw}%`)) : undefined;
  const rows = await ctx.db
    .select()
    .from(p)
    .where(where)
    .orderBy(asc(p.name))
    .limit(page.size)
    .offset((page.current - 1) * page.size);
  const total = await countWhere(ctx, p, where);
  return pagedResult(
    rows.map((r) => ({ ...r, updatedAt: chinaDateTime(r.updatedAt) as string })),
    total,
    page,
  );
}

/** Creates or changes one page's templates; placeholders such as {title} are kept as typed. */
export async function adminPageInfoUpdate(
  ctx: Ctx,
  input: { name: string; title: string; keyword?: string | null; description?: string | null },
) {
  requirePermission(ctx, PERM.settings);
  if (!/^page-[A-Za-z0-9]{1,40}$/.test(input.name)) throw invalid("页面名称须形如 page-newsDetail");
  const info = {
    title: requireText(plainLine(input.title), "标题模板", 200),
    keyword: optionalText(plainLine(input.keyword), "关键词模板", 300),
    description: optionalText(plainLine(input.description), "描述模板", 500),
  };
  return withTransaction(ctx, async (tx) => {
    const [before] = await tx.db
      .select({ title: p.title, keyword: p.keyword, description: p.description })
      .from(p)
      .where(eq(p.name, input.name));
    await upsertPageInfo(tx, input.name, info);
    await auditChange(tx, "pageInfo.update", { type: "pageInfo", id: input.name }, before ?? null, info);
    return { name: input.name };
  });
}
