import { schema } from "@portal/db";
import { eq } from "drizzle-orm";
import { requirePermission } from "../access";
import type { Ctx } from "../context";
import { notFound } from "../errors";
import { collectItems, type SourceRow } from "./collect";
import { extractDetail } from "./detail";
import { CrawlError, type CrawlHttp, createCrawlHttp } from "./http";
import type { NoticeSink, RawNotice } from "./raw-notice";
import { retries, skipReason } from "./run-guards";
import { CRAWL_PERM, feedConfig, htmlConfig, jsonConfig } from "./source-config";
import { MAX_TRIES, recall, remember } from "./url-memory";

const s = schema.crawlSources;
const r = schema.crawlRuns;
const BATCH = 20;
const MAX_ERROR_LINES = 50;

export interface RunOptions {
  trigger?: "SCHEDULE" | "MANUAL";
  /** Tests pass a client on their clock; otherwise one is made for the run and closed after it. */
  http?: CrawlHttp;
  userAgent?: string;
}

export interface RunSummary {
  runId: number | null;
  status: "OK" | "PARTIAL" | "FAILED" | "SKIPPED";
  reason?: string;
  pages: number;
  created: number;
  duplicates: number;
  failed: number;
  errors: string[];
}

const message = (err: unknown) => (err instanceof Error ? err.message : String(err)).slice(0, 300);

function detailOptions(source: SourceRow) {
  if (source.kind === "HTML") return { always: true, selectors: htmlConfig.parse(source.config).detail };
  const cfg = source.kind === "FEED" ? feedConfig.parse(source.config) : jsonConfig.parse(source.config);
  return { always: cfg.fetchDetail, selectors: cfg.detail };
}

/**
 * One crawl of one source: list pages → new notice URLs → detail pages → `sink` in batches, with
 * a crawl_runs row recording counts and errors for the console. Safe to run twice: URLs already
 * stored are skipped, and a second run while one is going is refused.
 */
export async function runSource(ctx: Ctx, sourceId: number, sink: NoticeSink, opts: RunOptions = {}): Promise<RunSummary> {
  requirePermission(ctx, CRAWL_PERM.write); // the crawl job (system) or staff who may run sources
  const trigger = opts.trigger ?? "MANUAL";
  const [source] = await ctx.db.select().from(s).where(eq(s.id, sourceId));
  if (!source) throw notFound("采集来源");
  const summary: RunSummary = { runId: null, status: "OK", pages: 0, created: 0, duplicates: 0, failed: 0, errors: [] };
  const reason = await skipReason(ctx, source, trigger);
  if (reason) return { ...summary, status: "SKIPPED", reason };

  const [run] = await ctx.db.insert(r).values({ sourceId, trigger, startedAt: ctx.now() }).returning({ id: r.id });
  summary.runId = run.id;
  const http = opts.http ?? createCrawlHttp({ userAgent: opts.userAgent, hostDelayMs: source.hostDelayMs, http: ctx.http });
  const site = source.siteName ?? new URL(source.url).hostname;
  let listFailed = false;
  let sinkFailed = false;
  try {
    const collected = await collectItems(ctx, source, http).catch((err) => {
      listFailed = true;
      summary.errors.push(`列表读取失败：${message(err)}`);
      return { items: [], pages: 0, validators: [], errors: [] };
    });
    summary.pages = collected.pages;
    summary.errors.push(...collected.errors);
    const items = [...collected.items, ...(await retries(ctx, sourceId, collected.items))];
    const known = await recall(
      ctx,
      items.map((i) => i.url),
    );
    const detail = detailOptions(source);
    let batch: RawNotice[] = [];

    const flush = async () => {
      if (batch.length === 0) return;
      const sent = batch;
      batch = [];
      try {
        const res = await sink(sent);
        summary.created += res.created;
        summary.duplicates += res.duplicates;
        summary.failed += res.failed;
        await remember(
          ctx,
          sent.map((n) => ({ url: n.sourceUrl, sourceId, role: "NOTICE" as const, status: "DONE" as const })),
        );
      } catch (err) {
        sinkFailed = true;
        summary.failed += sent.length;
        summary.errors.push(`入库失败（${sent.length} 条）：${message(err)}`);
      }
    };

    for (const item of items) {
      const memory = known.get(item.url);
      if (memory?.status === "DONE" || memory?.status === "BLOCKED") {
        summary.duplicates += 1;
        continue;
      }
      if (memory?.status === "FAILED" && memory.tries >= MAX_TRIES) continue;
      try {
        let notice: RawNotice = {
          sourceUrl: item.url,
          sourceSite: site,
          title: item.title ?? "",
          text: item.text ?? "",
          publishedOn: item.publishedOn,
        };
        if (detail.always || !item.text) {
          const page = await http.get(item.url, { hostDelayMs: source.hostDelayMs });
          const d = extractDetail(page.text, page.url, detail.selectors);
          notice = {
            ...notice,
            title: notice.title || d.title,
            text: d.text || notice.text,
            publishedOn: notice.publishedOn ?? d.publishedOn,
            attachments: d.attachments,
          };
        }
        if (!notice.title || !notice.text) throw new CrawlError(`页面没有标题或正文：${item.url}`, false);
        batch.push(notice);
        if (batch.length >= BATCH) await flush();
      } catch (err) {
        const blocked = err instanceof CrawlError && err.message.startsWith("robots.txt");
        summary.failed += 1;
        summary.errors.push(message(err));
        await remember(ctx, [{ url: item.url, sourceId, role: "NOTICE", status: blocked ? "BLOCKED" : "FAILED" }]);
      }
    }
    await flush();
    // Only now may an unchanged list page be skipped next time: its notices are stored.
    if (!sinkFailed)
      await remember(
        ctx,
        collected.validators.map((v) => ({ ...v, sourceId, role: "LIST" as const, status: "SEEN" as const })),
      );
  } finally {
    if (!opts.http) await http.close();
  }

  const stored = summary.created + summary.duplicates;
  summary.status = listFailed && stored === 0 ? "FAILED" : summary.failed > 0 || summary.errors.length > 0 ? "PARTIAL" : "OK";
  const errors =
    summary.errors.length > MAX_ERROR_LINES
      ? [...summary.errors.slice(0, MAX_ERROR_LINES), `……另有 ${summary.errors.length - MAX_ERROR_LINES} 条错误`]
      : summary.errors;
  const now = ctx.now();
  await ctx.db
    .update(r)
    .set({
      status: summary.status,
      finishedAt: now,
      pages: summary.pages,
      created: summary.created,
      duplicates: summary.duplicates,
      failed: summary.failed,
      errors: errors.join("\n") || null,
    })
    .where(eq(r.id, run.id));
  await ctx.db.update(s).set({ lastRunAt: now }).where(eq(s.id, sourceId));
  return summary;
}
