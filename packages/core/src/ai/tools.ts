import { type AiToolInput, schema } from "@portal/db";
import { asc, eq } from "drizzle-orm";
import { PERM, requirePermission } from "../access";
import { auditChange } from "../audit";
import { PUBLIC_TTL_MS } from "../cache";
import type { Ctx } from "../context";
import { conflict, invalid, notFound } from "../errors";
import { plainLine } from "../sanitize";
import { asMaterial } from "./prompt";
import { DEFAULT_TOOLS } from "./tool-catalog";

export const AI_TOOLS_NS = "ai-tools";

export interface ToolCard {
  id: string;
  slug: string;
  name: string;
  category: string;
  summary: string;
}

export interface ToolDetail extends ToolCard {
  inputs: AiToolInput[];
}

export type ToolRow = typeof schema.aiTools.$inferSelect;

const t = schema.aiTools;
const card = (r: ToolRow): ToolCard => ({ id: r.id, slug: r.slug, name: r.name, category: r.category, summary: r.summary });

/** Writes the starting catalogue into an empty table; a no-op once staff have any tool. */
async function ensureDefaultTools(ctx: Ctx) {
  const [one] = await ctx.db.select({ id: t.id }).from(t).limit(1);
  if (one) return;
  await ctx.db
    .insert(t)
    .values(DEFAULT_TOOLS.map((d, i) => ({ ...d, sort: i, updatedAt: ctx.now() })))
    .onConflictDoNothing();
}

async function allTools(ctx: Ctx): Promise<ToolRow[]> {
  await ensureDefaultTools(ctx);
  return ctx.db.select().from(t).orderBy(asc(t.sort), asc(t.name));
}

/** The public catalogue: enabled tools in the console's order (prompts are not shown). */
export function listTools(ctx: Ctx): Promise<ToolCard[]> {
  return ctx.cache.wrap(AI_TOOLS_NS, "list", PUBLIC_TTL_MS, async () => (await allTools(ctx)).filter((r) => r.enabled).map(card));
}

/** One enabled tool with its form; the row itself for callers that need the prompt. */
export async function toolBySlug(ctx: Ctx, slug: string): Promise<ToolRow> {
  await ensureDefaultTools(ctx);
  const [row] = await ctx.db
    .select()
    .from(t)
    .where(eq(t.slug, slug.slice(0, 60)));
  if (!row?.enabled) throw notFound("该 AI 工具");
  return row;
}

export async function toolDetail(ctx: Ctx, slug: string): Promise<ToolDetail> {
  const row = await toolBySlug(ctx, slug);
  return { ...card(row), inputs: row.inputs };
}

/**
 * A user's values checked against the tool's form: required ones present, lengths within the
 * limits, choices among the options. Answers the material the prompt gets (delimiters removed).
 */
export function checkInputs(tool: ToolRow, raw: Record<string, unknown>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const input of tool.inputs) {
    const v = raw[input.key];
    const value = typeof v === "string" ? v.trim() : "";
    if (!value) {
      if (input.required) throw invalid(`请填写“${input.label}”`);
      out[input.key] = "（未提供）";
      continue;
    }
    if (value.length > input.maxLength) throw invalid(`“${input.label}”不能超过 ${input.maxLength} 个字`);
    if (input.type === "select" && !input.options?.includes(value)) throw invalid(`“${input.label}”请从选项中选择`);
    out[input.key] = asMaterial(value, input.maxLength);
  }
  return out;
}

// ——— console ———

export async function adminTools(ctx: Ctx): Promise<ToolRow[]> {
  requirePermission(ctx, PERM.ai);
  return allTools(ctx);
}

export interface ToolPatch {
  name: string;
  category: string;
  summary: string;
  inputs: AiToolInput[];
  systemPrompt: string;
  userTemplate: string;
  maxTokens: number;
  sort: number;
  enabled: boolean;
}

function checkPatch(p: ToolPatch): ToolPatch {
  const keys = new Set<string>();
  for (const input of p.inputs) {
    if (!/^[A-Za-z][A-Za-z0-9_]{0,29}$/.test(input.key)) throw invalid(`输入项标识“${input.key}”只能用字母、数字和下划线，并以字母开头`);
    if (keys.has(input.key)) throw invalid(`输入项标识“${input.key}”重复`);
    keys.add(input.key);
    if (input.type === "select" && !input.options?.length) throw invalid(`下拉输入项“${input.label}”至少需要一个选项`);
  }
  // A template naming an input that does not exist would send "{{x}}" to the model.
  for (const m of p.userTemplate.matchAll(/\{\{\s*([A-Za-z0-9_]+)\s*\}\}/g)) {
    if (!keys.has(m[1] as string)) throw invalid(`用户提示模板中的 {{${m[1]}}} 没有对应的输入项`);
  }
  return { ...p, name: plainLine(p.name), category: plainLine(p.category), summary: plainLine(p.summary) };
}

export async function createTool(ctx: Ctx, slug: string, patch: ToolPatch): Promise<ToolRow> {
  requirePermission(ctx, PERM.ai);
  if (!/^[a-z][a-z0-9-]{1,59}$/.test(slug)) throw invalid("工具标识只能用小写字母、数字和连字符");
  const values = checkPatch(patch);
  const [row] = await ctx.db
    .insert(t)
    .values({ ...values, slug, updatedAt: ctx.now() })
    .onConflictDoNothing()
    .returning();
  if (!row) throw conflict("已有相同标识的工具");
  await auditChange(ctx, "ai.tool.create", { type: "aiTool", id: row.id }, null, { slug, name: row.name });
  await ctx.cache.invalidate(AI_TOOLS_NS);
  return row;
}

export async function updateTool(ctx: Ctx, id: string, patch: ToolPatch): Promise<ToolRow> {
  requirePermission(ctx, PERM.ai);
  const [before] = await ctx.db.select().from(t).where(eq(t.id, id));
  if (!before) throw notFound("该 AI 工具");
  const values = checkPatch(patch);
  const [row] = await ctx.db
    .update(t)
    .set({ ...values, updatedAt: ctx.now() })
    .where(eq(t.id, id))
    .returning();
  const snap = (r: ToolRow) => ({ ...r, inputs: JSON.stringify(r.inputs), updatedAt: undefined });
  await auditChange(ctx, "ai.tool.update", { type: "aiTool", id }, snap(before), snap(row as ToolRow));
  await ctx.cache.invalidate(AI_TOOLS_NS);
  return row as ToolRow;
}
