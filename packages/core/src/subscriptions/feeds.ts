import { randomBytes } from "node:crypto";
import { schema } from "@portal/db";
import { eq, sql } from "drizzle-orm";
import { requireUser } from "../access";
import { addDays, chinaDate } from "../china-time";
import type { Ctx } from "../context";
import { rows } from "../sql";
import { regionLabel } from "../tender";
import { reachWhere } from "./subscriptions";

const FEED_ITEMS = 50;

const xml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&apos;" })[c] as string);

/**
 * A subscription's private Atom feed (RSS readers take Atom): the newest 50 matching announcements.
 * The token is the only credential; an unknown or revoked one is answered like a missing page.
 */
export async function subscriptionFeed(ctx: Ctx, token: string, origin: string): Promise<string | null> {
  if (!/^[A-Za-z0-9_-]{20,64}$/.test(token)) return null;
  const s = schema.tenderSubscriptions;
  const [sub] = await ctx.db.select().from(s).where(eq(s.feedToken, token));
  if (!sub) return null;
  const list = await rows<{
    id: number;
    title: string;
    published_on: string;
    province: string | null;
    city: string | null;
    updated_at: string;
  }>(
    ctx.db,
    sql`SELECT id, title, published_on::text, province, city, updated_at::text FROM tender_announcements
        WHERE ${reachWhere(ctx, sub.criteria, sub.userId)}
        ORDER BY published_on DESC, id DESC LIMIT ${FEED_ITEMS}`,
  );
  const updated = list.length ? new Date(list[0].updated_at).toISOString() : sub.updatedAt.toISOString();
  const entries = list.map((r) => {
    const url = `${origin}/tenderDetails/${r.id}`;
    const region = regionLabel(r.province, r.city);
    return (
      `<entry><id>${xml(url)}</id><title>${xml(r.title)}</title><link href="${xml(url)}"/>` +
      `<updated>${new Date(r.updated_at).toISOString()}</updated><published>${r.published_on}T00:00:00+08:00</published>` +
      `<summary>${xml([r.published_on, region].filter(Boolean).join(" "))}</summary></entry>`
    );
  });
  return (
    `<?xml version="1.0" encoding="utf-8"?>\n<feed xmlns="http://www.w3.org/2005/Atom">` +
    `<id>urn:subscription:${sub.id}</id><title>${xml(`招标订阅：${sub.name}`)}</title>` +
    `<link href="${xml(`${origin}/personalCenter?tab=subscriptions`)}"/><updated>${updated}</updated>` +
    `<author><name>筑信工程云</name></author>${entries.join("")}</feed>\n`
  );
}

/** The user's calendar address (created on first use); `reset` revokes the old one. */
export async function calendarToken(ctx: Ctx, reset = false): Promise<string> {
  const userId = requireUser(ctx);
  const c = schema.calendarTokens;
  const token = randomBytes(24).toString("base64url");
  if (reset) {
    await ctx.db
      .insert(c)
      .values({ userId, token })
      .onConflictDoUpdate({ target: c.userId, set: { token, createdAt: ctx.now() } });
    return token;
  }
  await ctx.db.insert(c).values({ userId, token }).onConflictDoNothing();
  const [row] = await ctx.db.select({ token: c.token }).from(c).where(eq(c.userId, userId));
  return row.token;
}

export const calendarPath = (token: string) => `/api/ai/pub/calendar/${token}`;

export interface DeadlineRow {
  id: number;
  title: string;
  bid_deadline: string | null;
  open_time: string | null;
  open_place: string | null;
}

/**
 * Deadlines of the tenders a user favourited or whose buyer they follow, from today on: what the
 * calendar shows and the reminders announce.
 */
export async function upcomingDeadlines(ctx: Ctx, userId: string, fromDay: string, toDay?: string): Promise<DeadlineRow[]> {
  const until = toDay ?? addDays(fromDay, 120);
  return rows<DeadlineRow>(
    ctx.db,
    sql`SELECT a.id, a.title, a.bid_deadline, a.open_time, a.open_place FROM tender_announcements a
        WHERE a.state = 'published'
          AND a.id IN (SELECT announcement_id FROM tender_user_ops WHERE user_id = ${userId} AND op = 'favorite'
                       UNION SELECT a2.id FROM tender_announcements a2 JOIN tender_user_orgs f ON f.org_id = a2.buyer_org_id
                       WHERE f.user_id = ${userId} AND a2.published_on >= ${addDays(fromDay, -60)})
          AND ((a.bid_deadline >= ${fromDay} AND a.bid_deadline < ${addDays(until, 1)})
               OR (a.open_time >= ${fromDay} AND a.open_time < ${addDays(until, 1)}))
        ORDER BY coalesce(a.bid_deadline, a.open_time) LIMIT 500`,
  );
}

/** "2026-11-30 09:30" (China time) as an ICS UTC time; a bare date as an all-day value. */
function icsTime(stated: string): { prop: string; value: string } | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})(?: (\d{2}):(\d{2}))?/.exec(stated);
  if (!m) return null;
  if (!m[4]) return { prop: ";VALUE=DATE", value: `${m[1]}${m[2]}${m[3]}` };
  const t = new Date(`${m[1]}-${m[2]}-${m[3]}T${m[4]}:${m[5]}:00+08:00`);
  return { prop: "", value: `${t.toISOString().replace(/[-:]/g, "").slice(0, 15)}Z` };
}

const icsText = (s: string) => s.replace(/[\\;,]/g, (c) => `\\${c}`).replace(/\r?\n/g, "\\n");

/** Folds lines longer than 75 octets as RFC 5545 requires (continuation lines start with a space). */
function fold(line: string): string {
  const out: string[] = [];
  let cur = "";
  let bytes = 0;
  for (const ch of line) {
    const n = Buffer.byteLength(ch);
    if (bytes + n > 74) {
      out.push(cur);
      cur = " ";
      bytes = 1;
    }
    cur += ch;
    bytes += n;
  }
  out.push(cur);
  return out.join("\r\n");
}

/** The private ICS calendar: bid deadlines and opening times. */
export async function calendarFeed(ctx: Ctx, token: string, origin: string): Promise<string | null> {
  if (!/^[A-Za-z0-9_-]{20,64}$/.test(token)) return null;
  const c = schema.calendarTokens;
  const [row] = await ctx.db.select({ userId: c.userId }).from(c).where(eq(c.token, token));
  if (!row) return null;
  const today = chinaDate(ctx.now()) as string;
  const list = await upcomingDeadlines(ctx, row.userId, addDays(today, -30));
  const stamp = `${ctx.now().toISOString().replace(/[-:]/g, "").slice(0, 15)}Z`;
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//zhuxin//tender deadlines//ZH",
    "CALSCALE:GREGORIAN",
    "X-WR-CALNAME:招标截止与开标",
  ];
  for (const r of list) {
    const url = `${origin}/tenderDetails/${r.id}`;
    for (const [what, when] of [
      ["投标截止", r.bid_deadline],
      ["开标", r.open_time],
    ] as const) {
      const t = when ? icsTime(when) : null;
      if (!t) continue;
      lines.push(
        "BEGIN:VEVENT",
        `UID:${r.id}-${what === "开标" ? "open" : "bid"}@zhuxin`,
        `DTSTAMP:${stamp}`,
        `DTSTART${t.prop}:${t.value}`,
        fold(`SUMMARY:${icsText(`【${what}】${r.title}`)}`),
        ...(what === "开标" && r.open_place ? [fold(`LOCATION:${icsText(r.open_place)}`)] : []),
        fold(`URL:${url}`),
        fold(`DESCRIPTION:${icsText(`${what}时间：${when}\n${url}`)}`),
        "END:VEVENT",
      );
    }
  }
  lines.push("END:VCALENDAR");
  return `${lines.join("\r\n")}\r\n`;
}
