import { schema } from "@portal/db";
import { eq } from "drizzle-orm";
import { requireUser } from "../access";
import { recordAudit } from "../audit";
import {
  assertPasswordAcceptable,
  assertPhone,
  checkImageCode,
  findUserById,
  findUserByPhone,
  hashPassword,
  sendVerification,
  verifyCode,
} from "../auth";
import type { Ctx } from "../context";
import { AppError, conflict, invalid } from "../errors";

/**
 * Upgrade registration (升级注册): an account created another way (WeChat, OAuth, an organisation)
 * adds a phone and a password and so becomes a full account that can log in by itself.
 */
export async function sendUpgradeCode(ctx: Ctx, input: { phone: string; icodeId?: string; icode?: string }) {
  requireUser(ctx);
  const phone = assertPhone(input.phone);
  if (!(await checkImageCode(ctx, input.icodeId, input.icode))) throw new AppError("CaptchaRequired", "图形验证码错误，请重新输入");
  return sendVerification(ctx, { channel: "sms", target: phone, purpose: "upgrade" });
}

export async function upgradeRegister(ctx: Ctx, input: { phone: string; vcode: string; password: string; agree: boolean }) {
  const userId = requireUser(ctx);
  if (!input.agree) throw invalid("请先阅读并同意《用户协议》和《隐私政策》");
  const user = await findUserById(ctx, userId);
  if (!user) throw invalid("账号不存在");
  if (user.phone) throw conflict("该账号已绑定手机号，无需升级");
  const phone = assertPhone(input.phone);
  assertPasswordAcceptable(input.password, { phone });
  await verifyCode(ctx, { target: phone, purpose: "upgrade", code: input.vcode });
  // The caller proved they hold the phone, so telling them it is taken reveals nothing new.
  if (await findUserByPhone(ctx, phone)) throw conflict("该手机号已注册，请用该手机号登录，再在个人中心绑定微信");
  await ctx.db
    .update(schema.users)
    .set({ phone, passwordHash: await hashPassword(input.password), updatedAt: ctx.now() })
    .where(eq(schema.users.id, userId));
  await recordAudit(ctx, { action: "account.upgraded", targetType: "user", targetId: userId });
  return { phone };
}

/** Fills in the profile the upgrade asks for (real name). */
export async function upgradeFill(ctx: Ctx, input: { realname: string }) {
  const userId = requireUser(ctx);
  const realname = input.realname.trim();
  if (!realname || realname.length > 30) throw invalid("请输入 1–30 个字的姓名");
  await ctx.db.update(schema.users).set({ realname, updatedAt: ctx.now() }).where(eq(schema.users.id, userId));
  return { realname };
}
