import { schema } from "@portal/db";
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import { PUBLIC_TTL_MS } from "../cache";
import type { Ctx } from "../context";
import { notFound } from "../errors";
import { attachmentView } from "./attachment-view";
import { TENDER_DETAIL_NS } from "./cache-names";
import { discountRows, type NoticeDiscount, noticeDiscount, RESULT_STAGE } from "./discount";
import { regionLabel, stageLabel } from "./hits";
import { rows } from "./link";
import { contactsUnlocked } from "./unlock";

/** Timeline order of a procurement: intention → announcement → prequalification → clarification → opening → candidates → result. */
const STAGE_ORDER: Record<string, number> = { "0107": -1, "0100": 0, "0106": 1, "0105": 2, "0102": 3, "0103": 4, "0104": 5 };

export interface DetailField {
  value: unknown;
  evidence: string;
  confidence: number;
  /** A staff correction replaced the extracted value. */
  corrected: boolean;
  /** "llm": the language model filled it where the rules found nothing (less sure, said so on the page). */
  source?: "llm";
}

export interface TimelineEntry {
  id: number;
  title: string;
  stage: string | null;
  stageLabel: string | null;
  publishedOn: string;
  current: boolean;
}

/** Stands for a hidden contact; the page above the text says how to see it (login, then 查看联系人). */
const HIDDEN = "（已隐藏）";
const CONTACT_PATTERNS: [RegExp, string][] = [
  // 联系人：张工 / 联 系 人:李女士
  [/(联\s*系\s*人\s*[:：]\s*)[^\s，,；;、|]{1,8}/g, `$1${HIDDEN}`],
  // 电话、手机、传真 after their label, whatever the digits look like, on the label's line: a date
  // on the next line (2019年6月28日 under 电话：0516-83000000) is not part of it
  [/((?:联系)?(?:电\s*话|手\s*机|传\s*真|联系方式)\s*[:：]\s*)[\d\-－—\t \u3000()（）转、/]{5,}\d/g, `$1${HIDDEN}`],
  // bare mobile numbers, area-code landlines and e-mail addresses anywhere
  [/(?<!\d)1[3-9]\d{9}(?!\d)/g, HIDDEN],
  [/(?<!\d)0\d{2,3}[-－—]\d{7,8}(?!\d)/g, HIDDEN],
  [/[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g, HIDDEN],
];

/** Contacts (people, telephone numbers, e-mail) in a notice's text: for users who opened them (unlock.ts). */
export function hideContacts(text: string): string {
  return CONTACT_PATTERNS.reduce((t, [re, by]) => t.replace(re, by), text);
}

export { TENDER_DETAIL_NS };

/** The announcement, the parties' names, the project timeline and the fields with their evidence. */
async function loadPublicDetail(ctx: Ctx, id: number) {
  const a = schema.tenderAnnouncements;
  // Only what the page shows: the search vector, fingerprints and hashes are large and unread here.
  const [row] = await ctx.db
    .select({
      id: a.id,
      projectId: a.projectId,
      category: a.category,
      stage: a.stage,
      projectType: a.projectType,
      partyType: a.partyType,
      province: a.province,
      city: a.city,
      district: a.district,
      title: a.title,
      buyerOrgId: a.buyerOrgId,
      agencyOrgId: a.agencyOrgId,
      winnerOrgId: a.winnerOrgId,
      budgetYuan: a.budgetYuan,
      maxPriceYuan: a.maxPriceYuan,
      winAmountYuan: a.winAmountYuan,
      discountRate: a.discountRate,
      registrationDeadline: a.registrationDeadline,
      bidDeadline: a.bidDeadline,
      openTime: a.openTime,
      openPlace: a.openPlace,
      projectCode: a.projectCode,
      projectName: a.projectName,
      sourceSite: a.sourceSite,
      sourceUrl: a.sourceUrl,
      publishedOn: a.publishedOn,
      attachments: a.attachments,
      text: a.text,
      fields: a.fields,
      corrections: a.corrections,
      candidates: a.candidates,
    })
    .from(a)
    .where(and(eq(a.id, id), eq(a.state, "published")));
  if (!row) throw notFound("公告");
  // The parties' names and the project's other notices read independently: together.
  const also = schema.tenderAlsoPublished;
  const [org, siblings, discount, alsoPublished] = await Promise.all([
    partiesOf(ctx, row),
    row.projectId
      ? ctx.db
          .select({ id: a.id, title: a.title, stage: a.stage, publishedOn: a.publishedOn })
          .from(a)
          .where(and(eq(a.projectId, row.projectId), eq(a.state, "published")))
          .orderBy(asc(a.publishedOn), asc(a.id))
      : [{ id: row.id, title: row.title, stage: row.stage, publishedOn: row.publishedOn }],
    discountOf(ctx, row),
    // The same notice on other sites, left out of the list as duplicates (issue 33 item 6).
    ctx.db
      .select({ sourceSite: also.sourceSite, sourceUrl: also.sourceUrl, publishedOn: also.publishedOn })
      .from(also)
      .where(eq(also.announcementId, row.id))
      .orderBy(asc(also.publishedOn), asc(also.sourceUrl))
      .limit(10),
  ]);
  const fields: Record<string, DetailField> = {};
  for (const [k, f] of Object.entries(row.fields)) fields[k] = { ...f, corrected: false };
  for (const [k, c] of Object.entries(row.corrections)) {
    fields[k] = { value: c.value, evidence: fields[k]?.evidence ?? "", confidence: 1, corrected: true };
  }
  // The region shown is a name read with the code: a corrected code renames it.
  if (row.corrections.region_code) {
    fields.region = { value: regionLabel(row.province, row.city), evidence: fields.region?.evidence ?? "", confidence: 1, corrected: true };
  }
  const timeline: TimelineEntry[] = siblings
    .map((s) => ({ ...s, stageLabel: stageLabel(s.stage), current: s.id === row.id }))
    .sort(
      (x, y) =>
        (STAGE_ORDER[x.stage ?? ""] ?? 9) - (STAGE_ORDER[y.stage ?? ""] ?? 9) || x.publishedOn.localeCompare(y.publishedOn) || x.id - y.id,
    );
  return {
    id: row.id,
    title: row.title,
    category: row.category,
    stage: row.stage,
    stageLabel: stageLabel(row.stage),
    projectType: row.projectType,
    partyType: row.partyType,
    province: row.province,
    city: row.city,
    district: row.district,
    regionName: regionLabel(row.province, row.city),
    projectId: row.projectId,
    projectCode: row.projectCode,
    projectName: row.projectName,
    buyer: org(row.buyerOrgId),
    agency: org(row.agencyOrgId),
    winner: org(row.winnerOrgId),
    budgetYuan: row.budgetYuan,
    maxPriceYuan: row.maxPriceYuan,
    winAmountYuan: row.winAmountYuan,
    discountRate: row.discountRate,
    discount,
    registrationDeadline: row.registrationDeadline,
    bidDeadline: row.bidDeadline,
    openTime: row.openTime,
    openPlace: row.openPlace,
    candidates: row.candidates ?? [],
    publishedOn: row.publishedOn,
    sourceSite: row.sourceSite,
    sourceUrl: row.sourceUrl,
    alsoPublished,
    attachments: row.attachments,
    fields,
    timeline,
    text: row.text,
    // Contacts in the text open per user (unlockContacts); a notice that names none has nothing to open.
    masked: hideContacts(row.text),
  };
}

/** 下浮率 of a result notice, with what it was computed against (discount.ts); null for other notices. */
async function discountOf(
  ctx: Ctx,
  row: { id: number; stage: string | null; winAmountYuan: number | null },
): Promise<NoticeDiscount | null> {
  if (row.stage !== RESULT_STAGE || !row.winAmountYuan) return null;
  const [found] = await rows<Parameters<typeof noticeDiscount>[0]>(ctx.db, discountRows(sql`a.id = ${row.id}`));
  return found ? noticeDiscount(found) : null;
}

/** One announcement with every field, its evidence, the project timeline and the original text. */
export async function getAnnouncement(ctx: Ctx, id: number) {
  const { attachments, text, masked, ...shown } = await ctx.cache.wrap(TENDER_DETAIL_NS, String(id), PUBLIC_TTL_MS, () =>
    loadPublicDetail(ctx, id),
  );
  const contactsHidden = masked !== text && !(await contactsUnlocked(ctx, id));
  return {
    ...shown,
    // Attachments are for logged-in visitors (issue 9: "contacts and attachments need login").
    attachments: ctx.actor.kind === "anonymous" ? [] : attachments.map(attachmentView),
    attachmentCount: attachments.length,
    contactsHidden,
    text: contactsHidden ? masked : text,
  };
}
export type TenderDetail = Awaited<ReturnType<typeof getAnnouncement>>;

/** The names of an announcement's buyer, agency and winner in one query; look them up by id. */
export async function partiesOf(
  ctx: Ctx,
  row: { buyerOrgId: number | null; agencyOrgId: number | null; winnerOrgId: number | null },
): Promise<(id: number | null) => { id: number; name: string } | null> {
  const ids = [row.buyerOrgId, row.agencyOrgId, row.winnerOrgId].filter((x): x is number => x !== null);
  const orgs = ids.length
    ? await ctx.db
        .select({ id: schema.tenderOrgs.id, name: schema.tenderOrgs.name })
        .from(schema.tenderOrgs)
        .where(inArray(schema.tenderOrgs.id, ids))
    : [];
  return (id) => orgs.find((o) => o.id === id) ?? null;
}
