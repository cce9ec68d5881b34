import { schema } from "@portal/db";
import { and, eq, isNull } from "drizzle-orm";
import { requireUser } from "../access";
import { recordAudit } from "../audit";
import type { Ctx } from "../context";
import { invalid } from "../errors";
import { qrJpegDataUrl } from "../qr-image";
import { type ClientInfo, type LoginResult, startSession } from "./complete-login";
import { describeUserAgent } from "./device";
import { hashToken, newToken } from "./tokens";

/**
 * QR-code login (扫码登录): the browser shows a code that a logged-in phone opens at /authorize.
 * States go WAITING → SCANED → LOGINED, or TIMEOUT after three minutes (or when the phone refuses).
 * The browser polls with a secret that is not in the picture, so a photo of the code is useless.
 */
export const QR_TTL_MS = 3 * 60_000;
export type QrState = "WAITING" | "SCANED" | "LOGINED" | "TIMEOUT";

export async function createQrLogin(ctx: Ctx, input: { origin: string; userAgent: string; ip: string }) {
  const poll = newToken();
  const scan = newToken();
  const now = ctx.now();
  const expiresAt = new Date(now.getTime() + QR_TTL_MS);
  await ctx.db.insert(schema.qrLogins).values({
    pollHash: hashToken(poll),
    scanHash: hashToken(scan),
    userAgent: input.userAgent.slice(0, 300),
    ip: input.ip,
    createdAt: now,
    expiresAt,
  });
  const url = `${input.origin}/authorize?code=${scan}`;
  return { qrId: poll, image: qrJpegDataUrl(url), expiresAt: expiresAt.toISOString(), expiresIn: QR_TTL_MS / 1000 };
}

/**
 * The browser's poll. When the phone has confirmed, this call (and only the first one) starts the
 * browser's session; the returned token is set as its cookie.
 */
export async function pollQrLogin(
  ctx: Ctx,
  qrId: string,
  client: ClientInfo,
): Promise<{ state: QrState; refused?: boolean; login?: Extract<LoginResult, { status: "OK" }> }> {
  const q = schema.qrLogins;
  const [row] = await ctx.db
    .select()
    .from(q)
    .where(eq(q.pollHash, hashToken(qrId)))
    .limit(1);
  if (!row) return { state: "TIMEOUT" };
  if (row.state === "REFUSED") return { state: "TIMEOUT", refused: true };
  if (row.consumedAt) return { state: "TIMEOUT" };
  if (row.state === "LOGINED" && row.userId) {
    const claimed = await ctx.db
      .update(q)
      .set({ consumedAt: ctx.now() })
      .where(and(eq(q.id, row.id), isNull(q.consumedAt)))
      .returning({ id: q.id });
    if (claimed.length === 0) return { state: "TIMEOUT" };
    const login = await startSession(ctx, { userId: row.userId, method: "qr", client });
    return { state: "LOGINED", login };
  }
  if (row.expiresAt <= ctx.now()) return { state: "TIMEOUT" };
  return { state: row.state as QrState };
}

async function liveByScan(ctx: Ctx, code: string) {
  const q = schema.qrLogins;
  const [row] = await ctx.db
    .select()
    .from(q)
    .where(eq(q.scanHash, hashToken(code)))
    .limit(1);
  if (!row || row.consumedAt || row.state === "REFUSED" || row.state === "LOGINED" || row.expiresAt <= ctx.now()) {
    throw invalid("二维码已过期，请在电脑上刷新二维码后重新扫描");
  }
  return row;
}

/** The phone opened /authorize: mark the code scanned and show who is asking. */
export async function scanQrLogin(ctx: Ctx, code: string) {
  const userId = requireUser(ctx);
  const row = await liveByScan(ctx, code);
  // The scanner is remembered: only the person who scanned may then confirm or refuse.
  await ctx.db.update(schema.qrLogins).set({ state: "SCANED", userId }).where(eq(schema.qrLogins.id, row.id));
  return {
    userAgent: row.userAgent,
    device: describeUserAgent(row.userAgent),
    ip: row.ip,
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
  };
}

/** The phone's answer: confirm logs the browser in as the phone's user; refuse ends the code. */
export async function answerQrLogin(ctx: Ctx, input: { code: string; approve: boolean }) {
  const userId = requireUser(ctx);
  const row = await liveByScan(ctx, input.code);
  const q = schema.qrLogins;
  // Only a code this user has scanned (the /authorize page showed them who is asking) can be
  // answered; the state check in the same statement keeps two answers from both landing.
  const answered = await ctx.db
    .update(q)
    .set(input.approve ? { state: "LOGINED", userId } : { state: "REFUSED" })
    .where(and(eq(q.id, row.id), eq(q.state, "SCANED"), eq(q.userId, userId)))
    .returning({ id: q.id });
  if (answered.length === 0) throw invalid("请先用手机扫描电脑上的二维码，确认登录信息后再操作");
  await recordAudit(ctx, {
    action: input.approve ? "login.qr_confirmed" : "login.qr_refused",
    targetType: "qr_login",
    targetId: row.id,
    detail: { browserIp: row.ip },
  });
  return { approved: input.approve };
}
