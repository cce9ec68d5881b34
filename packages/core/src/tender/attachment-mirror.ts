import { createHash } from "node:crypto";
import { schema } from "@portal/db";
import type { TenderAttachment } from "@portal/db/schema";
import { and, eq } from "drizzle-orm";
import { requirePermission, requireUser } from "../access";
import type { Ctx } from "../context";
import { isDiskFull } from "../disk-full";
import { notFound } from "../errors";
import { defaultHttp, type HttpClient, OutgoingRefused } from "../http";
import { signDownload, storageOf } from "../storage";
import { withTransaction } from "../transaction";
import { sniffAttachment } from "./attachment-type";
import { TENDER_DETAIL_NS } from "./detail";
import { TENDER_PERM } from "./staff";

/**
 * Our copy of each notice's attachments (issue 35): source sites move, expire or vanish, so the
 * files are fetched once, in the background, into the file storage, and the detail page links to
 * the copy through a signed link with the source address beside it.
 */
export const MIRROR_JOB = "tender.attachment-mirror";
export const ATTACHMENT_MAX_BYTES = 20 * 1024 * 1024;

/**
 * Names that never resolve on the internet (RFC 2606, RFC 6761): the demo's notices point there.
 * Nothing is fetched from them; the page says the file does not exist.
 */
const RESERVED_HOST = /(^|\.)(example(\.(com|net|org))?|test|invalid)$/i;
const DEMO_NOTE = "示例域名，演示数据没有附件原文件";

function isReservedHost(url: string): boolean {
  try {
    return RESERVED_HOST.test(new URL(url).hostname);
  } catch {
    return false;
  }
}

/**
 * The attachments to store for a notice: copies already made (or skipped) of the same address are
 * kept when the notice is re-published; the others wait for the mirror job.
 */
export function withMirrorState(
  next: readonly { name: string; url: string }[],
  before: readonly TenderAttachment[] = [],
): TenderAttachment[] {
  return next.map(({ name, url }) => {
    const old = before.find((b) => b.url === url && (b.mirror === "done" || b.mirror === "skipped"));
    if (old) return { ...old, name };
    if (isReservedHost(url)) return { name, url, mirror: "skipped", error: DEMO_NOTE };
    return { name, url, mirror: "pending" };
  });
}

/** After an ingest: the notices with attachments waiting go to the mirror job (outside the request). */
export async function queueAttachmentMirrors(ctx: Ctx, ids: number[]): Promise<void> {
  if (ids.length === 0) return;
  await ctx.queue?.add(MIRROR_JOB, { ids }, { attempts: 1 });
}

export interface MirrorOptions {
  http?: HttpClient;
  /** Hosts reached without the public-address check (tests' local servers; never visitors' input). */
  trust?: readonly string[];
  maxBytes?: number;
  timeoutMs?: number;
}

/**
 * Fetches the pending attachments of one notice through the outgoing-HTTP port (address checks,
 * size and time limits), keeps only real documents (type read from the bytes), stores them and
 * records the outcome on the notice. Idempotent: attachments no longer pending are left alone.
 */
export async function mirrorAttachments(ctx: Ctx, id: number, opts: MirrorOptions = {}): Promise<{ done: number; failed: number }> {
  requirePermission(ctx, TENDER_PERM.write); // the mirror job (system) or tender staff
  const a = schema.tenderAnnouncements;
  const [row] = await ctx.db.select({ attachments: a.attachments }).from(a).where(eq(a.id, id));
  const outcome = new Map<string, TenderAttachment>();
  for (const att of row?.attachments ?? []) {
    if (att.mirror === "pending" && !outcome.has(att.url)) outcome.set(att.url, await fetchOne(ctx, id, att, opts));
  }
  if (outcome.size === 0) return { done: 0, failed: 0 };
  // Read again under a lock: a re-ingest in between may have changed the list; only what is still
  // pending at the same address takes the outcome.
  await withTransaction(ctx, async (tx) => {
    const [now] = await tx.db.select({ attachments: a.attachments }).from(a).where(eq(a.id, id)).for("update");
    if (!now) return;
    const merged = now.attachments.map((x) => (x.mirror === "pending" && outcome.has(x.url) ? { ...outcome.get(x.url), name: x.name } : x));
    await tx.db
      .update(a)
      .set({ attachments: merged as TenderAttachment[] })
      .where(eq(a.id, id));
  });
  await ctx.cache.invalidate(TENDER_DETAIL_NS);
  const list = [...outcome.values()];
  return { done: list.filter((x) => x.mirror === "done").length, failed: list.filter((x) => x.mirror === "failed").length };
}

async function fetchOne(ctx: Ctx, id: number, att: TenderAttachment, opts: MirrorOptions): Promise<TenderAttachment> {
  const max = opts.maxBytes ?? ATTACHMENT_MAX_BYTES;
  const failed = (error: string): TenderAttachment => ({ name: att.name, url: att.url, mirror: "failed", error });
  // Whole megabytes where it is (20 MB), else the bytes (tests' small limits).
  const tooLarge = failed(max % (1024 * 1024) === 0 ? `文件超过 ${max / 1024 / 1024} MB` : `文件超过 ${max} 字节`);
  try {
    const res = await (opts.http ?? ctx.http ?? defaultHttp()).fetch(att.url, {
      headers: { accept: "*/*" },
      trust: opts.trust,
      maxBytes: max,
      timeoutMs: opts.timeoutMs ?? 30_000,
      totalMs: 5 * 60_000,
    });
    if (!res.ok) {
      await res.body?.cancel();
      return failed(`来源网站返回 HTTP ${res.status}`);
    }
    // A declared size over the limit is refused before a byte is read.
    if (Number(res.headers.get("content-length")) > max) {
      await res.body?.cancel();
      return tooLarge;
    }
    const bytes = new Uint8Array(await res.arrayBuffer());
    const kind = sniffAttachment(bytes.subarray(0, 8192), att.name);
    if (!kind.ok) return failed(kind.reason);
    const key = `tender/attachments/${id}/${createHash("sha256").update(att.url).digest("hex").slice(0, 16)}.${kind.ext}`;
    await storageOf(ctx).put(key, bytes);
    return { name: att.name, url: att.url, mirror: "done", key, size: bytes.length, type: kind.ext };
  } catch (err) {
    if (isDiskFull(err)) throw err;
    const refused = [err, (err as { cause?: unknown })?.cause].find((e): e is OutgoingRefused => e instanceof OutgoingRefused);
    if (refused?.kind === "size") return tooLarge;
    ctx.log.warn({ err, announcementId: id, url: att.url }, "tender attachment not mirrored");
    if (refused) return failed(`来源地址不允许访问（${refused.message}）`);
    return failed("下载失败（来源网站无法访问或超时）");
  }
}

/** Makes this process run the mirror job; `opts` are for tests (a local server to trust). */
export function registerAttachmentMirror(queue: NonNullable<Ctx["queue"]>, makeCtx: () => Ctx, opts: MirrorOptions = {}): void {
  queue.process<{ ids: number[] }>(MIRROR_JOB, async (job) => {
    const ctx = makeCtx();
    let done = 0;
    let failed = 0;
    for (const id of job.data.ids) {
      const r = await mirrorAttachments(ctx, id, opts);
      done += r.done;
      failed += r.failed;
    }
    if (done + failed > 0) ctx.log.info({ done, failed }, "tender attachments mirrored");
  });
}

/** How long a link to our copy works: long enough to click, short enough not to be passed around. */
const LINK_MS = 10 * 60_000;

/**
 * A signed, expiring download link (/dl/…) to our copy of attachment `index` of a published
 * notice, for signed-in users (attachments need login, issue 9). 404 when there is no copy.
 */
export async function attachmentLink(ctx: Ctx, id: number, index: number, secret: string): Promise<string> {
  requireUser(ctx); // attachments need login (issue 9)
  const a = schema.tenderAnnouncements;
  const [row] = await ctx.db
    .select({ attachments: a.attachments })
    .from(a)
    .where(and(eq(a.id, id), eq(a.state, "published")));
  const att = Number.isSafeInteger(index) && index >= 0 ? row?.attachments[index] : undefined;
  if (!att?.key || att.mirror !== "done") throw notFound("附件副本");
  const ext = `.${att.type ?? att.key.split(".").pop()}`;
  const filename = att.name.toLowerCase().endsWith(ext) ? att.name : `${att.name}${ext}`;
  return signDownload(secret, att.key, { expiresAt: new Date(ctx.now().getTime() + LINK_MS), filename });
}
