import { schema } from "@portal/db";
import { and, eq } from "drizzle-orm";
import { recordAudit } from "../audit";
import {
  assertPasswordAcceptable,
  assertPhone,
  type ClientInfo,
  CODE_FAILED,
  checkImageCode,
  findUserByPhone,
  hashPassword,
  type LoginResult,
  rememberDevice,
  sendVerification,
  startSession,
  verifyCode,
} from "../auth";
import type { Ctx } from "../context";
import { AppError, invalid } from "../errors";
import { withTransaction } from "../transaction";
import { newInviteCode, rewardInviter } from "./invite";

/**
 * Registration with phone + SMS code + password. A phone that already has an account gets a notice
 * by SMS instead of a code, and the caller the same answer as for a new phone, so the form cannot
 * be used to find out who is registered.
 */
export async function sendRegisterCode(ctx: Ctx, input: { phone: string; icodeId?: string; icode?: string }) {
  const phone = assertPhone(input.phone);
  if (!(await checkImageCode(ctx, input.icodeId, input.icode))) throw new AppError("CaptchaRequired", "图形验证码错误，请重新输入");
  const existing = await findUserByPhone(ctx, phone);
  return sendVerification(ctx, {
    channel: "sms",
    target: phone,
    purpose: "register",
    notice: existing ? "该手机号已注册筑信工程云账号，可直接登录；忘记密码可在登录页找回。如非本人操作请忽略。" : undefined,
  });
}

export interface RegisterInput {
  phone: string;
  vcode: string;
  password: string;
  /** The user ticked the box for the user agreement and the privacy policy. */
  agree: boolean;
  inviteCode?: string;
  realname?: string;
}

/** Creates the account and logs it in; the browser that proved the phone becomes a known device. */
export async function register(ctx: Ctx, input: RegisterInput, client: ClientInfo): Promise<Extract<LoginResult, { status: "OK" }>> {
  if (!input.agree) throw invalid("请先阅读并同意《用户协议》和《隐私政策》");
  const phone = assertPhone(input.phone);
  assertPasswordAcceptable(input.password, { phone });
  let inviter: { id: string; recoveryPhone: string | null } | undefined;
  if (input.inviteCode) {
    [inviter] = await ctx.db
      .select({ id: schema.users.id, recoveryPhone: schema.users.recoveryPhone })
      .from(schema.users)
      .where(and(eq(schema.users.inviteCode, input.inviteCode.trim().toUpperCase()), eq(schema.users.status, "active")))
      .limit(1);
    if (!inviter) throw invalid("邀请码不存在，请核对后重新输入，或不填邀请码");
  }
  await verifyCode(ctx, { target: phone, purpose: "register", code: input.vcode });
  // Checked once the phone is proved: an organisation account recovered by this phone is the same
  // person (and a phone with an account of its own cannot register again anyway).
  if (inviter?.recoveryPhone === phone) throw invalid("不能填写自己的邀请码");
  const invitedBy = inviter?.id ?? null;
  const passwordHash = await hashPassword(input.password);
  const now = ctx.now();
  // The account, its audit entry, the first session and the remembered device in one transaction.
  return withTransaction(ctx, async (tx) => {
    const [user] = await tx.db
      .insert(schema.users)
      .values({
        phone,
        passwordHash,
        realname: (input.realname ?? "").trim().slice(0, 30),
        inviteCode: newInviteCode(),
        invitedBy,
        createdAt: now,
        updatedAt: now,
      })
      .onConflictDoNothing()
      .returning({ id: schema.users.id });
    // Only possible when the phone registered between the code and now: same answer as a bad code.
    if (!user) throw invalid(CODE_FAILED);
    await recordAudit(tx, {
      action: "account.registered",
      actorId: user.id,
      targetType: "user",
      targetId: user.id,
      detail: { invited: Boolean(invitedBy) },
    });
    // The phone was just proved by its SMS code: the inviter earns INVITE points, once for this account.
    if (invitedBy) await rewardInviter(tx, invitedBy, user.id);
    const result = await startSession(tx, { userId: user.id, method: "register", client });
    return { ...result, deviceToken: await rememberDevice(tx, user.id, client) };
  });
}

/** Who invited: the inviter's display name for the invitation page (never their phone). */
export async function inviteInfo(ctx: Ctx, code: string): Promise<{ inviterName: string } | null> {
  const [row] = await ctx.db
    .select({ realname: schema.users.realname, phone: schema.users.phone })
    .from(schema.users)
    .where(and(eq(schema.users.inviteCode, code.trim().toUpperCase().slice(0, 16)), eq(schema.users.status, "active")))
    .limit(1);
  if (!row) return null;
  return { inviterName: row.realname || (row.phone ? `用户${row.phone.slice(-4)}` : "筑信用户") };
}
