import { createHash } from "node:crypto";
import type { TenderCorrection, TenderFieldValue } from "@portal/db/schema";
import { cityOf, extractTender, segment } from "@portal/text";
import { sentenceAround } from "@portal/text/tender/parties";
import { partyTypeOf, projectNameFromTitle, projectNameKey, projectTypeOf } from "./normalize";
import { servicePeriod } from "./service-period";
import { type SimHash, simhash } from "./simhash";
import { facetTokens, scoped } from "./tokens";

/** One announcement as a source delivers it (crawler, file import, demo generator). */
export interface TenderNotice {
  sourceUrl: string;
  sourceSite?: string;
  title: string;
  text: string;
  /** YYYY-MM-DD; the ingest day (China time) when the source gives none. */
  publishedOn?: string;
  attachments?: { name: string; url: string }[];
  /** TENDER_CATEGORIES key; ENGINEERING when absent. */
  category?: string;
  /**
   * When the notice was collected (ISO 8601), for a backfill or the demo that knows it; the time of
   * storing when absent, and never later than that. 今日新增 and the delays of 数据来源与时效 read it.
   */
  storedAt?: string;
}

export type Fields = Record<string, TenderFieldValue>;
export type Corrections = Record<string, TenderCorrection>;

function labelled(text: string, labels: string, read: (rest: string) => string | undefined): TenderFieldValue | undefined {
  const re = new RegExp(`(?:${labels})\\s*[：:]?\\s*\\|?\\s*`, "g");
  for (const m of text.matchAll(re)) {
    const at = (m.index ?? 0) + m[0].length;
    const value = read(text.slice(at, at + 60));
    if (value) return { value, evidence: sentenceAround(text, m.index ?? 0), confidence: 0.8 };
  }
  return undefined;
}

/**
 * Every field the rules find, each with its evidence and confidence: the text extractor's fields
 * (with the registration deadline) plus the ones only the portal needs (opening place, project name, types).
 */
export function extractFields(notice: TenderNotice): Fields {
  const { title, text } = notice;
  const fields: Fields = { ...(extractTender(title, text) as Fields) };
  const place = labelled(text, "开标地点|开启地点|开标地址", (r) => /^([^\n|。；;]{2,60})/.exec(r)?.[1]?.trim());
  if (place) fields.open_place = place;
  // A 采购意向's title names the publishing unit and a period; the extractor read its item's name.
  fields.project_name ??= { value: projectNameFromTitle(title), evidence: title, confidence: 0.7 };
  fields.project_type = { value: projectTypeOf(title), evidence: title, confidence: 0.6 };
  fields.party_type = { value: partyTypeOf(title), evidence: title, confidence: 0.6 };
  const term = servicePeriod(title, text);
  if (term) fields.service_months = term;
  return fields;
}

/** What a field is worth now: a staff correction wins over the extractor. */
export function effective(fields: Fields, corrections: Corrections): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [k, f] of Object.entries(fields)) out[k] = f.value;
  for (const [k, c] of Object.entries(corrections)) out[k] = c.value;
  return out;
}

const num = (v: unknown) => (typeof v === "number" && Number.isFinite(v) ? v : null);
const str = (v: unknown) => (typeof v === "string" && v ? v : null);

export interface Prepared {
  notice: TenderNotice;
  publishedOn: string;
  category: string;
  fields: Fields;
  contentHash: string;
  /** Search-mode words of title and text; empty once `lexemeText` is set where the batch was read. */
  words: string[];
  sim: SimHash;
  /**
   * The tsvector's lexemes joined by spaces, for the notice without corrections: computed where the
   * batch is read (the seed's worker thread), so the writing thread neither segments nor receives
   * thousands of word arrays (prepareAll with `lexemes: true`).
   */
  lexemeText?: string;
}

export function prepare(notice: TenderNotice, today: string): Prepared {
  const title = notice.title.trim();
  const text = notice.text.replace(/\r\n?/g, "\n").trim();
  const n = { ...notice, title, text };
  const words = segment(`${title}\n${text}`);
  return {
    notice: n,
    publishedOn: /^\d{4}-\d{2}-\d{2}$/.test(notice.publishedOn ?? "") ? (notice.publishedOn as string) : today,
    category: notice.category ?? "ENGINEERING",
    fields: extractFields(n),
    contentHash: createHash("md5").update(`${title}\n${text}`).digest("hex"),
    words,
    sim: simhash(words),
  };
}

/** A notice ready to store, or why it could not be read. */
export type PrepareOutcome = { prepared: Prepared } | { error: string };

/** prepare() over a batch, each notice's failure kept to itself (also what the seed's worker thread runs). */
export function prepareAll(notices: TenderNotice[], today: string, opts: { lexemes?: boolean } = {}): PrepareOutcome[] {
  return notices.map((n) => {
    try {
      const p = prepare(n, today);
      if (opts.lexemes) {
        p.lexemeText = lexemes(p, columnsOf(p, {})).join(" ");
        p.words = [];
      }
      return { prepared: p };
    } catch (err) {
      return { error: err instanceof Error ? err.message : String(err) };
    }
  });
}

/** Column values of an announcement from its fields and corrections (org ids are set by the caller). */
export function columnsOf(p: Prepared, corrections: Corrections) {
  const v = effective(p.fields, corrections);
  const code = str(v.region_code);
  const win = num(v.win_amount_yuan);
  const max = num(v.max_price_yuan) ?? num(v.budget_yuan);
  const rate = win && max ? win / max : null;
  return {
    category: str(v.category) ?? p.category,
    stage: str(v.stage),
    projectType: str(v.project_type) ?? "COMMON",
    partyType: str(v.party_type) ?? "COMMON",
    province: code ? `${code.slice(0, 2)}0000` : null,
    city: code ? cityOf(code) : null,
    district: code && !code.endsWith("00") ? code : null,
    budgetYuan: num(v.budget_yuan),
    maxPriceYuan: num(v.max_price_yuan),
    winAmountYuan: win,
    // A rate far from 1 means the two amounts are not of the same lot: leave it out.
    discountRate: rate && rate > 0.3 && rate < 1.2 ? Math.round(rate * 10000) / 10000 : null,
    registrationDeadline: str(v.registration_deadline),
    bidDeadline: str(v.bid_deadline),
    openTime: str(v.open_time),
    openPlace: str(v.open_place),
    projectCode: str(v.project_code),
    projectName: str(v.project_name) ?? projectNameFromTitle(p.notice.title),
    buyer: str(v.buyer),
    agency: str(v.agency),
    winner: str(v.winner),
    candidates: Array.isArray(v.candidates) ? (v.candidates as { name: string; rank?: number; amount_yuan?: number }[]) : [],
  };
}
export type Columns = ReturnType<typeof columnsOf>;

/** Project link key: the project code when stated, else the normalised name with the buyer. */
export function projectKey(c: Columns, buyerOrgId: number | null): string {
  if (c.projectCode) return `code:${c.projectCode.normalize("NFKC").replace(/\s+/g, "").toUpperCase()}`;
  return projectNameKey(c.projectName, buyerOrgId);
}

/** Distinct lexemes of the tsvector: words, title/buyer/winner-scoped words and facet tokens. */
export function lexemes(p: Prepared, c: Columns): string[] {
  // A notice read elsewhere kept only its lexemes; with corrections its words are needed again.
  const words = p.words.length || p.lexemeText === undefined ? p.words : segment(`${p.notice.title}\n${p.notice.text}`);
  const set = new Set<string>(words);
  for (const w of segment(p.notice.title)) set.add(scoped("title", w));
  for (const w of segment(c.buyer ?? "")) set.add(scoped("buyer", w));
  const winners = [c.winner, ...c.candidates.map((x) => x.name)].filter(Boolean).join("\n");
  for (const w of segment(winners)) set.add(scoped("winner", w));
  for (const f of facetTokens({ ...c, publishedOn: p.publishedOn })) set.add(f);
  return [...set];
}
