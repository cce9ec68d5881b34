import { OpenAPIHono, z } from "@hono/zod-openapi";
import { beginTotpEnrolment, confirmTotpEnrolment, mySecondFactor, SECOND_FACTOR_RULES } from "@portal/core";
import type { AppEnv } from "../../env";
import { validationHook } from "../../middleware/errors";
import { addPost } from "./account-routes";

const TAG = ["个人中心"];

/**
 * The staff authenticator app (ADR 0030): the signed-in staff member enrols it; an administrator
 * resets anyone's second factor (authenticator, recovery codes, remembered browsers).
 */
export function secondFactorRoutes() {
  const app = new OpenAPIHono<AppEnv>({ defaultHook: validationHook });
  addPost(
    app,
    {
      path: "/user/center/totp/status",
      tags: TAG,
      summary: "身份验证器：绑定状态",
      data: z.object({ staff: z.boolean(), enrolled: z.boolean(), recoveryCodesLeft: z.number().int() }),
    },
    async (c) => mySecondFactor(c.get("ctx")),
  );
  addPost(
    app,
    {
      path: "/user/center/totp/begin",
      tags: TAG,
      summary: "身份验证器：开始绑定（生成密钥与二维码）",
      description: "仅工作人员。密钥只在此时返回一次；已绑定的不能在此更换（返回 409），请管理员重置。",
      data: z.object({
        secret: z.string().openapi({ description: "Base32 密钥，无法扫码时手动输入" }),
        uri: z.string().openapi({ description: "otpauth:// 地址" }),
        qr: z.string().openapi({ description: "二维码图片（data URL）" }),
      }),
    },
    async (c) => beginTotpEnrolment(c.get("ctx")),
  );
  addPost(
    app,
    {
      path: "/user/center/totp/confirm",
      tags: TAG,
      summary: "身份验证器：输入动态码完成绑定",
      description: `返回 ${SECOND_FACTOR_RULES.recoveryCodes} 个一次性恢复码，只显示这一次。动态码错 ${SECOND_FACTOR_RULES.failures.limit} 次后 ${SECOND_FACTOR_RULES.failures.windowMs / 60_000} 分钟内返回 429。`,
      body: z.object({ code: z.string().trim().max(10).openapi({ example: "123456" }) }),
      data: z.object({ recoveryCodes: z.array(z.string()) }),
    },
    async (c, b) => confirmTotpEnrolment(c.get("ctx"), b),
  );

  return app;
}
