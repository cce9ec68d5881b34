import { schema } from "@portal/db";
import { inArray, type SQL, sql } from "drizzle-orm";
import { requirePermission } from "../access";
import { auditChange } from "../audit";
import type { Ctx } from "../context";
import { invalid, notFound } from "../errors";
import { withTransaction } from "../transaction";
import { refreshOrgCounts, refreshProjects, rows } from "./link";
import { invalidateTenderCaches } from "./search";
import { TENDER_PERM } from "./staff";

type Db = Ctx["db"];
const MAX_SOURCES = 50;
const list = (ids: number[]): SQL =>
  sql`(${sql.join(
    ids.map((id) => sql`${id}::int`),
    sql`, `,
  )})`;

/**
 * Merges organisations that are one (name variants the normaliser did not unite) into `targetId`:
 * announcements, candidates (rows and the jsonb copy), projects, users' follows and aliases move to
 * it, counts are recomputed, and the merged rows stay behind pointing at it, so their spellings link
 * to it on the next ingest and their old pages redirect. One transaction with its audit entry.
 */
export async function mergeTenderOrgs(ctx: Ctx, input: { targetId: number; sourceIds: number[] }) {
  requirePermission(ctx, TENDER_PERM.write);
  const target = input.targetId;
  const sources = [...new Set(input.sourceIds)];
  if (sources.length === 0) throw invalid("请选择要并入的单位");
  if (sources.length > MAX_SOURCES) throw invalid(`一次最多合并 ${MAX_SOURCES} 家单位`);
  if (sources.includes(target)) throw invalid("保留的单位不能同时被并入");
  return withTransaction(ctx, async (tx) => {
    const o = schema.tenderOrgs;
    const found = await tx.db
      .select()
      .from(o)
      .where(inArray(o.id, [target, ...sources]))
      .orderBy(o.id)
      .for("update");
    const keep = found.find((r) => r.id === target);
    if (!keep || found.length !== sources.length + 1) throw notFound("单位");
    const merged = found.find((r) => r.mergedInto);
    if (merged) throw invalid(`“${merged.name}”已并入其他单位，请刷新后重新选择`);
    const gone = found.filter((r) => r.id !== target);
    await moveReferences(tx.db, target, sources);
    const aliases = [...new Set([keep.name, ...keep.aliases, ...gone.flatMap((g) => [g.name, ...g.aliases])])];
    await tx.db.update(o).set({ aliases }).where(sql`${o.id} = ${target}`);
    await tx.db.update(o).set({ mergedInto: target }).where(inArray(o.id, sources));
    await refreshOrgCounts(tx.db, [target, ...sources]);
    const [after] = await tx.db.select().from(o).where(sql`${o.id} = ${target}`);
    const snap = (r: typeof after) => ({
      aliases: r.aliases,
      counts: { buyer: r.buyerCount, agency: r.agencyCount, win: r.winCount, candidate: r.candidateCount },
    });
    await auditChange(
      tx,
      "tenderOrg.merge",
      { type: "tenderOrg", id: target },
      { ...snap(keep), mergedFrom: null },
      { ...snap(after), mergedFrom: gone.map((g) => ({ id: g.id, name: g.name })) },
    );
    await invalidateTenderCaches(tx);
    return { id: target, name: after.name, merged: gone.length, aliases: after.aliases };
  });
}

/** Every row that names a merged-away organisation names the survivor instead. */
async function moveReferences(db: Db, target: number, sources: number[]): Promise<void> {
  const S = list(sources);
  const touched = await rows<{ id: number }>(db, sql`SELECT DISTINCT announcement_id AS id FROM tender_candidates WHERE org_id IN ${S}`);
  for (const col of ["buyer_org_id", "agency_org_id", "winner_org_id"]) {
    await db.execute(sql`UPDATE tender_announcements SET ${sql.identifier(col)} = ${target} WHERE ${sql.identifier(col)} IN ${S}`);
  }
  if (touched.length) {
    await db.execute(sql`
      UPDATE tender_announcements a SET candidates = (
        SELECT jsonb_agg(CASE WHEN (e->>'orgId')::int IN ${S} THEN jsonb_set(e, '{orgId}', to_jsonb(${target}::int)) ELSE e END ORDER BY n)
        FROM jsonb_array_elements(a.candidates) WITH ORDINALITY AS x(e, n))
      WHERE a.id IN ${list(touched.map((t) => Number(t.id)))} AND jsonb_typeof(a.candidates) = 'array' AND jsonb_array_length(a.candidates) > 0`);
  }
  // One announcement may name two spellings (winner and candidate): they become one row, the stronger claim kept.
  await db.execute(sql`
    INSERT INTO tender_candidates (announcement_id, org_id, rank, amount_yuan, is_winner)
    SELECT announcement_id, ${target}, min(rank), max(amount_yuan), max(is_winner) FROM tender_candidates
    WHERE org_id IN ${S} GROUP BY announcement_id
    ON CONFLICT (announcement_id, org_id) DO UPDATE SET
      is_winner = greatest(tender_candidates.is_winner, excluded.is_winner),
      rank = least(tender_candidates.rank, excluded.rank),
      amount_yuan = coalesce(tender_candidates.amount_yuan, excluded.amount_yuan)`);
  await db.execute(sql`DELETE FROM tender_candidates WHERE org_id IN ${S}`);
  await moveProjects(db, target, sources);
  // Followers of any spelling follow the survivor once (the earliest follow date kept).
  await db.execute(sql`
    INSERT INTO tender_user_orgs (user_id, org_id, created_at)
    SELECT user_id, ${target}, min(created_at) FROM tender_user_orgs WHERE org_id IN ${S} GROUP BY user_id
    ON CONFLICT (user_id, org_id) DO NOTHING`);
  await db.execute(sql`DELETE FROM tender_user_orgs WHERE org_id IN ${S}`);
  // Rows merged earlier into a source now point straight at the survivor (no chains).
  await db.execute(sql`UPDATE tender_orgs SET merged_into = ${target} WHERE merged_into IN ${S}`);
}

/**
 * Projects keyed by name and buyer ("name:<name>|<buyer id>") are re-keyed to the survivor; where
 * the survivor already has that project, the two become one.
 */
async function moveProjects(db: Db, target: number, sources: number[]): Promise<void> {
  const p = schema.tenderProjects;
  const owned = await db.select({ id: p.id, key: p.linkKey }).from(p).where(inArray(p.buyerOrgId, sources));
  const touched = new Set<number>();
  for (const project of owned) {
    const m = /^(name:.*)\|(\d+)$/.exec(project.key);
    if (!m || !sources.includes(Number(m[2]))) continue;
    const key = `${m[1]}|${target}`;
    const [twin] = await db.select({ id: p.id }).from(p).where(sql`${p.linkKey} = ${key}`);
    if (twin) {
      await db.execute(sql`UPDATE tender_announcements SET project_id = ${twin.id} WHERE project_id = ${project.id}`);
      await db.delete(p).where(sql`${p.id} = ${project.id}`);
      touched.add(twin.id);
    } else {
      await db.update(p).set({ linkKey: key }).where(sql`${p.id} = ${project.id}`);
      touched.add(project.id);
    }
  }
  await db.update(p).set({ buyerOrgId: target }).where(inArray(p.buyerOrgId, sources));
  await refreshProjects(db, [...touched]);
}
