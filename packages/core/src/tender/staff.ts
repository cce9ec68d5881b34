import { TENDER_CATEGORIES, TENDER_FIELDS, TENDER_STATES, type TenderFieldKey } from "@portal/contract";
import { schema } from "@portal/db";
import type { TenderFieldValue } from "@portal/db/schema";
import { eq, inArray, sql } from "drizzle-orm";
import { requirePermission } from "../access";
import { chinaDateTime } from "../china-time";
import type { Ctx } from "../context";
import { invalid, notFound } from "../errors";
import { partiesOf } from "./detail";
import { regionLabel, stageLabel } from "./hits";
import { rows } from "./link";
import type { TenderStateScope } from "./query";
import { searchTenders } from "./search";

/** Staff who look after tender information: the operator role (administrators have every permission). */
export const TENDER_PERM = { read: "tender:read", write: "tender:write" } as const;

/** Extracted fields staff see but do not edit directly (they follow from editable ones). */
const READ_ONLY_FIELDS: Record<string, string> = { region: "所在地区", candidates: "中标候选人" };

/** The Chinese name of an extracted field (the key itself for one the console does not know yet). */
export function tenderFieldLabel(key: string): string {
  return Object.hasOwn(TENDER_FIELDS, key) ? TENDER_FIELDS[key as TenderFieldKey].label : (READ_ONLY_FIELDS[key] ?? key);
}

export interface StaffTenderQuery {
  /** Words of the title (segmented like the public search). */
  keyword?: string;
  stage?: string;
  province?: string;
  state?: TenderStateScope;
  startDate?: string;
  endDate?: string;
  current?: number;
  size?: number;
}

/**
 * The console's announcement list, newest first. It runs the public search's plans (so it stays
 * fast at a million rows) over published, withdrawn or all announcements; like the public list it
 * pages by number up to page 10, and counts are capped.
 */
export async function listTendersForStaff(ctx: Ctx, input: StaffTenderQuery = {}) {
  requirePermission(ctx, TENDER_PERM.read);
  const state = input.state ?? "all";
  if (!["all", ...Object.keys(TENDER_STATES)].includes(state)) throw invalid("公告状态不正确");
  const { state: _, ...filters } = input;
  const r = await searchTenders(ctx, { ...filters, scope: "title", size: input.size ?? 20 }, { state });
  const ids = r.records.map((h) => h.id);
  const extra = ids.length
    ? await rows<{ id: number; state: string; corrected: number; source_site: string | null }>(
        ctx.db,
        sql`SELECT id, state, (SELECT count(*) FROM jsonb_object_keys(corrections))::int AS corrected, source_site
            FROM tender_announcements WHERE id IN (SELECT (jsonb_array_elements_text(${JSON.stringify(ids)}::jsonb))::int)`,
      )
    : [];
  const byId = new Map(extra.map((e) => [Number(e.id), e]));
  const records = r.records.map((h) => ({
    id: h.id,
    title: h.title,
    stage: h.stage,
    stageLabel: h.stageLabel,
    regionName: h.regionName,
    publishedOn: h.publishedOn,
    buyer: h.buyer,
    amountYuan: h.amountYuan,
    state: byId.get(h.id)?.state ?? "published",
    corrected: Number(byId.get(h.id)?.corrected ?? 0),
    sourceSite: byId.get(h.id)?.source_site ?? null,
  }));
  return { records, total: r.total, current: r.current, size: r.size };
}

export interface StaffTenderField {
  key: string;
  label: string;
  editable: boolean;
  /** What the public sees: the correction if any, else the extracted value. */
  value: unknown;
  extracted: TenderFieldValue | null;
  correction: { value: unknown; by: string; byName: string; at: string } | null;
}

/** One announcement as staff see it: every field with its evidence and confidence, and who corrected what. */
export async function getTenderForStaff(ctx: Ctx, input: { id: number }) {
  requirePermission(ctx, TENDER_PERM.read);
  const a = schema.tenderAnnouncements;
  const [row] = await ctx.db.select().from(a).where(eq(a.id, input.id));
  if (!row) throw notFound("公告");
  const org = await partiesOf(ctx, row);
  const authors = [...new Set(Object.values(row.corrections).map((c) => c.by))].filter((by) => /^[0-9a-f-]{36}$/.test(by));
  const people = authors.length
    ? await ctx.db
        .select({ id: schema.users.id, realname: schema.users.realname })
        .from(schema.users)
        .where(inArray(schema.users.id, authors))
    : [];
  const nameOf = (by: string) => people.find((p) => p.id === by)?.realname || (by.startsWith("system:") ? "系统" : "工作人员");
  // Fields the source states rather than the extractor reads (a category, the type defaults) show their column.
  const stated: Record<string, unknown> = { category: row.category, project_type: row.projectType, party_type: row.partyType };
  const keys = [...Object.keys(TENDER_FIELDS), ...Object.keys(READ_ONLY_FIELDS).filter((k) => row.fields[k])];
  const fields: StaffTenderField[] = keys.map((key) => {
    const c = row.corrections[key];
    const editable = Object.hasOwn(TENDER_FIELDS, key);
    return {
      key,
      label: tenderFieldLabel(key),
      editable,
      value: c ? c.value : (row.fields[key]?.value ?? stated[key] ?? null),
      extracted: row.fields[key] ?? null,
      correction: c ? { ...c, byName: nameOf(c.by), at: chinaDateTime(new Date(c.at)) ?? c.at } : null,
    };
  });
  return {
    id: row.id,
    title: row.title,
    state: row.state,
    category: row.category,
    categoryLabel: TENDER_CATEGORIES[row.category as keyof typeof TENDER_CATEGORIES] ?? row.category,
    stage: row.stage,
    stageLabel: stageLabel(row.stage),
    regionName: regionLabel(row.province, row.city),
    publishedOn: row.publishedOn,
    sourceSite: row.sourceSite,
    sourceUrl: row.sourceUrl,
    projectId: row.projectId,
    buyer: org(row.buyerOrgId),
    agency: org(row.agencyOrgId),
    winner: org(row.winnerOrgId),
    attachments: row.attachments,
    text: row.text,
    fields,
    createdAt: chinaDateTime(row.createdAt),
    updatedAt: chinaDateTime(row.updatedAt),
  };
}
export type StaffTenderDetail = Awaited<ReturnType<typeof getTenderForStaff>>;
