import { randomBytes } from "node:crypto";
import { schema } from "@portal/db";
import { and, desc, eq, gt, inArray, isNull } from "drizzle-orm";
import { requireUser } from "../access";
import { recordAudit } from "../audit";
import { describeUserAgent, findUserById, maskTarget, revokeSession } from "../auth";
import type { Ctx } from "../context";
import { invalid, notFound } from "../errors";
import { earnPoints } from "../points";
import { storageOf } from "../storage";
import { hit } from "../throttle";

/** Personal center (个人中心): profile, avatar, sessions and login history of the acting user only. */
export async function getProfile(ctx: Ctx) {
  const user = await findUserById(ctx, requireUser(ctx));
  if (!user) throw notFound("账号");
  return {
    id: user.id,
    realname: user.realname,
    avatarUrl: user.avatarUrl,
    phone: user.phone ? maskTarget(user.phone) : null,
    email: user.email ? maskTarget(user.email) : null,
    username: user.username,
    hasPassword: Boolean(user.passwordHash),
    inviteCode: user.inviteCode,
    status: user.status,
    deletionRequestedAt: user.deletionRequestedAt?.toISOString() ?? null,
    createdAt: user.createdAt.toISOString(),
  };
}

export async function updateProfile(ctx: Ctx, input: { realname: string }) {
  const userId = requireUser(ctx);
  const realname = input.realname.trim();
  if (realname.length > 30) throw invalid("姓名不能超过 30 个字");
  await ctx.db.update(schema.users).set({ realname, updatedAt: ctx.now() }).where(eq(schema.users.id, userId));
  // A profile with a real name earns its one-time points (issue 10, 完善个人资料).
  const points = realname ? await earnPoints(ctx, userId, "PROFILE") : 0;
  return { realname, points };
}

const AVATAR_MAX = 1_000_000;
/** The file's first bytes decide its type, not the name or the header the browser sent. */
function sniffImage(bytes: Uint8Array): "png" | "jpg" | "webp" | null {
  if (bytes[0] === 0x89 && bytes[1] === 0x50 && bytes[2] === 0x4e && bytes[3] === 0x47) return "png";
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return "jpg";
  if (Buffer.from(bytes.slice(0, 4)).toString() === "RIFF" && Buffer.from(bytes.slice(8, 12)).toString() === "WEBP") return "webp";
  return null;
}

/** Ten new avatars an hour per person is plenty; more is someone filling the disk. */
export const AVATAR_UPLOADS = { name: "avatar-upload", limit: 10, windowMs: 60 * 60_000 };
const AVATAR_PREFIX = "/files/avatars/";

/**
 * Stores the avatar in the file storage as avatars/<random name> (served at /files/avatars/…);
 * PNG, JPEG or WebP up to 1 MB
 * (the API body limit). The replaced picture is deleted, so a person's files never exceed one
 * avatar (1 MB); uploads are limited per person per hour.
 */
export async function uploadAvatar(ctx: Ctx, input: { bytes: Uint8Array }) {
  const userId = requireUser(ctx);
  await hit(ctx, AVATAR_UPLOADS, userId);
  if (input.bytes.byteLength === 0) throw invalid("请选择图片");
  if (input.bytes.byteLength > AVATAR_MAX) throw invalid("头像图片不能超过 1 MB");
  const ext = sniffImage(input.bytes);
  if (!ext) throw invalid("头像只支持 PNG、JPG 或 WebP 图片");
  const storage = storageOf(ctx);
  const name = `${randomBytes(12).toString("hex")}.${ext}`;
  await storage.put(`avatars/${name}`, input.bytes);
  const avatarUrl = `${AVATAR_PREFIX}${name}`;
  let previous: string | null | undefined;
  try {
    previous = (await findUserById(ctx, userId))?.avatarUrl;
    await ctx.db.update(schema.users).set({ avatarUrl, updatedAt: ctx.now() }).where(eq(schema.users.id, userId));
  } catch (err) {
    await storage.remove(`avatars/${name}`);
    throw err;
  }
  if (previous?.startsWith(AVATAR_PREFIX)) {
    // The new picture is in place; an old one that cannot be removed is only wasted space.
    const old = `avatars/${previous.slice(AVATAR_PREFIX.length)}`;
    await storage.remove(old).catch((err) => ctx.log.warn({ err, key: old }, "old avatar not removed"));
  }
  await recordAudit(ctx, { action: "account.avatar_changed", targetType: "user", targetId: userId });
  return { avatarUrl };
}

export async function listMySessions(ctx: Ctx) {
  const userId = requireUser(ctx);
  const current = ctx.actor.kind === "user" ? ctx.actor.sessionId : "";
  const s = schema.sessions;
  const rows = await ctx.db
    .select()
    .from(s)
    .where(and(eq(s.userId, userId), isNull(s.revokedAt), gt(s.expiresAt, ctx.now())))
    .orderBy(desc(s.lastSeenAt));
  return rows.map((r) => ({
    id: r.id,
    userAgent: r.userAgent,
    /** Browser and system in words ("Chrome 120 · Windows 10"). */
    device: describeUserAgent(r.userAgent),
    ip: r.ip,
    method: r.method,
    createdAt: r.createdAt.toISOString(),
    lastSeenAt: r.lastSeenAt.toISOString(),
    current: r.id === current,
  }));
}

/** Ends one of my sessions; someone else's session id is simply not found (IDOR). */
export async function revokeMySession(ctx: Ctx, sessionId: string) {
  const userId = requireUser(ctx);
  const [row] = await ctx.db
    .select({ id: schema.sessions.id })
    .from(schema.sessions)
    .where(and(eq(schema.sessions.id, sessionId), eq(schema.sessions.userId, userId)));
  if (!row) throw notFound("会话");
  await revokeSession(ctx, row.id);
  await recordAudit(ctx, { action: "session.revoked", targetType: "session", targetId: row.id });
  return { revoked: true };
}

const HISTORY_TEXT: Record<string, string> = {
  "login.success": "登录成功",
  "login.failed": "登录失败",
  "login.second_factor_sent": "需要二次验证",
  "login.second_factor_failed": "二次验证失败",
  logout: "退出登录",
  "account.password_changed": "修改密码",
  "account.password_reset": "找回密码",
};

/** Login history: my authentication events from the audit log, newest first. */
export async function loginHistory(ctx: Ctx, input: { current: number; size: number }) {
  const userId = requireUser(ctx);
  const a = schema.auditLog;
  const rows = await ctx.db
    .select()
    .from(a)
    .where(and(eq(a.actorId, userId), inArray(a.action, Object.keys(HISTORY_TEXT))))
    .orderBy(desc(a.at), desc(a.id))
    .limit(input.size)
    .offset((input.current - 1) * input.size);
  return rows.map((r) => ({
    at: r.at.toISOString(),
    action: r.action,
    actionText: HISTORY_TEXT[r.action],
    ip: r.ip,
    method: ((r.detail as { method?: string } | null)?.method ?? "") as string,
  }));
}
