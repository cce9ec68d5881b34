import { schema } from "@portal/db";
import type { TenderAttachment } from "@portal/db/schema";
import { EXTRACTOR_VERSION } from "@portal/text";
import { eq, inArray, sql } from "drizzle-orm";
import { requirePermission } from "../access";
import { chinaDate } from "../china-time";
import type { Ctx } from "../context";
import { isDiskFull } from "../disk-full";
import { withTransaction } from "../transaction";
import { queueAttachmentMirrors, withMirrorState } from "./attachment-mirror";
import { insertAnnouncements, type NewAnnouncement } from "./insert";
import { addTokenCounts, linkOrgs, linkProjects, type ProjectSeed, refreshOrgCounts, refreshProjects, removeTokenCounts } from "./link";
import { queueForLlm, wakeLlmFill } from "./llm-queue";
import { queueForMatching, wakeMatching } from "./match-queue";
import { dropNearDuplicates, recordAlsoPublished } from "./near-duplicates";
import {
  type Columns,
  type Corrections,
  columnsOf,
  lexemes,
  type Prepared,
  type PrepareOutcome,
  prepare,
  prepareAll,
  projectKey,
  type TenderNotice,
} from "./prepare";
import { invalidateStoredTenderCaches } from "./search";
import { DOCS_TOKEN } from "./tokens";

export type { TenderNotice } from "./prepare";

export interface IngestResult {
  created: number;
  /** Same URL, changed text: re-extracted, staff corrections kept. */
  updated: number;
  /** Same URL and text, or near-duplicate text of a stored announcement. */
  duplicates: number;
  failed: number;
  errors: { sourceUrl: string; message: string }[];
  /** Stored notices left for the language model to complete (only when ctx.ai is configured). */
  llmQueued: number;
}

const BATCH = 500;

/**
 * Extracts, links, indexes and stores announcements, in batches of one transaction each.
 * Idempotent: running it twice on the same notices creates nothing the second time.
 */
export interface IngestOptions {
  batchSize?: number;
  /** Bulk loads: leave organisation, project and word counts to one refreshAllCounts() at the end. */
  deferCounts?: boolean;
  /**
   * Reads a batch somewhere else (the first start's seed: a worker thread), so the next batch is
   * extracted and tokenised on the other core while this one is written. In this thread when absent.
   */
  prepareBatch?: (notices: TenderNotice[], today: string) => Promise<PrepareOutcome[]>;
  /** Not queued for subscription matching: the demo's generated past is news to nobody. */
  unmatched?: boolean;
}

export async function ingestAnnouncements(ctx: Ctx, notices: TenderNotice[], opts: IngestOptions = {}): Promise<IngestResult> {
  requirePermission(ctx, "tender:write");
  const result: IngestResult = { created: 0, updated: 0, duplicates: 0, failed: 0, errors: [], llmQueued: 0 };
  const today = chinaDate(ctx.now()) as string;
  const size = opts.batchSize ?? BATCH;
  // Stored notices with attachments to copy: queued for the mirror job once their batch committed.
  const mirror: number[] = [];
  const batches: TenderNotice[][] = [];
  for (let i = 0; i < notices.length; i += size) batches.push(notices.slice(i, i + size));
  /** A batch's valid notices, sent to be read; the invalid ones are counted as failed here. */
  const read = (batch: TenderNotice[]) => {
    const valid = batch.filter((n) => {
      const problem = invalidNotice(n);
      if (problem) {
        result.failed++;
        result.errors.push({ sourceUrl: String(n?.sourceUrl ?? ""), message: problem });
      }
      return !problem;
    });
    const outcomes = opts.prepareBatch ? opts.prepareBatch(valid, today) : Promise.resolve(prepareAll(valid, today));
    return { valid, outcomes };
  };
  let next = batches.length ? read(batches[0]) : undefined;
  try {
    for (let b = 0; b < batches.length; b++) {
      const { valid, outcomes } = next as ReturnType<typeof read>;
      const done = await outcomes;
      // The next batch is read while this one is written.
      next = b + 1 < batches.length ? read(batches[b + 1]) : undefined;
      const prepared: Prepared[] = [];
      done.forEach((o, k) => {
        if ("prepared" in o) prepared.push(o.prepared);
        else {
          result.failed++;
          result.errors.push({ sourceUrl: valid[k]?.sourceUrl ?? "", message: o.error });
        }
      });
      await storeBatch(ctx, prepared, result, opts, mirror);
    }
  } finally {
    // A batch being read when a write failed (a full disk): nobody waits for it any more.
    next?.outcomes.catch(() => undefined);
  }
  await queueAttachmentMirrors(ctx, mirror);
  if (result.llmQueued > 0) await wakeLlmFill(ctx);
  if (result.created > 0) await wakeMatching(ctx);
  return result;
}

/**
 * One transaction per batch; when it fails, each notice is tried alone so one bad notice costs
 * only itself (reported in `errors`), never the rest of the batch. A full disk is no notice's fault
 * and goes to the caller.
 */
async function storeBatch(ctx: Ctx, prepared: Prepared[], result: IngestResult, opts: IngestOptions, mirror: number[]): Promise<void> {
  const attempt = async (list: Prepared[]) => {
    const r: IngestResult = { created: 0, updated: 0, duplicates: 0, failed: 0, errors: [], llmQueued: 0 };
    const ids: number[] = [];
    await withTransaction(ctx, (tx) => ingestBatch(tx, list, r, opts, ids));
    mirror.push(...ids);
    result.created += r.created;
    result.updated += r.updated;
    result.duplicates += r.duplicates;
    result.llmQueued += r.llmQueued;
  };
  try {
    await attempt(prepared);
  } catch (err) {
    // A full disk fails every notice: stop here instead of trying 20,000 one by one (issue 29 item 9).
    if (isDiskFull(err)) throw err;
    if (prepared.length === 1) {
      result.failed++;
      result.errors.push({ sourceUrl: prepared[0].notice.sourceUrl, message: err instanceof Error ? err.message : String(err) });
      ctx.log.warn({ err, sourceUrl: prepared[0].notice.sourceUrl }, "tender notice not stored");
      return;
    }
    for (const p of prepared) await storeBatch(ctx, [p], result, opts, mirror);
  }
}

function invalidNotice(n: TenderNotice): string | undefined {
  if (!n || typeof n.sourceUrl !== "string" || !/^https?:\/\/\S+$/.test(n.sourceUrl) || n.sourceUrl.length > 2000) {
    return "来源链接无效";
  }
  if (typeof n.title !== "string" || !n.title.trim()) return "标题为空";
  if (typeof n.text !== "string" || !n.text.trim()) return "正文为空";
  if (n.publishedOn !== undefined && !validDate(n.publishedOn)) return "发布日期应为 YYYY-MM-DD";
  if (n.storedAt !== undefined && (typeof n.storedAt !== "string" || Number.isNaN(Date.parse(n.storedAt)))) {
    return "收录时间应为 ISO 8601 时间，如 2026-11-28T09:30:00+08:00";
  }
  return undefined;
}

function validDate(d: unknown): boolean {
  if (typeof d !== "string" || !/^\d{4}-\d{2}-\d{2}$/.test(d)) return false;
  const t = new Date(`${d}T00:00:00Z`);
  return !Number.isNaN(t.getTime()) && t.toISOString().slice(0, 10) === d;
}

interface Row {
  p: Prepared;
  c: Columns;
  existingId?: number;
  corrections: Corrections;
  /** The attachments with the state of our copies (attachment-mirror.ts); the notice's own when absent. */
  attachments?: TenderAttachment[];
}

async function ingestBatch(ctx: Ctx, prepared: Prepared[], result: IngestResult, opts: IngestOptions, mirror: number[]): Promise<void> {
  const a = schema.tenderAnnouncements;
  const byUrl = new Map<string, Prepared>();
  for (const p of prepared) {
    if (byUrl.has(p.notice.sourceUrl)) result.duplicates++;
    else byUrl.set(p.notice.sourceUrl, p);
  }
  if (byUrl.size === 0) return;
  const stored = await ctx.db
    .select({ id: a.id, url: a.sourceUrl, hash: a.contentHash, corrections: a.corrections, attachments: a.attachments })
    .from(a)
    .where(inArray(a.sourceUrl, [...byUrl.keys()]));
  const storedByUrl = new Map(stored.map((s) => [s.url, s]));
  const rowsOut: Row[] = [];
  const fresh: Prepared[] = [];
  for (const p of byUrl.values()) {
    const s = storedByUrl.get(p.notice.sourceUrl);
    if (!s) fresh.push(p);
    else if (s.hash === p.contentHash) result.duplicates++;
    else {
      const attachments = withMirrorState(p.notice.attachments ?? [], s.attachments);
      rowsOut.push({ p, c: columnsOf(p, s.corrections), existingId: s.id, corrections: s.corrections, attachments });
    }
  }
  const { kept, twins } = await dropNearDuplicates(ctx, fresh);
  const firstKept = rowsOut.length;
  for (const p of kept) {
    rowsOut.push({ p, c: columnsOf(p, {}), corrections: {}, attachments: withMirrorState(p.notice.attachments ?? []) });
  }
  result.duplicates += fresh.length - rowsOut.filter((r) => !r.existingId).length;
  if (rowsOut.length === 0) {
    await recordAlsoPublished(ctx, twins, () => 0);
    return;
  }
  const ids = await writeRows(ctx, rowsOut, opts.deferCounts ?? false);
  for (const r of rowsOut) r.existingId ? result.updated++ : result.created++;
  await recordAlsoPublished(ctx, twins, (k) => ids[firstKept + k] as number);
  mirror.push(...ids.filter((_, k) => rowsOut[k].attachments?.some((x) => x.mirror === "pending")));
  // New announcements wait for subscription matching in the same transaction (never lost, never twice).
  if (!opts.unmatched)
    await queueForMatching(
      ctx,
      ids.filter((_, k) => !rowsOut[k].existingId),
    );
  if (ctx.ai) {
    const stored = rowsOut.map((r, k) => ({ id: ids[k], contentHash: r.p.contentHash, fields: r.p.fields, corrections: r.corrections }));
    result.llmQueued += await queueForLlm(ctx, stored);
  }
}

/** Writes the rows and returns their ids, in the order of `list`. */
async function writeRows(ctx: Ctx, list: Row[], deferCounts = false): Promise<number[]> {
  const a = schema.tenderAnnouncements;
  const names = list.flatMap((r) => [r.c.buyer, r.c.agency, r.c.winner, ...r.c.candidates.map((x) => x.name)]);
  const orgs = await linkOrgs(
    ctx.db,
    names.filter((n): n is string => !!n),
  );
  const org = (n: string | null) => (n ? (orgs.get(n) ?? null) : null);
  const seeds: ProjectSeed[] = list.map((r) => ({
    key: projectKey(r.c, org(r.c.buyer)),
    code: r.c.projectCode,
    name: r.c.projectName,
    buyerOrgId: org(r.c.buyer),
    province: r.c.province,
    city: r.c.city,
  }));
  const projects = await linkProjects(ctx.db, seeds);
  const updatedIds = list.filter((r) => r.existingId).map((r) => r.existingId as number);
  // Organisations and projects an update moves away from must be recounted too.
  const touchedProjects = new Set<number>(projects.values());
  const before = updatedIds.length
    ? await ctx.db
        .select({ id: a.id, b: a.buyerOrgId, g: a.agencyOrgId, w: a.winnerOrgId, p: a.projectId, state: a.state })
        .from(a)
        .where(inArray(a.id, updatedIds))
    : [];
  const touchedOrgs = new Set<number>(
    before.flatMap((x) => {
      if (x.p) touchedProjects.add(x.p);
      return [x.b, x.g, x.w].filter((v): v is number => v !== null);
    }),
  );
  // A withdrawn announcement stays withdrawn when it is rewritten, and stays out of the frequencies.
  const withdrawn = new Set(before.filter((x) => x.state !== "published").map((x) => x.id));
  await removeTokenCounts(ctx.db, updatedIds);
  if (updatedIds.length) await ctx.db.delete(schema.tenderCandidates).where(inArray(schema.tenderCandidates.announcementId, updatedIds));
  const counts = new Map<string, number>([[DOCS_TOKEN, list.length - withdrawn.size]]);
  const values: NewAnnouncement[] = list.map((r, k) => {
    // The lexemes as the tsvector is built from them: one string, split only to count them.
    const lex = r.p.lexemeText !== undefined && Object.keys(r.corrections).length === 0 ? r.p.lexemeText : lexemes(r.p, r.c).join(" ");
    // A bulk load counts every lexeme once at its end (refreshAllCounts).
    if (!deferCounts && !withdrawn.has(r.existingId ?? 0)) for (const t of lex.split(" ")) counts.set(t, (counts.get(t) ?? 0) + 1);
    const { buyer, agency, winner, candidates, ...cols } = r.c;
    return {
      ...cols,
      projectId: projects.get(seeds[k].key) ?? null,
      title: r.p.notice.title,
      buyerOrgId: org(buyer),
      agencyOrgId: org(agency),
      winnerOrgId: org(winner),
      sourceSite: r.p.notice.sourceSite ?? null,
      sourceUrl: r.p.notice.sourceUrl,
      publishedOn: r.p.publishedOn,
      storedAt: r.p.notice.storedAt ?? null,
      attachments: r.attachments ?? r.p.notice.attachments ?? [],
      text: r.p.notice.text,
      contentHash: r.p.contentHash,
      fields: r.p.fields,
      candidates: candidates.length ? candidates.map((x) => ({ ...x, orgId: org(x.name) ?? undefined })) : null,
      lexemes: lex,
      simhash: r.p.sim.value,
      sh0: r.p.sim.bands[0],
      sh1: r.p.sim.bands[1],
      sh2: r.p.sim.bands[2],
      sh3: r.p.sim.bands[3],
      // Ingestion and every re-extraction run the current rules (reextract.ts looks for older ones).
      extractorVersion: EXTRACTOR_VERSION,
    };
  });
  const inserts = values.filter((_, k) => !list[k].existingId);
  const ids = inserts.length ? await insertAnnouncements(ctx, inserts) : new Map<string, number>();
  for (const [k, r] of list.entries()) {
    if (!r.existingId) continue;
    // A rewrite keeps the time the notice was first stored.
    const { lexemes: lex, storedAt: _first, ...v } = values[k];
    await ctx.db
      .update(a)
      .set({ ...v, tsv: sql`array_to_tsvector(string_to_array(${lex}, ' '))`, updatedAt: ctx.now() })
      .where(eq(a.id, r.existingId));
  }
  const idOf = list.map((r) => r.existingId ?? (ids.get(r.p.notice.sourceUrl) as number));
  const cands = list.flatMap((r, k) => {
    const out = new Map<
      number,
      { announcementId: number; orgId: number; rank: number | null; amountYuan: number | null; isWinner: number }
    >();
    const w = org(r.c.winner);
    if (w) out.set(w, { announcementId: idOf[k], orgId: w, rank: 1, amountYuan: r.c.winAmountYuan, isWinner: 1 });
    for (const c of r.c.candidates) {
      const id = org(c.name);
      if (id && !out.has(id))
        out.set(id, { announcementId: idOf[k], orgId: id, rank: c.rank ?? null, amountYuan: c.amount_yuan ?? null, isWinner: 0 });
    }
    return [...out.values()];
  });
  if (cands.length)
    await ctx.db.execute(sql`
      INSERT INTO tender_candidates (announcement_id, org_id, rank, amount_yuan, is_winner)
      SELECT "announcementId", "orgId", rank, "amountYuan", "isWinner"
      FROM jsonb_to_recordset(${JSON.stringify(cands)}::jsonb)
        AS r("announcementId" int, "orgId" int, rank int, "amountYuan" numeric, "isWinner" int)
      ON CONFLICT DO NOTHING`);
  for (const id of orgs.values()) touchedOrgs.add(id);
  if (!deferCounts) {
    await refreshOrgCounts(ctx.db, [...touchedOrgs]);
    await refreshProjects(ctx.db, [...touchedProjects]);
  }
  if (!deferCounts) await addTokenCounts(ctx.db, counts);
  // Searches read the frequencies through a cache, list pages reuse recent searches, detail pages
  // show a project's notices: after the commit all three read afresh.
  await invalidateStoredTenderCaches(ctx);
  return idOf;
}

/**
 * Runs the extractor again on stored announcements (after a rule change, a staff correction or a
 * language-model fill). Staff corrections are applied over the new fields, never replaced by them;
 * fields the language model filled are kept where the rules still find nothing.
 */
export async function reextractAnnouncements(ctx: Ctx, ids: number[]): Promise<number> {
  requirePermission(ctx, "tender:write");
  const a = schema.tenderAnnouncements;
  const today = chinaDate(ctx.now()) as string;
  return withTransaction(ctx, async (tx) => {
    const stored = ids.length ? await tx.db.select().from(a).where(inArray(a.id, ids)) : [];
    const list: Row[] = stored.map((s) => {
      const p = prepare(
        {
          sourceUrl: s.sourceUrl,
          sourceSite: s.sourceSite ?? undefined,
          title: s.title,
          text: s.text,
          publishedOn: s.publishedOn,
          attachments: s.attachments,
          category: s.category,
        },
        today,
      );
      for (const [k, f] of Object.entries(s.fields)) if (f.source === "llm" && !(k in p.fields)) p.fields[k] = f;
      return { p, c: columnsOf(p, s.corrections), existingId: s.id, corrections: s.corrections };
    });
    if (list.length) await writeRows(tx, list);
    return list.length;
  });
}
