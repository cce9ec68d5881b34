import { schema } from "@portal/db";
import { count } from "drizzle-orm";
import type { Ctx } from "../context";
import { upsertPageInfo } from "../seo";
import { updateSiteSettings } from "../site";
import type { IngestOptions } from "../tender";
import { seedDemoAccounts } from "./accounts";
import { seedContent } from "./content-seed";
import { seedDemoDocuments } from "./documents-seed";
import { DEMO_COLUMNS, DEMO_FOOTER_LINKS, DEMO_PAGE_INFOS, DEMO_SETTINGS } from "./site";
import { seedDemoSubscriptions } from "./subscription-seed";
import { seedTenders } from "./tender-seed";
import { seedDemoCourses } from "./video-seed";

/** True when the database has never been seeded (no site settings at all). */
export async function isEmptySite(ctx: Ctx): Promise<boolean> {
  const [row] = await ctx.db.select({ n: count() }).from(schema.siteSettings);
  return row.n === 0;
}

export interface SeedOptions {
  /**
   * Generated tender announcements to add to the 694 real ones; tenders are left out when absent
   * (a full tender load takes tens of seconds on PGlite, too long for every test that seeds).
   */
  tenders?: number;
  /** Where the tender batches are read (apps/server/prepare-pool.ts: a worker thread); in this thread when absent. */
  prepareBatch?: IngestOptions["prepareBatch"];
}

/**
 * Writes the demo content. Deterministic: the same input always yields the same rows, so tests and
 * screenshots are repeatable. Later domains add their own seeders here.
 */
export async function seedDemo(ctx: Ctx, opts: SeedOptions = {}): Promise<void> {
  await updateSiteSettings(ctx, DEMO_SETTINGS);
  for (const [name, info] of Object.entries(DEMO_PAGE_INFOS)) {
    await upsertPageInfo(ctx, name, { title: info.title, keyword: info.keyword ?? null, description: info.description ?? null });
  }
  await ctx.db.transaction(async (tx) => {
    let sort = 0;
    for (const col of DEMO_COLUMNS) {
      const [root] = await tx
        .insert(schema.newsDirs)
        .values({ name: col.name, bizType: col.bizType, docType: "NEWS", sort: sort++ })
        .returning({ id: schema.newsDirs.id });
      let childSort = 0;
      for (const child of col.children ?? []) {
        await tx
          .insert(schema.newsDirs)
          .values({ name: child, bizType: col.bizType, docType: "NEWS", parentId: root.id, sort: childSort++ });
      }
    }
    await tx.insert(schema.footerLinks).values(DEMO_FOOTER_LINKS.map((l, i) => ({ ...l, sort: i })));
  });
  await ctx.cache.invalidate("columns");
  await seedContent(ctx);
  await seedDemoAccounts(ctx);
  if (opts.tenders !== undefined) {
    const r = await seedTenders(ctx, opts.tenders, opts.prepareBatch);
    ctx.log.info({ tenders: r.created, ms: r.ms }, "demo tenders loaded");
  }
  await seedDemoSubscriptions(ctx);
  await seedDemoDocuments(ctx);
  await seedDemoCourses(ctx);
}
