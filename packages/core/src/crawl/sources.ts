import { schema } from "@portal/db";
import { desc, eq, inArray, sql } from "drizzle-orm";
import { z } from "zod";
import { requirePermission } from "../access";
import { auditChange } from "../audit";
import { chinaDateTime } from "../china-time";
import type { Ctx } from "../context";
import { invalid, notFound } from "../errors";
import { normalizePage, type Page, pagedResult } from "../paging";
import { withTransaction } from "../transaction";
import { CRAWL_JOB, type CrawlJobData, syncSourceSchedule } from "./schedules";
import { CRAWL_PERM, parseSourceConfig, SOURCE_KINDS, type SourceKind } from "./source-config";

const s = schema.crawlSources;
const r = schema.crawlRuns;

export { CRAWL_PERM };

const sourceInput = z.object({
  name: z.string().trim().min(1, "请填写来源名称").max(60, "来源名称最多 60 字"),
  kind: z.enum(Object.keys(SOURCE_KINDS) as [SourceKind, ...SourceKind[]]),
  url: z
    .string()
    .trim()
    .max(500, "地址过长")
    .regex(/^https?:\/\/[^\s/]+/i, "地址须以 http:// 或 https:// 开头"),
  siteName: z.string().trim().max(60, "发布网站名称最多 60 字").nullish(),
  config: z.record(z.string(), z.unknown()).default({}),
  intervalMinutes: z.number().int().min(10, "采集间隔至少 10 分钟").max(10_080, "采集间隔最多 7 天").default(60),
  hostDelayMs: z.number().int().min(500, "同一网站请求间隔至少 500 毫秒").max(60_000).default(2_000),
  maxPages: z.number().int().min(1).max(50, "每次最多翻 50 页").default(5),
  enabled: z.boolean().default(true),
});
export type CrawlSourceInput = z.input<typeof sourceInput>;

/** Field-level checks with the first problem as a Chinese message, config checked for its kind. */
function check(input: unknown) {
  const parsed = sourceInput.safeParse(input);
  if (!parsed.success) throw invalid(parsed.error.issues[0]?.message ?? "采集来源填写有误");
  const config = parseSourceConfig(parsed.data.kind, parsed.data.config);
  if (!config.success) {
    const issue = config.error.issues[0];
    throw invalid(`采集配置有误：${issue?.path.join(".") || "config"} ${issue?.message ?? ""}`.trim());
  }
  if (parsed.data.kind === "JSON" && /\{page\}/.test(parsed.data.url) === false && parsed.data.maxPages > 1) parsed.data.maxPages = 1;
  return { ...parsed.data, siteName: parsed.data.siteName || null, config: config.data };
}

async function row(ctx: Ctx, id: number) {
  const [found] = await ctx.db.select().from(s).where(eq(s.id, id));
  return found ?? null;
}

function view(x: typeof s.$inferSelect) {
  return { ...x, lastRunAt: chinaDateTime(x.lastRunAt), createdAt: chinaDateTime(x.createdAt), updatedAt: chinaDateTime(x.updatedAt) };
}

/** Every source with the outcome of its last run, for the console's monitoring table. */
export async function listCrawlSources(ctx: Ctx, input: Partial<Page> = {}) {
  requirePermission(ctx, CRAWL_PERM.read);
  const page = normalizePage(input);
  const sources = await ctx.db
    .select()
    .from(s)
    .orderBy(desc(s.id))
    .limit(page.size)
    .offset((page.current - 1) * page.size);
  const ids = sources.map((x) => x.id);
  const lastRuns = ids.length
    ? await ctx.db.selectDistinctOn([r.sourceId]).from(r).where(inArray(r.sourceId, ids)).orderBy(r.sourceId, desc(r.startedAt), desc(r.id))
    : [];
  const last = new Map(lastRuns.map((x) => [x.sourceId, x]));
  const [{ n }] = await ctx.db.select({ n: sql<number>`count(*)::int` }).from(s);
  const records = sources.map((source) => {
    const run = last.get(source.id);
    return {
      ...view(source),
      lastRun: run
        ? {
            status: run.status,
            created: run.created,
            duplicates: run.duplicates,
            failed: run.failed,
            startedAt: chinaDateTime(run.startedAt),
          }
        : null,
    };
  });
  return pagedResult(records, n, page);
}

export async function getCrawlSource(ctx: Ctx, input: { id: number }) {
  requirePermission(ctx, CRAWL_PERM.read);
  const found = await row(ctx, input.id);
  if (!found) throw notFound("采集来源");
  return view(found);
}

export async function createCrawlSource(ctx: Ctx, input: CrawlSourceInput) {
  requirePermission(ctx, CRAWL_PERM.write);
  const data = check(input);
  const created = await withTransaction(ctx, async (tx) => {
    const [inserted] = await tx.db
      .insert(s)
      .values({ ...data, createdAt: tx.now(), updatedAt: tx.now() })
      .returning();
    await auditChange(tx, "crawlSource.create", { type: "crawlSource", id: inserted.id }, null, inserted);
    return inserted;
  });
  await syncSourceSchedule(ctx.queue, created);
  return { id: created.id };
}

export async function updateCrawlSource(ctx: Ctx, input: { id: number } & Partial<CrawlSourceInput>) {
  requirePermission(ctx, CRAWL_PERM.write);
  const updated = await withTransaction(ctx, async (tx) => {
    const before = await row(tx, input.id);
    if (!before) throw notFound("采集来源");
    const { id, ...changes } = input;
    const data = check({ ...before, ...changes });
    const [after] = await tx.db
      .update(s)
      .set({ ...data, updatedAt: tx.now() })
      .where(eq(s.id, id))
      .returning();
    await auditChange(tx, "crawlSource.update", { type: "crawlSource", id }, before, after);
    return after;
  });
  await syncSourceSchedule(ctx.queue, updated);
  return { id: updated.id };
}

/** The source and its run history go; remembered URLs stay, so re-adding it does not re-import. */
export async function deleteCrawlSource(ctx: Ctx, input: { id: number }) {
  requirePermission(ctx, CRAWL_PERM.write);
  await withTransaction(ctx, async (tx) => {
    const before = await row(tx, input.id);
    if (!before) throw notFound("采集来源");
    await tx.db.delete(s).where(eq(s.id, input.id));
    await auditChange(tx, "crawlSource.remove", { type: "crawlSource", id: input.id }, before, null);
  });
  await syncSourceSchedule(ctx.queue, { id: input.id, deleted: true });
  return { id: input.id };
}

/** Queues a run now; asking twice before it starts queues it once. */
export async function runCrawlSourceNow(ctx: Ctx, input: { id: number }) {
  requirePermission(ctx, CRAWL_PERM.write);
  if (!(await row(ctx, input.id))) throw notFound("采集来源");
  if (!ctx.queue) throw invalid("任务队列未启用，无法立即采集");
  const data: CrawlJobData = { sourceId: input.id, trigger: "MANUAL" };
  await ctx.queue.add(CRAWL_JOB, data, { jobId: `crawl-manual-${input.id}`, attempts: 1 });
  await auditChange(ctx, "crawlSource.run", { type: "crawlSource", id: input.id }, null, null);
  return { queued: true };
}

/** Runs newest first, of one source or of all. */
export async function listCrawlRuns(ctx: Ctx, input: { sourceId?: number } & Partial<Page> = {}) {
  requirePermission(ctx, CRAWL_PERM.read);
  const page = normalizePage(input);
  const where = input.sourceId ? eq(r.sourceId, input.sourceId) : undefined;
  const rows = await ctx.db
    .select({ run: r, sourceName: s.name })
    .from(r)
    .innerJoin(s, eq(s.id, r.sourceId))
    .where(where)
    .orderBy(desc(r.startedAt), desc(r.id))
    .limit(page.size)
    .offset((page.current - 1) * page.size);
  const [{ n }] = await ctx.db.select({ n: sql<number>`count(*)::int` }).from(r).where(where);
  const records = rows.map(({ run, sourceName }) => ({
    ...run,
    sourceName,
    startedAt: chinaDateTime(run.startedAt),
    finishedAt: chinaDateTime(run.finishedAt),
  }));
  return pagedResult(records, n, page);
}
