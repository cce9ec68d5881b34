import { schema } from "@portal/db";
import { and, asc, desc, eq, ilike, inArray, not, or, type SQL, sql } from "drizzle-orm";
import { PUBLIC_TTL_MS } from "../cache";
import { chinaDate } from "../china-time";
import type { Ctx } from "../context";
import { notFound } from "../errors";
import { normalizePage, type Page, pagedResult } from "../paging";
import { STUDY_NS } from "./changes";
import { isPublic } from "./publishing";
import { STUDY_PATHS, type StudyType } from "./study-write";

const c = schema.studyCats;
const d = schema.studyDocs;

export interface CatNode {
  id: number;
  name: string;
  /** Published documents directly in this category. */
  count: number;
  hasDirect: boolean;
  children: CatNode[];
}

/**
 * SPEC §3 "Category tree item": the category tree of one type; a category is kept only if it has
 * (kept) children or documents of its own, so visitors never open an empty category.
 */
export function getCatTree(ctx: Ctx, type: StudyType): Promise<CatNode[]> {
  return ctx.cache.wrap(STUDY_NS, `tree:${type}`, PUBLIC_TTL_MS, async () => {
    const cats = await ctx.db.select().from(c).where(eq(c.type, type)).orderBy(asc(c.sort), asc(c.id));
    const counts = await ctx.db
      .select({ catId: d.catId, n: sql<number>`count(*)::int` })
      .from(d)
      .where(and(eq(d.type, type), isPublic(d, ctx.now())))
      .groupBy(d.catId);
    const countOf = new Map(counts.map((r) => [r.catId, r.n]));
    const nodes = new Map<number, CatNode>(
      cats.map((r) => [
        r.id,
        { id: r.id, name: r.name, count: countOf.get(r.id) ?? 0, hasDirect: (countOf.get(r.id) ?? 0) > 0, children: [] },
      ]),
    );
    const roots: CatNode[] = [];
    for (const r of cats) (r.parentId === null ? roots : (nodes.get(r.parentId)?.children ?? roots)).push(nodes.get(r.id) as CatNode);
    const prune = (list: CatNode[]): CatNode[] =>
      list.flatMap((n) => {
        const children = prune(n.children);
        return children.length || n.hasDirect ? [{ ...n, children }] : [];
      });
    return prune(roots);
  });
}

/** Facet counts for the list filter: each kept category with the documents in it and below it. */
export async function getComBucket(ctx: Ctx, type: StudyType) {
  const tree = await getCatTree(ctx, type);
  const out: { id: number; name: string; parentId: number | null; count: number }[] = [];
  const walk = (n: CatNode, parentId: number | null): number => {
    const at = out.push({ id: n.id, name: n.name, parentId, count: 0 }) - 1;
    out[at].count = n.count + n.children.reduce((s, ch) => s + walk(ch, n.id), 0);
    return out[at].count;
  };
  for (const root of tree) walk(root, null);
  return out;
}

function descendants(tree: CatNode[], id: number): number[] | null {
  for (const n of tree) {
    if (n.id === id) {
      const ids: number[] = [];
      const collect = (x: CatNode) => {
        ids.push(x.id);
        x.children.forEach(collect);
      };
      collect(n);
      return ids;
    }
    const inChild = descendants(n.children, id);
    if (inChild) return inChild;
  }
  return null;
}

/** What a standard's status is today: a future effective date means 即将实施 whatever was stored. */
export function currentStatus(doc: { type: string; status: string | null; effectiveDate: string | null }, today: string): string | null {
  if (doc.type === "NORMAL" && doc.status !== "废止" && doc.effectiveDate && doc.effectiveDate > today) return "即将实施";
  return doc.status;
}

/** The SQL form of `currentStatus(doc) = status`, so the list filter agrees with the badge it shows. */
function statusIs(status: string, today: string): SQL {
  // coalesce: an unknown effective date is "not upcoming", never null (not(null) would drop the row).
  const upcoming = sql`(${d.type} = 'NORMAL' and ${d.status} is distinct from '废止' and coalesce(${d.effectiveDate} > ${today}, false))`;
  if (status === "即将实施") return or(eq(d.status, "即将实施"), upcoming) as SQL;
  return and(eq(d.status, status), not(upcoming)) as SQL;
}

const listColumns = {
  id: d.id,
  type: d.type,
  catId: d.catId,
  title: d.title,
  code: d.code,
  issuer: d.issuer,
  issueDate: d.issueDate,
  effectiveDate: d.effectiveDate,
  status: d.status,
  memo: d.memo,
  publishAt: d.publishAt,
  needLogin: d.needLogin,
};
type ListRow = { [K in keyof typeof listColumns]: (typeof listColumns)[K]["_"]["data"] | null };

function toItem(r: ListRow, today: string) {
  return {
    id: r.id as number,
    title: r.title as string,
    code: r.code,
    issuer: r.issuer,
    issueDate: r.issueDate,
    effectiveDate: r.effectiveDate,
    status: currentStatus({ type: r.type as string, status: r.status, effectiveDate: r.effectiveDate }, today),
    memo: r.memo,
    releaseDate: chinaDate(r.publishAt) ?? "",
    needLogin: Boolean(r.needLogin),
    path: `${STUDY_PATHS[r.type as StudyType]}/detail/${r.id}`,
  };
}
export type StudyItem = ReturnType<typeof toItem>;

export interface DocListInput extends Partial<Page> {
  type: StudyType;
  catId?: number | null;
  keyword?: string;
  status?: string;
}

/** SPEC §7 docListPaged: one type's documents, optionally in a category (and below) or matching a title/code. */
export function docListPaged(ctx: Ctx, input: DocListInput) {
  const page = normalizePage(input);
  const keyword = input.keyword?.trim().slice(0, 50) ?? "";
  const key = JSON.stringify([input.type, input.catId ?? 0, keyword, input.status ?? "", page.current, page.size]);
  return ctx.cache.wrap(STUDY_NS, `list:${key}`, PUBLIC_TTL_MS, async () => {
    const where: SQL[] = [eq(d.type, input.type), isPublic(d, ctx.now())];
    let cat: { id: number; name: string } | null = null;
    if (input.catId) {
      const tree = await getCatTree(ctx, input.type);
      const ids = descendants(tree, input.catId);
      if (!ids) throw notFound("分类");
      const [row] = await ctx.db.select({ id: c.id, name: c.name }).from(c).where(eq(c.id, input.catId));
      cat = row;
      where.push(inArray(d.catId, ids));
    }
    if (keyword) {
      const like = `%${keyword.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
      where.push(or(ilike(d.title, like), ilike(d.code, like)) as SQL);
    }
    if (input.status) where.push(statusIs(input.status, chinaDate(ctx.now()) as string));
    const [{ n }] = await ctx.db
      .select({ n: sql<number>`count(*)::int` })
      .from(d)
      .where(and(...where));
    const rows = await ctx.db
      .select(listColumns)
      .from(d)
      .where(and(...where))
      .orderBy(desc(d.publishAt), desc(d.id))
      .limit(page.size)
      .offset((page.current - 1) * page.size);
    const today = chinaDate(ctx.now()) as string;
    return {
      ...pagedResult(
        rows.map((r) => toItem(r, today)),
        n,
        page,
      ),
      dir: cat,
    };
  });
}

/** One published document. Full text of login-only documents is withheld from anonymous visitors. */
export async function getStudyDoc(ctx: Ctx, id: number, type?: StudyType) {
  const doc = await ctx.cache.wrap(STUDY_NS, `doc:${id}`, PUBLIC_TTL_MS, async () => {
    const [row] = await ctx.db
      .select({ doc: d, catName: c.name })
      .from(d)
      .leftJoin(c, eq(c.id, d.catId))
      .where(and(eq(d.id, id), isPublic(d, ctx.now())));
    if (!row) return null;
    const r = row.doc;
    return {
      ...toItem(r, chinaDate(ctx.now()) as string),
      type: r.type as StudyType,
      catId: r.catId,
      catName: row.catName,
      replacedBy: r.replacedBy,
      edition: r.edition,
      readCount: r.readCount,
      content: r.content,
    };
  });
  if (!doc || (type && doc.type !== type)) throw notFound("资料");
  const loggedIn = ctx.actor.kind === "user";
  const locked = doc.needLogin && !loggedIn;
  return { ...doc, content: locked ? null : doc.content, locked };
}

/** SPEC §7 doc/checkLogin: whether the full text needs login, and whether the caller may read it. */
export async function checkDocLogin(ctx: Ctx, id: number) {
  const doc = await getStudyDoc(ctx, id);
  const loggedIn = ctx.actor.kind === "user";
  return { needLogin: doc.needLogin, loggedIn, allowed: !doc.needLogin || loggedIn };
}

/** The document the given code names, if published (for the "replaced by" link). */
export async function findStandardByCode(ctx: Ctx, code: string) {
  const [row] = await ctx.db
    .select({ id: d.id, title: d.title })
    .from(d)
    .where(and(eq(d.code, code), isPublic(d, ctx.now())))
    .limit(1);
  return row ?? null;
}

/** Newest documents of one type, for home and sidebar blocks. */
export async function latestStudyDocs(ctx: Ctx, type: StudyType, size = 8) {
  const r = await docListPaged(ctx, { type, current: 1, size });
  return r.records;
}

/** SPEC §7 dirDoc: the documents of one category (whatever its type), with the category's name. */
export async function dirDoc(ctx: Ctx, input: { id: number } & Partial<Page>) {
  const [cat] = await ctx.db.select({ type: c.type }).from(c).where(eq(c.id, input.id));
  if (!cat) throw notFound("分类");
  const r = await docListPaged(ctx, { type: cat.type as StudyType, catId: input.id, current: input.current, size: input.size });
  return { ...r, dir: r.dir as { id: number; name: string } };
}
