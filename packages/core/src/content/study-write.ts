import { schema } from "@portal/db";
import { and, eq } from "drizzle-orm";
import type { Ctx } from "../context";
import { invalid, notFound } from "../errors";
import { optionalText, requireText } from "../fields";
import { plainLine, sanitizeRichText } from "../sanitize";
import { syncSearchEntry } from "../search";
import { contentChanged, STUDY_NS } from "./changes";
import { creatorOf, type PublicationInput, publicationColumns, requireContentPublish, requireContentWrite } from "./publishing";

/** Study material types (SPEC §3 info types NORMAL standard, POLICY, PAPER). */
export const STUDY_TYPES = { NORMAL: "标准规范", POLICY: "政策法规", PAPER: "论文" } as const;
export type StudyType = keyof typeof STUDY_TYPES;
export const STUDY_PATHS: Record<StudyType, string> = { NORMAL: "/standard", POLICY: "/policy", PAPER: "/paper" };
export const STANDARD_STATUSES = ["现行", "废止", "即将实施"] as const;

const c = schema.studyCats;
const d = schema.studyDocs;

export function assertStudyType(type: string): StudyType {
  if (!(type in STUDY_TYPES)) throw invalid("资料类型只能是标准、政策或论文");
  return type as StudyType;
}

export async function createStudyCat(ctx: Ctx, input: { type: StudyType; name: string; parentId?: number | null; sort?: number }) {
  requireContentWrite(ctx);
  const type = assertStudyType(input.type);
  if (input.parentId) await requireCat(ctx, input.parentId, type);
  const [row] = await ctx.db
    .insert(c)
    .values({ type, name: requireText(plainLine(input.name), "分类名称", 30), parentId: input.parentId ?? null, sort: input.sort ?? 0 })
    .returning({ id: c.id });
  await contentChanged(ctx, STUDY_NS);
  return row;
}

export async function updateStudyCat(ctx: Ctx, id: number, patch: { name?: string; parentId?: number | null; sort?: number }) {
  requireContentWrite(ctx);
  const set = {
    ...(patch.name !== undefined ? { name: requireText(plainLine(patch.name), "分类名称", 30) } : {}),
    ...(patch.parentId !== undefined ? { parentId: patch.parentId } : {}),
    ...(patch.sort !== undefined ? { sort: patch.sort } : {}),
  };
  const rows = await ctx.db.update(c).set(set).where(eq(c.id, id)).returning({ id: c.id });
  if (!rows.length) throw notFound("分类");
  await contentChanged(ctx, STUDY_NS);
}

/** Sub-categories go with it; its documents stay, uncategorised (cat_id set null). */
export async function deleteStudyCat(ctx: Ctx, id: number) {
  requireContentWrite(ctx);
  const rows = await ctx.db.delete(c).where(eq(c.id, id)).returning({ id: c.id });
  if (!rows.length) throw notFound("分类");
  await contentChanged(ctx, STUDY_NS);
}

async function requireCat(ctx: Ctx, id: number, type: StudyType) {
  const [row] = await ctx.db
    .select({ id: c.id })
    .from(c)
    .where(and(eq(c.id, id), eq(c.type, type)));
  if (!row) throw invalid("所选分类不存在");
}

export interface StudyDocInput extends PublicationInput {
  type: StudyType;
  catId?: number | null;
  title: string;
  code?: string | null;
  issuer?: string | null;
  /** YYYY-MM-DD */
  issueDate?: string | null;
  effectiveDate?: string | null;
  status?: string | null;
  replacedBy?: string | null;
  edition?: string | null;
  memo?: string | null;
  content?: string;
  needLogin?: boolean;
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;
function optionalDate(v: string | null | undefined, label: string) {
  if (!v) return null;
  if (!DATE.test(v) || Number.isNaN(Date.parse(v))) throw invalid(`${label}格式应为 YYYY-MM-DD`);
  return v;
}

async function docColumns(ctx: Ctx, input: StudyDocInput) {
  const type = assertStudyType(input.type);
  if (input.catId) await requireCat(ctx, input.catId, type);
  const status = optionalText(plainLine(input.status), "状态", 20);
  if (type === "NORMAL" && status && !(STANDARD_STATUSES as readonly string[]).includes(status))
    throw invalid("标准状态只能是现行、废止或即将实施");
  return {
    type,
    catId: input.catId ?? null,
    title: requireText(plainLine(input.title), "名称", 150),
    code: optionalText(plainLine(input.code), "编号", 60),
    issuer: optionalText(plainLine(input.issuer), "发布机构", 100),
    issueDate: optionalDate(input.issueDate, "发布日期"),
    effectiveDate: optionalDate(input.effectiveDate, "实施日期"),
    status,
    replacedBy: optionalText(plainLine(input.replacedBy), "替代标准", 60),
    edition: optionalText(plainLine(input.edition), "版本", 30),
    memo: optionalText(plainLine(input.memo), "摘要", 500),
    content: sanitizeRichText(input.content),
    needLogin: input.needLogin ?? false,
  };
}

export async function createStudyDoc(ctx: Ctx, input: StudyDocInput): Promise<{ id: number }> {
  requireContentWrite(ctx, input);
  const values = await docColumns(ctx, input);
  const [row] = await ctx.db
    .insert(d)
    .values({ ...values, creatorId: creatorOf(ctx), ...publicationColumns(ctx, input) })
    .returning({ id: d.id });
  await afterDocWrite(ctx, row.id);
  return row;
}

export async function updateStudyDoc(ctx: Ctx, id: number, patch: Partial<StudyDocInput>) {
  requireContentWrite(ctx, patch);
  const current = await loadDoc(ctx, id);
  const values = await docColumns(ctx, { ...current, ...patch } as StudyDocInput);
  await ctx.db
    .update(d)
    .set({ ...values, ...publicationColumns(ctx, patch, current) })
    .where(eq(d.id, id));
  await afterDocWrite(ctx, id);
}

export async function publishStudyDoc(ctx: Ctx, id: number, at?: Date) {
  requireContentPublish(ctx);
  const current = await loadDoc(ctx, id);
  await ctx.db
    .update(d)
    .set(publicationColumns(ctx, { state: "PUBLISHED", publishAt: at ?? ctx.now() }, current))
    .where(eq(d.id, id));
  await afterDocWrite(ctx, id);
}

export async function unpublishStudyDoc(ctx: Ctx, id: number) {
  requireContentPublish(ctx);
  const current = await loadDoc(ctx, id);
  await ctx.db
    .update(d)
    .set(publicationColumns(ctx, { state: "DRAFT" }, current))
    .where(eq(d.id, id));
  await afterDocWrite(ctx, id);
}

export async function deleteStudyDoc(ctx: Ctx, id: number) {
  requireContentWrite(ctx);
  const current = await loadDoc(ctx, id);
  await ctx.db.delete(d).where(eq(d.id, id));
  await syncSearchEntry(ctx, current.type as StudyType, id, null);
  await contentChanged(ctx, STUDY_NS);
}

async function loadDoc(ctx: Ctx, id: number) {
  const [row] = await ctx.db.select().from(d).where(eq(d.id, id));
  if (!row) throw notFound("资料");
  return row;
}

async function afterDocWrite(ctx: Ctx, id: number) {
  const doc = await loadDoc(ctx, id);
  const type = doc.type as StudyType;
  const live = doc.state === "PUBLISHED" && doc.publishAt;
  await syncSearchEntry(
    ctx,
    type,
    id,
    live
      ? {
          type,
          refId: id,
          title: doc.code ? `${doc.title}（${doc.code}）` : doc.title,
          // Login-only full text stays out of the index: snippets would show it to anyone.
          body: [doc.memo, doc.needLogin ? null : doc.content].filter(Boolean).join("\n"),
          keywords: [doc.code, doc.issuer, doc.status].filter(Boolean).join(" "),
          path: `${STUDY_PATHS[type]}/detail/${id}`,
          publishedAt: doc.publishAt as Date,
        }
      : null,
  );
  await contentChanged(ctx, STUDY_NS);
}
