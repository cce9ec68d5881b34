import { schema } from "@portal/db";
import { inArray, sql } from "drizzle-orm";
import { requirePermission } from "../access";
import type { Ctx } from "../context";
import { rows } from "../sql";
import { cleanOrgName, normOrgName, projectNameKey } from "./normalize";
import { DOCS_TOKEN as DOCS } from "./tokens";

type Db = Ctx["db"];

// rows() moved to the kernel (../sql); tender's own files still import it from here.
export { rows };

/**
 * Organisation ids for names, creating the missing ones. Spellings that normalise alike share one
 * row; a new spelling is kept in `aliases` so the organisation page can show it.
 */
export async function linkOrgs(db: Db, names: string[]): Promise<Map<string, number>> {
  const byNorm = new Map<string, string[]>();
  for (const raw of names) {
    const name = cleanOrgName(raw);
    const norm = normOrgName(name);
    if (norm.length < 2) continue;
    const list = byNorm.get(norm) ?? [];
    if (!list.includes(name)) list.push(name);
    byNorm.set(norm, list);
  }
  const out = new Map<string, number>();
  if (byNorm.size === 0) return out;
  const t = schema.tenderOrgs;
  // One JSON parameter instead of a VALUES list: a batch names thousands of organisations (ADR 0021).
  const newOrgs = JSON.stringify([...byNorm].map(([norm, list]) => ({ name: list[0], norm })));
  await db.execute(sql`
    INSERT INTO tender_orgs (name, norm_name, aliases)
    SELECT name, norm, jsonb_build_array(name) FROM jsonb_to_recordset(${newOrgs}::jsonb) AS r(name text, norm text)
    ON CONFLICT DO NOTHING`);
  const found = (
    await rows<{ id: number; norm_name: string; aliases: string[]; merged_into: number | null }>(
      db,
      sql`SELECT id, norm_name, aliases, merged_into FROM tender_orgs
          WHERE norm_name IN (SELECT jsonb_array_elements_text(${JSON.stringify([...byNorm.keys()])}::jsonb))`,
    )
  ).map((f) => ({
    id: Number(f.id),
    normName: f.norm_name,
    aliases: f.aliases,
    mergedInto: f.merged_into === null ? null : Number(f.merged_into),
  }));
  // A spelling staff merged into another organisation links to the survivor, which learns it.
  const aliasesOf = new Map(found.filter((f) => !f.mergedInto).map((f) => [f.id, f.aliases]));
  const survivors = [...new Set(found.map((f) => f.mergedInto).filter((id): id is number => !!id && !aliasesOf.has(id)))];
  if (survivors.length) {
    for (const s of await db.select({ id: t.id, aliases: t.aliases }).from(t).where(inArray(t.id, survivors)))
      aliasesOf.set(s.id, s.aliases);
  }
  const fresh = new Map<number, string[]>();
  for (const f of found) {
    const id = f.mergedInto ?? f.id;
    const known = aliasesOf.get(id) ?? [];
    for (const n of byNorm.get(f.normName) ?? []) {
      out.set(n, id);
      const added = fresh.get(id) ?? [];
      if (!known.includes(n) && !added.includes(n)) fresh.set(id, [...added, n]);
    }
  }
  for (const [id, names] of fresh) {
    await db
      .update(t)
      .set({ aliases: [...(aliasesOf.get(id) ?? []), ...names] })
      .where(sql`${t.id} = ${id}`);
  }
  // Callers look names up as they came, before cleaning.
  for (const raw of names) {
    const id = out.get(cleanOrgName(raw));
    if (id) out.set(raw, id);
  }
  return out;
}

export interface ProjectSeed {
  key: string;
  code: string | null;
  name: string;
  buyerOrgId: number | null;
  province: string | null;
  city: string | null;
}

/** Project ids by link key, creating the missing projects. */
export async function linkProjects(db: Db, seeds: ProjectSeed[]): Promise<Map<string, number>> {
  const uniq = new Map(seeds.map((s) => [s.key, s]));
  const out = new Map<string, number>();
  if (uniq.size === 0) return out;
  // The coded seeds by the key they would have without their code. In one batch, a notice without a
  // code joins the coded notice of the same name and buyer (an intention loaded with its call);
  // across batches adoptNamedProjects does the same.
  const codedByName = new Map<string, ProjectSeed>();
  for (const s of uniq.values())
    if (s.code && s.buyerOrgId && s.key.startsWith("code:")) codedByName.set(projectNameKey(s.name, s.buyerOrgId), s);
  const joined = [...uniq.keys()].filter((k) => codedByName.has(k));
  for (const k of joined) uniq.delete(k);
  await adoptNamedProjects(db, codedByName);
  const seedsJson = JSON.stringify(
    [...uniq.values()].map((s) => ({ k: s.key, c: s.code, n: s.name, b: s.buyerOrgId, p: s.province, t: s.city })),
  );
  await db.execute(sql`
    INSERT INTO tender_projects (link_key, project_code, name, buyer_org_id, province, city)
    SELECT k, c, n, b, p, t FROM jsonb_to_recordset(${seedsJson}::jsonb) AS r(k text, c text, n text, b int, p text, t text)
    ON CONFLICT DO NOTHING`);
  const found = await rows<{ id: number; key: string }>(
    db,
    sql`SELECT id, link_key AS key FROM tender_projects
        WHERE link_key IN (SELECT jsonb_array_elements_text(${JSON.stringify([...uniq.keys()])}::jsonb))`,
  );
  for (const f of found) out.set(f.key, Number(f.id));
  for (const k of joined) {
    const id = out.get((codedByName.get(k) as ProjectSeed).key);
    if (id) out.set(k, id);
  }
  return out;
}

/**
 * A notice stating a project code takes over the project of the same name and buyer that no code
 * named yet: the 采购意向 published months before the call (which never has a code), or an earlier
 * notice that left its code out. The project is re-keyed by the code, so every later notice with the
 * code joins it. One statement per batch; a code that already has its project is left alone.
 */
async function adoptNamedProjects(db: Db, codedByName: Map<string, ProjectSeed>): Promise<void> {
  const coded = [...codedByName].map(([nameKey, s]) => ({ name_key: nameKey, code_key: s.key, code: s.code }));
  if (coded.length === 0) return;
  await db.execute(sql`
    UPDATE tender_projects p SET link_key = x.code_key, project_code = x.code
    FROM (SELECT DISTINCT ON (code_key) * FROM jsonb_to_recordset(${JSON.stringify(coded)}::jsonb)
            AS r(name_key text, code_key text, code text) ORDER BY code_key, name_key) x
    WHERE p.link_key = x.name_key AND p.project_code IS NULL
      AND NOT EXISTS (SELECT 1 FROM tender_projects q WHERE q.link_key = x.code_key)`);
}

/** Recounted from the rows, not incremented, so a repeated or partial ingest cannot drift them. */
export async function refreshOrgCounts(db: Db, ids: number[]): Promise<void> {
  if (ids.length === 0) return;
  await db.execute(sql`
    UPDATE tender_orgs o SET
      buyer_count = (SELECT count(*) FROM tender_announcements a WHERE a.buyer_org_id = o.id AND a.state = 'published'),
      agency_count = (SELECT count(*) FROM tender_announcements a WHERE a.agency_org_id = o.id AND a.state = 'published'),
      win_count = (SELECT count(*) FROM tender_candidates c JOIN tender_announcements a ON a.id = c.announcement_id
                   WHERE c.org_id = o.id AND c.is_winner = 1 AND a.state = 'published'),
      candidate_count = (SELECT count(*) FROM tender_candidates c JOIN tender_announcements a ON a.id = c.announcement_id
                         WHERE c.org_id = o.id AND c.is_winner = 0 AND a.state = 'published')
    WHERE o.id IN (SELECT (jsonb_array_elements_text(${JSON.stringify(ids)}::jsonb))::int)`);
}

/** Every organisation's, project's and word's counts at once: after a bulk load that deferred them. */
export async function refreshAllCounts(ctx: Ctx): Promise<void> {
  requirePermission(ctx, "tender:write");
  const db = ctx.db;
  await refreshAllTokenCounts(db);
  await db.execute(sql`
    UPDATE tender_orgs o SET buyer_count = coalesce(x.b, 0), agency_count = coalesce(x.g, 0),
                             win_count = coalesce(x.w, 0), candidate_count = coalesce(x.c, 0)
    FROM (SELECT o2.id, b.n AS b, g.n AS g, w.w, w.c FROM tender_orgs o2
          LEFT JOIN (SELECT buyer_org_id AS id, count(*)::int AS n FROM tender_announcements
                     WHERE state = 'published' AND buyer_org_id IS NOT NULL GROUP BY 1) b ON b.id = o2.id
          LEFT JOIN (SELECT agency_org_id AS id, count(*)::int AS n FROM tender_announcements
                     WHERE state = 'published' AND agency_org_id IS NOT NULL GROUP BY 1) g ON g.id = o2.id
          LEFT JOIN (SELECT c.org_id AS id, count(*) FILTER (WHERE c.is_winner = 1)::int AS w,
                            count(*) FILTER (WHERE c.is_winner = 0)::int AS c
                     FROM tender_candidates c JOIN tender_announcements a ON a.id = c.announcement_id
                     WHERE a.state = 'published' GROUP BY 1) w ON w.id = o2.id) x
    WHERE x.id = o.id`);
  await db.execute(sql`
    UPDATE tender_projects p SET announcement_count = s.n, first_published_on = s.f, last_published_on = s.l
    FROM (SELECT project_id, count(*)::int AS n, min(published_on) AS f, max(published_on) AS l
          FROM tender_announcements WHERE state = 'published' AND project_id IS NOT NULL GROUP BY project_id) s
    WHERE p.id = s.project_id`);
}

/** The word frequencies recounted from every published announcement's tsvector (one pass of ts_stat). */
async function refreshAllTokenCounts(db: Db): Promise<void> {
  await db.execute(sql`
    INSERT INTO tender_token_df (token, df)
    SELECT word, ndoc FROM ts_stat('SELECT tsv FROM tender_announcements WHERE state = ''published''')
    UNION ALL SELECT ${DOCS}, count(*)::int FROM tender_announcements WHERE state = 'published'
    ON CONFLICT (token) DO UPDATE SET df = excluded.df`);
}

/** Recounts projects; one whose announcements were all withdrawn counts 0. */
export async function refreshProjects(db: Db, ids: number[]): Promise<void> {
  if (ids.length === 0) return;
  await db.execute(sql`
    UPDATE tender_projects p SET announcement_count = s.n, first_published_on = s.f, last_published_on = s.l
    FROM (SELECT x.id, c.n, c.f, c.l
          FROM (SELECT (jsonb_array_elements_text(${JSON.stringify(ids)}::jsonb))::int AS id) x
          CROSS JOIN LATERAL (SELECT count(*)::int AS n, min(published_on) AS f, max(published_on) AS l
                              FROM tender_announcements WHERE project_id = x.id AND state = 'published') c) s
    WHERE p.id = s.id`);
}

/** Adds (or with -1 removes) one announcement's lexemes to the frequency table. */
export async function addTokenCounts(db: Db, counts: Map<string, number>): Promise<void> {
  if (counts.size === 0) return;
  await db.execute(sql`
    INSERT INTO tender_token_df (token, df)
    SELECT key, value::int FROM jsonb_each_text(${JSON.stringify(Object.fromEntries(counts))}::jsonb)
    ON CONFLICT (token) DO UPDATE SET df = tender_token_df.df + excluded.df`);
}

/**
 * Moves the lexemes of stored published announcements (and "#docs") out of the frequency table
 * (`sign` -1: before a rewrite or a withdrawal) or back into it (+1: after a restore). Withdrawn
 * announcements are never counted: the frequencies and "#docs" describe what the public can find.
 */
export async function shiftTokenCounts(db: Db, ids: number[], sign: 1 | -1): Promise<void> {
  if (ids.length === 0) return;
  await db.execute(sql`
    INSERT INTO tender_token_df (token, df)
    SELECT tok, ${sign}::int * count(*)::int
    FROM tender_announcements a, unnest(array_append(tsvector_to_array(a.tsv), ${DOCS}::text)) AS tok
    WHERE a.id IN (SELECT (jsonb_array_elements_text(${JSON.stringify(ids)}::jsonb))::int) AND a.state = 'published'
    GROUP BY tok
    ON CONFLICT (token) DO UPDATE SET df = tender_token_df.df + excluded.df`);
}

/** Takes the lexemes of stored announcements out of the frequency table (before a rewrite). */
export const removeTokenCounts = (db: Db, ids: number[]) => shiftTokenCounts(db, ids, -1);
