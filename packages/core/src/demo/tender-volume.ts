import { schema } from "@portal/db";
import { eq, sql } from "drizzle-orm";
import { requireSystem } from "../access";
import { chinaDate } from "../china-time";
import type { Ctx } from "../context";
import { type IngestOptions, ingestAnnouncements, invalidateTenderCaches, type TenderNotice } from "../tender";
import { tenderStream } from "./tender-gen";
import { DEMO_TENDERS, withNationalCopy, withStoredAt } from "./tender-seed";

/**
 * The demo's generated volume of tender notices (issue 34): the first start serves its first page with
 * the real notices and every other piece of demo content, and the ~20,000 generated notices that give
 * the lists, facets and statistics their volume are loaded afterwards, in the server, between
 * visitors' queries. A marker row in site_settings says what is left, so a stop in the middle (the
 * loader stops between chunks) resumes at the next start; the day of the first start is kept in it,
 * because the generated notices are dated back from that day and known by their addresses.
 */
const MARKER_KEY = "demo_tender_volume";
/** Notices per ingestion call: the marker moves and a stop is noticed between two of them. */
const CHUNK = 500;
/** Notices per transaction: a visitor's query waits at most for one of these (~0.2 s) on PGlite. */
const BATCH = 250;

interface Marker {
  /** The first start's day (China time): the generated stream is dated back from it. */
  today: string;
  /** Generated notices to load, and how many of them are stored already. */
  total: number;
  loaded: number;
}

let progress: { loaded: number; total: number } | null = null;

/** While this process loads the demo's volume: how far it is (pages say so); null otherwise. */
export function demoVolumeProgress(): { loaded: number; total: number } | null {
  return progress;
}

/** Written by the first start's seed: `total` generated notices are to follow once the server answers. */
export async function planDemoVolume(ctx: Ctx, total = DEMO_TENDERS): Promise<void> {
  requireSystem(ctx);
  const marker: Marker = { today: chinaDate(ctx.now()) as string, total, loaded: 0 };
  await ctx.db.insert(schema.siteSettings).values({ key: MARKER_KEY, value: marker }).onConflictDoNothing();
}

/** Whether generated notices are still to be loaded (a first start's, or one a stop cut short). */
export async function demoVolumeLeft(ctx: Ctx): Promise<boolean> {
  return (await readMarker(ctx)) !== undefined;
}

async function readMarker(ctx: Ctx): Promise<Marker | undefined> {
  const [row] = await ctx.db
    .select({ value: schema.siteSettings.value })
    .from(schema.siteSettings)
    .where(eq(schema.siteSettings.key, MARKER_KEY));
  return row?.value as Marker | undefined;
}

/**
 * Loads what the marker says is left, chunk by chunk, until done or `signal` aborts (then the marker
 * keeps the place). Returns the generated notices stored by this call. Ingestion skips a notice whose
 * address is stored already, so a chunk cut short by a crash is simply read again.
 */
export async function loadDemoVolume(
  ctx: Ctx,
  opts: { prepareBatch?: IngestOptions["prepareBatch"]; signal?: AbortSignal; chunk?: number } = {},
): Promise<number> {
  requireSystem(ctx);
  const marker = await readMarker(ctx);
  if (!marker) return 0;
  let created = 0;
  let place = 0;
  let chunk: TenderNotice[] = [];
  progress = { loaded: marker.loaded, total: marker.total };
  const write = async () => {
    const r = await ingestAnnouncements(ctx, chunk, { batchSize: BATCH, prepareBatch: opts.prepareBatch, unmatched: true });
    created += r.created;
    chunk = [];
    const value: Marker = { ...marker, loaded: place };
    await ctx.db.update(schema.siteSettings).set({ value, updatedAt: ctx.now() }).where(eq(schema.siteSettings.key, MARKER_KEY));
    progress = { loaded: place, total: marker.total };
  };
  try {
    for (const n of tenderStream(marker.today)) {
      if (place >= marker.total || opts.signal?.aborted) break;
      if (place >= marker.loaded) chunk.push(...withNationalCopy(n, place).map((x) => withStoredAt(x, place)));
      place++;
      if (chunk.length >= (opts.chunk ?? CHUNK)) await write();
    }
    if (opts.signal?.aborted) return created;
    if (chunk.length) await write();
    await ctx.db.delete(schema.siteSettings).where(eq(schema.siteSettings.key, MARKER_KEY));
    // The planner's statistics were taken when the table held the ~700 real notices.
    await ctx.db.execute(sql`ANALYZE tender_announcements`);
    // Counts, facets and the page cache kept their figures for up to three minutes during the load.
    await invalidateTenderCaches(ctx);
    return created;
  } finally {
    progress = null;
  }
}
