// Near-duplicates at ingestion: the same notice reposted, or published on another site too. The
// first copy is stored; another site's copy is recorded as "同时发布于" beside it (ADR 0036).
import { schema } from "@portal/db";
import { sql } from "drizzle-orm";
import type { Ctx } from "../context";
import { rows } from "./link";
import { columnsOf, type Prepared } from "./prepare";
import { NEAR_DUPLICATE_BITS, popcount32, SAME_CODE_BITS } from "./simhash";

/**
 * Reposts are looked for among notices published this many days before or after (the Yichang
 * repost came a day after its original). The lookup's cost grows with the notices in the window:
 * at 750k rows and ±30 days it took most of the database's time during the bench load.
 */
const WINDOW_DAYS = 7;

/** A notice left out as a near-duplicate, and the one it repeats: stored (its id) or kept from this batch (its index). */
interface Twin {
  p: Prepared;
  storedId?: number;
  keptIndex?: number;
}

/**
 * Near-duplicates of stored announcements or of earlier notices of the batch are left out; those
 * published on another site are returned as twins, so the notice can say where else it appeared.
 */
export async function dropNearDuplicates(ctx: Ctx, fresh: Prepared[]): Promise<{ kept: Prepared[]; twins: Twin[] }> {
  if (fresh.length === 0) return { kept: [], twins: [] };
  // Stored notices sharing a band with one of the batch and within SAME_CODE_BITS of it: the
  // distance is computed in SQL so only real candidates come back (templated sites make some
  // band values very common).
  const batch = JSON.stringify(
    fresh.map((p, i) => ({ i, h: p.sim.value.toString(), b: p.sim.bands, s: columnsOf(p, {}).stage ?? "", d: p.publishedOn })),
  );
  const probe = (k: 0 | 1 | 2 | 3) =>
    sql`SELECT id, source_site, simhash, ${identitySql} AS project_code FROM tender_announcements a
        WHERE ${sql.identifier(`sh${k}`)} = b.s${sql.raw(String(k))} AND a.stage = b.s
          AND a.published_on BETWEEN b.d - ${WINDOW_DAYS}::int AND b.d + ${WINDOW_DAYS}::int`;
  // One index probe per band and notice (a LATERAL union, so each probe uses band, stage and date).
  const stored = await rows<{ i: number; id: number; site: string | null; simhash: string; stage: string | null; code: string | null }>(
    ctx.db,
    sql`WITH b AS MATERIALIZED (
          SELECT (x->>'i')::int AS i, (x->>'h')::bigint AS h, (x->'b'->>0)::int AS s0, (x->'b'->>1)::int AS s1,
                 (x->'b'->>2)::int AS s2, (x->'b'->>3)::int AS s3, x->>'s' AS s, (x->>'d')::date AS d
          FROM jsonb_array_elements(${batch}::jsonb) x)
        SELECT b.i, c.id, c.source_site AS site, c.simhash::text AS simhash, b.s AS stage, c.project_code AS code
        FROM b CROSS JOIN LATERAL (${probe(0)} UNION ALL ${probe(1)} UNION ALL ${probe(2)} UNION ALL ${probe(3)}) c
        WHERE bit_count((c.simhash # b.h)::bit(64)) <= ${SAME_CODE_BITS}`,
  );
  const near = new Map<number, Sig[]>();
  for (const r of stored)
    near.set(Number(r.i), [
      ...(near.get(Number(r.i)) ?? []),
      { ...sig(BigInt(r.simhash), r.stage, r.code), storedId: Number(r.id), site: r.site },
    ]);
  // Earlier notices of the batch, bucketed by band so each notice meets only its likely twins.
  const buckets = new Map<string, Sig[]>();
  const kept: Prepared[] = [];
  const twins: Twin[] = [];
  for (const [i, p] of fresh.entries()) {
    const c = columnsOf(p, {});
    const me: Sig = {
      ...sig(p.sim.value, c.stage, identity(c.stage, c.projectCode, c.projectName)),
      keptIndex: kept.length,
      site: p.notice.sourceSite ?? null,
    };
    const keys = p.sim.bands.map((b, k) => `${k}:${b}`);
    const others = [...(near.get(i) ?? []), ...keys.flatMap((k) => buckets.get(k) ?? [])];
    const twin = others.find((o) => isNearDuplicate(o, me));
    if (twin) {
      // A repost on the same site says nothing new; another site's copy is where else it appeared.
      if (twin.site !== me.site) twins.push({ p, storedId: twin.storedId, keptIndex: twin.storedId ? undefined : twin.keptIndex });
      continue;
    }
    kept.push(p);
    for (const k of keys) buckets.set(k, [...(buckets.get(k) ?? []), me]);
  }
  return { kept, twins };
}

/** The other sites' addresses of notices left out as twins, beside the notice they repeat. */
export async function recordAlsoPublished(ctx: Ctx, twins: Twin[], keptId: (index: number) => number): Promise<void> {
  const values = twins
    .map((t) => ({
      sourceUrl: t.p.notice.sourceUrl,
      announcementId: t.storedId ?? keptId(t.keptIndex ?? -1),
      sourceSite: t.p.notice.sourceSite ?? null,
      publishedOn: t.p.publishedOn,
      createdAt: ctx.now(),
    }))
    .filter((v) => v.announcementId > 0);
  if (values.length) await ctx.db.insert(schema.tenderAlsoPublished).values(values).onConflictDoNothing();
}

interface Sig {
  hi: number;
  lo: number;
  stage: string | null;
  code: string | null;
  /** The stored announcement this is, or the batch's kept notice; and its site. */
  storedId?: number;
  keptIndex?: number;
  site?: string | null;
}

const sig = (v: bigint, stage: string | null, code: string | null): Sig => ({
  hi: Number(BigInt.asUintN(64, v) >> 32n),
  lo: Number(BigInt.asUintN(32, v)),
  stage,
  code,
});

/**
 * What tells two notices of one template apart: the project code, or for a 采购意向 (which has none,
 * and whose boilerplate outweighs its one row) the item's name.
 */
const identity = (stage: string | null, code: string | null, name: string | null) => (stage === "0107" && name ? `name:${name}` : code);
const identitySql = sql`CASE WHEN a.stage = '0107' AND a.project_name IS NOT NULL THEN 'name:' || a.project_name ELSE a.project_code END`;

function isNearDuplicate(o: Sig, me: Sig): boolean {
  // Templated sites write different procurements alike; different codes are different notices.
  if (o.stage !== me.stage || (o.code && me.code && o.code !== me.code)) return false;
  const bits = popcount32((o.hi ^ me.hi) >>> 0) + popcount32((o.lo ^ me.lo) >>> 0);
  // A repost with the site's own header or footer moves a notice by up to ~8 bits (measured on
  // the Yichang notices); with the same project code and stage that is still the same notice.
  return bits <= NEAR_DUPLICATE_BITS || (!!me.code && o.code === me.code && bits <= SAME_CODE_BITS);
}
