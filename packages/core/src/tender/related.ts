import { isPlaceName, segment } from "@portal/text";
import { sql } from "drizzle-orm";
import type { Ctx } from "../context";
import { stageLabel } from "./hits";
import { rows } from "./link";
import { searchTenders } from "./search";
import { scoped } from "./tokens";

/**
 * Beside a notice (issue 33, item 4): the same buyer's other recent notices, and notices of similar
 * work in the same region, found through the search (either of the project name's two most telling
 * words in titles of the notice's province). Notices of the same project are the timeline's, not repeated here.
 * Public reads; kept ten minutes per notice (the detail page itself is cached as long).
 */
export interface RelatedTender {
  id: number;
  title: string;
  category: string;
  stage: string | null;
  stageLabel: string | null;
  publishedOn: string;
}
export interface RelatedTenders {
  sameBuyer: RelatedTender[];
  similar: RelatedTender[];
}

const SHOWN = 5;
const TTL_MS = 10 * 60_000;

/** Parts of every project name: they say nothing about what the work is. */
const GENERIC =
  /工程|项目|施工|采购|服务|建设|改造|提升|新建|扩建|改建|维修|一期|二期|三期|标段|招标|公告|设计|监理|勘察|年度|配套|附属|设施|其他|总承包/g;

/** The project name's distinctive words: not a place, not made of generic parts, not a number. */
export function distinctiveWords(name: string): string[] {
  const out: string[] = [];
  for (const w of segment(name)) {
    if (w.replace(GENERIC, "").length < 2 || /\d/.test(w) || /^[a-z]+$/i.test(w)) continue;
    // 夷陵, 兴山: a place's name (or its short form) says where, not what.
    if (/[省市县区镇乡村州旗]$/.test(w) || isPlaceName(w)) continue;
    if (!out.includes(w)) out.push(w);
  }
  return out;
}

/**
 * Of a project name's distinctive words, the two fewest other titles share (but some do): 家具 and
 * 养老 say more about 养老综合服务示范项目家具采购 than 综合 or 示范.
 */
async function telling(ctx: Ctx, words: string[]): Promise<string[]> {
  if (words.length <= 1) return words;
  const tokens = words.map((w) => scoped("title", w));
  const dfs = await rows<{ token: string; df: number }>(
    ctx.db,
    sql`SELECT token, df FROM tender_token_df WHERE token IN (SELECT jsonb_array_elements_text(${JSON.stringify(tokens)}::jsonb))`,
  );
  const df = new Map(dfs.map((r) => [r.token, Number(r.df)]));
  return words
    .filter((w) => (df.get(scoped("title", w)) ?? 0) >= 2)
    .sort((a, b) => (df.get(scoped("title", a)) ?? 0) - (df.get(scoped("title", b)) ?? 0))
    .slice(0, 2);
}

export async function relatedTenders(
  ctx: Ctx,
  t: {
    id: number;
    projectId: number | null;
    projectName: string | null;
    title: string;
    province: string | null;
    regionName: string | null;
    buyer: { id: number } | null;
    /** The project's notices (the detail's timeline): shown there, not here. */
    timeline: { id: number }[];
  },
): Promise<RelatedTenders> {
  return ctx.cache.wrap("tender", `related:${t.id}`, TTL_MS, async () => {
    const sameBuyer = t.buyer
      ? await rows<{ id: number; title: string; category: string; stage: string | null; published_on: string }>(
          ctx.db,
          sql`SELECT id, title, category, stage, published_on::text AS published_on FROM tender_announcements
              WHERE buyer_org_id = ${t.buyer.id} AND id <> ${t.id} AND state = 'published'
                AND (${t.projectId}::int IS NULL OR project_id IS DISTINCT FROM ${t.projectId}::int)
              ORDER BY published_on DESC, id DESC LIMIT ${SHOWN}`,
        )
      : [];
    const words = await telling(ctx, distinctiveWords(t.projectName || t.title));
    const similar: RelatedTender[] = [];
    if (words.length && t.province) {
      const found = await searchTenders(ctx, { keyword: words.join("|"), scope: "title", province: t.province, size: 20 });
      const shown = new Set([t.id, ...t.timeline.map((e) => e.id), ...sameBuyer.map((r) => Number(r.id))]);
      for (const h of found.records) {
        if (shown.has(h.id) || similar.length >= SHOWN) continue;
        similar.push({
          id: h.id,
          title: h.title,
          category: h.category,
          stage: h.stage,
          stageLabel: h.stageLabel,
          publishedOn: h.publishedOn,
        });
      }
    }
    return {
      sameBuyer: sameBuyer.map((r) => ({
        id: Number(r.id),
        title: r.title,
        category: r.category,
        stage: r.stage,
        stageLabel: stageLabel(r.stage),
        publishedOn: r.published_on,
      })),
      similar,
    };
  });
}
