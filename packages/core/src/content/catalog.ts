import { PROJECT_TYPES } from "@portal/contract";
import { schema } from "@portal/db";
import { and, asc, desc, eq, sql } from "drizzle-orm";
import { PUBLIC_TTL_MS } from "../cache";
import { chinaDate } from "../china-time";
import type { Ctx } from "../context";
import { invalid, notFound } from "../errors";
import { optionalText, requireText } from "../fields";
import { normalizePage, type Page, pagedResult } from "../paging";
import { plainLine, sanitizeRichText } from "../sanitize";
import { CATALOG_NS } from "./changes";
import { lifecycle } from "./lifecycle";
import { coverAddress, isPublic, type PublicationInput } from "./publishing";

const p = schema.products;
const l = schema.productLogs;
const s = schema.solutions;

// ——— products ———
export interface ProductInput extends PublicationInput {
  name: string;
  slogan?: string | null;
  summary?: string;
  features?: string[];
  content?: string;
  coverUrl?: string | null;
  sort?: number;
}
const products = lifecycle(p, { label: "产品", ns: CATALOG_NS });
const productColumns = (i: Partial<ProductInput>) => ({
  ...(i.name !== undefined ? { name: requireText(plainLine(i.name), "产品名称", 50) } : {}),
  ...(i.slogan !== undefined ? { slogan: optionalText(plainLine(i.slogan), "宣传语", 100) } : {}),
  ...(i.summary !== undefined ? { summary: plainLine(i.summary).slice(0, 500) } : {}),
  ...(i.features !== undefined
    ? {
        features: i.features
          .map((f) => plainLine(f))
          .filter(Boolean)
          .slice(0, 12),
      }
    : {}),
  ...(i.content !== undefined ? { content: sanitizeRichText(i.content) } : {}),
  ...(i.coverUrl !== undefined ? { coverUrl: coverAddress(i.coverUrl) } : {}),
  ...(i.sort !== undefined ? { sort: i.sort } : {}),
});
export const createProduct = async (ctx: Ctx, i: ProductInput) => products.create(ctx, { name: "", ...productColumns(i) }, i);
export const updateProduct = async (ctx: Ctx, id: number, i: Partial<ProductInput>) => products.update(ctx, id, productColumns(i), i);
export const publishProduct = products.publish;
export const unpublishProduct = products.unpublish;
export const deleteProduct = products.remove;

export function listProducts(ctx: Ctx) {
  return ctx.cache.wrap(CATALOG_NS, "products", PUBLIC_TTL_MS, () =>
    ctx.db
      .select({ id: p.id, name: p.name, slogan: p.slogan, summary: p.summary, features: p.features, coverUrl: p.coverUrl })
      .from(p)
      .where(isPublic(p, ctx.now()))
      .orderBy(asc(p.sort), asc(p.id)),
  );
}

export async function getProduct(ctx: Ctx, id: number) {
  const row = await ctx.cache.wrap(CATALOG_NS, `product:${id}`, PUBLIC_TTL_MS, async () => {
    const [r] = await ctx.db
      .select({
        id: p.id,
        name: p.name,
        slogan: p.slogan,
        summary: p.summary,
        features: p.features,
        content: p.content,
        coverUrl: p.coverUrl,
      })
      .from(p)
      .where(and(eq(p.id, id), isPublic(p, ctx.now())));
    return r ?? null;
  });
  if (!row) throw notFound("产品");
  return row;
}

// ——— changelog ———
export interface ProductLogInput extends PublicationInput {
  productId?: number | null;
  version: string;
  releaseDate: string;
  title: string;
  content?: string;
}
const logs = lifecycle(l, { label: "更新日志", ns: CATALOG_NS });
const logColumns = (i: Partial<ProductLogInput>) => {
  if (i.releaseDate !== undefined && !/^\d{4}-\d{2}-\d{2}$/.test(i.releaseDate)) throw invalid("发布日期格式应为 YYYY-MM-DD");
  return {
    ...(i.productId !== undefined ? { productId: i.productId } : {}),
    ...(i.version !== undefined ? { version: requireText(plainLine(i.version), "版本号", 30) } : {}),
    ...(i.releaseDate !== undefined ? { releaseDate: i.releaseDate } : {}),
    ...(i.title !== undefined ? { title: requireText(plainLine(i.title), "标题", 100) } : {}),
    ...(i.content !== undefined ? { content: sanitizeRichText(i.content) } : {}),
  };
};
export const createProductLog = async (ctx: Ctx, i: ProductLogInput) =>
  logs.create(ctx, { version: "", releaseDate: i.releaseDate, title: "", ...logColumns(i) }, i);
export const updateProductLog = async (ctx: Ctx, id: number, i: Partial<ProductLogInput>) => logs.update(ctx, id, logColumns(i), i);
export const publishProductLog = logs.publish;
export const unpublishProductLog = logs.unpublish;
export const deleteProductLog = logs.remove;

/** Changelog, newest release first (/product/log/{page?}). */
export function productLogPaged(ctx: Ctx, input: Partial<Page> = {}) {
  const page = normalizePage(input, 10);
  return ctx.cache.wrap(CATALOG_NS, `logs:${page.current}:${page.size}`, PUBLIC_TTL_MS, async () => {
    const where = isPublic(l, ctx.now());
    const [{ n }] = await ctx.db.select({ n: sql<number>`count(*)::int` }).from(l).where(where);
    const rows = await ctx.db
      .select({ id: l.id, version: l.version, releaseDate: l.releaseDate, title: l.title, content: l.content, productName: p.name })
      .from(l)
      .leftJoin(p, eq(p.id, l.productId))
      .where(where)
      .orderBy(desc(l.releaseDate), desc(l.id))
      .limit(page.size)
      .offset((page.current - 1) * page.size);
    return pagedResult(rows, n, page);
  });
}

// ——— solutions ———
export type ProjectType = keyof typeof PROJECT_TYPES;
export interface SolutionInput extends PublicationInput {
  projectType: ProjectType;
  title: string;
  summary?: string;
  content?: string;
  coverUrl?: string | null;
  sort?: number;
}
const solutions = lifecycle(s, {
  label: "解决方案",
  ns: CATALOG_NS,
});
const solutionColumns = (i: Partial<SolutionInput>) => {
  if (i.projectType !== undefined && !(i.projectType in PROJECT_TYPES)) throw invalid("项目类型不正确");
  return {
    ...(i.projectType !== undefined ? { projectType: i.projectType } : {}),
    ...(i.title !== undefined ? { title: requireText(plainLine(i.title), "标题", 100) } : {}),
    ...(i.summary !== undefined ? { summary: plainLine(i.summary).slice(0, 500) } : {}),
    ...(i.content !== undefined ? { content: sanitizeRichText(i.content) } : {}),
    ...(i.coverUrl !== undefined ? { coverUrl: coverAddress(i.coverUrl) } : {}),
    ...(i.sort !== undefined ? { sort: i.sort } : {}),
  };
};
export const createSolution = async (ctx: Ctx, i: SolutionInput) =>
  solutions.create(ctx, { projectType: i.projectType, title: "", ...solutionColumns(i) }, i);
export const updateSolution = async (ctx: Ctx, id: number, i: Partial<SolutionInput>) => solutions.update(ctx, id, solutionColumns(i), i);
export const publishSolution = solutions.publish;
export const unpublishSolution = solutions.unpublish;
export const deleteSolution = solutions.remove;

/** Solutions, optionally of one project type, with the project types that have any (/solution/{type?}/{page?}). */
export function solutionPaged(ctx: Ctx, input: { projectType?: string } & Partial<Page> = {}) {
  const page = normalizePage(input, 12);
  const type = input.projectType && input.projectType !== "ALL" ? input.projectType : undefined;
  return ctx.cache.wrap(CATALOG_NS, `solutions:${type ?? ""}:${page.current}:${page.size}`, PUBLIC_TTL_MS, async () => {
    const pub = isPublic(s, ctx.now());
    const where = type ? and(pub, eq(s.projectType, type)) : pub;
    const types = await ctx.db
      .select({ projectType: s.projectType, n: sql<number>`count(*)::int` })
      .from(s)
      .where(pub)
      .groupBy(s.projectType);
    const [{ n }] = await ctx.db.select({ n: sql<number>`count(*)::int` }).from(s).where(where);
    const rows = await ctx.db
      .select({ id: s.id, projectType: s.projectType, title: s.title, summary: s.summary, coverUrl: s.coverUrl, publishAt: s.publishAt })
      .from(s)
      .where(where)
      .orderBy(asc(s.sort), asc(s.id))
      .limit(page.size)
      .offset((page.current - 1) * page.size);
    const records = rows.map(({ publishAt, ...r }) => ({ ...r, releaseDate: chinaDate(publishAt) }));
    return { ...pagedResult(records, n, page), types: types.map((t) => ({ key: t.projectType, count: t.n })) };
  });
}

export async function getSolution(ctx: Ctx, id: number) {
  const row = await ctx.cache.wrap(CATALOG_NS, `solution:${id}`, PUBLIC_TTL_MS, async () => {
    const [r] = await ctx.db
      .select({
        id: s.id,
        projectType: s.projectType,
        title: s.title,
        summary: s.summary,
        content: s.content,
        coverUrl: s.coverUrl,
        publishAt: s.publishAt,
      })
      .from(s)
      .where(and(eq(s.id, id), isPublic(s, ctx.now())));
    return r ? { ...r, publishAt: undefined, releaseDate: chinaDate(r.publishAt) } : null;
  });
  if (!row) throw notFound("解决方案");
  return row;
}
