import type { TenderAttachment } from "@portal/db/schema";
import { sql } from "drizzle-orm";
import type { Ctx } from "../context";
import { rows } from "./link";

/** A new announcement row as the batch insert takes it; `lexemes` become the tsvector. */
export interface NewAnnouncement {
  projectId: number | null;
  category: string;
  stage: string | null;
  projectType: string;
  partyType: string;
  province: string | null;
  city: string | null;
  district: string | null;
  title: string;
  buyerOrgId: number | null;
  agencyOrgId: number | null;
  winnerOrgId: number | null;
  budgetYuan: number | null;
  maxPriceYuan: number | null;
  winAmountYuan: number | null;
  discountRate: number | null;
  registrationDeadline: string | null;
  bidDeadline: string | null;
  openTime: string | null;
  openPlace: string | null;
  projectCode: string | null;
  projectName: string | null;
  sourceSite: string | null;
  sourceUrl: string;
  publishedOn: string;
  /** ISO time the notice was collected (TenderNotice.storedAt); now when null or later. */
  storedAt: string | null;
  attachments: TenderAttachment[];
  text: string;
  contentHash: string;
  fields: Record<string, { value: unknown; evidence: string; confidence: number }>;
  candidates: { name: string; rank?: number; amount_yuan?: number; orgId?: number }[] | null;
  lexemes: string;
  simhash: bigint;
  sh0: number;
  sh1: number;
  sh2: number;
  sh3: number;
  extractorVersion: number;
}

/**
 * Inserts a batch as one JSON parameter unpacked by jsonb_to_recordset instead of a multi-row
 * VALUES list of ~36,000 parameters per 1,000 announcements. (Measured on PGlite: the load time
 * barely changed, ~0.45 ms per row either way; the row and its indexes are the cost.)
 */
export async function insertAnnouncements(ctx: Ctx, list: NewAnnouncement[]): Promise<Map<string, number>> {
  const json = JSON.stringify(list.map((r) => ({ ...r, simhash: r.simhash.toString() })));
  const out = await rows<{ id: number; source_url: string }>(
    ctx.db,
    sql`INSERT INTO tender_announcements (project_id, category, stage, project_type, party_type, province, city, district,
          title, buyer_org_id, agency_org_id, winner_org_id, budget_yuan, max_price_yuan, win_amount_yuan, discount_rate,
          registration_deadline, bid_deadline, open_time, open_place, project_code, project_name, source_site, source_url,
          published_on, attachments, text, content_hash, fields, candidates, tsv, simhash, sh0, sh1, sh2, sh3, extractor_version, created_at, updated_at)
        SELECT "projectId", category, stage, "projectType", "partyType", province, city, district,
          title, "buyerOrgId", "agencyOrgId", "winnerOrgId", "budgetYuan", "maxPriceYuan", "winAmountYuan", "discountRate",
          "registrationDeadline", "bidDeadline", "openTime", "openPlace", "projectCode", "projectName", "sourceSite", "sourceUrl",
          "publishedOn", coalesce(attachments, '[]'::jsonb), text, "contentHash", fields, candidates,
          array_to_tsvector(string_to_array(lexemes, ' ')), simhash::bigint, sh0, sh1, sh2, sh3, "extractorVersion",
          LEAST("storedAt"::timestamptz, ${ctx.now()}), ${ctx.now()}
        FROM jsonb_to_recordset(${json}::jsonb) AS r("projectId" int, category text, stage text, "projectType" text,
          "partyType" text, province text, city text, district text, title text, "buyerOrgId" int, "agencyOrgId" int,
          "winnerOrgId" int, "budgetYuan" numeric, "maxPriceYuan" numeric, "winAmountYuan" numeric, "discountRate" numeric,
          "registrationDeadline" text, "bidDeadline" text, "openTime" text, "openPlace" text, "projectCode" text,
          "projectName" text, "sourceSite" text, "sourceUrl" text, "publishedOn" date, "storedAt" text, attachments jsonb, text text,
          "contentHash" text, fields jsonb, candidates jsonb, lexemes text, simhash text, sh0 int, sh1 int, sh2 int, sh3 int, "extractorVersion" int)
        RETURNING id, source_url`,
  );
  return new Map(out.map((x) => [x.source_url, Number(x.id)]));
}
