import { createRoute, OpenAPIHono, z } from "@hono/zod-openapi";
import { ok } from "@portal/contract";
import { beginTotpEnrolment, confirmTotpEnrolment, mySecondFactor, PERM, resetSecondFactor, SECOND_FACTOR_RULES } from "@portal/core";
import type { AppEnv } from "../env";
import { validationHook } from "../middleware/errors";
import { addPost } from "./account-routes";
import { ADMIN_TAG } from "./admin/common";
import { moreErrors, responses } from "./openapi";

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

  app.openapi(
    createRoute({
      method: "post",
      path: "/admin/users/{id}/second-factor/reset",
      tags: [ADMIN_TAG],
      summary: "重置用户的二次验证",
      description: `清除该用户的身份验证器绑定、恢复码和已记住的设备；下次登录改用短信 / 发件箱验证码，并可重新绑定。记入操作日志。需要工作人员登录，权限：${PERM.staff}（管理员）。`,
      request: { params: z.object({ id: z.uuid().openapi({ description: "用户编号" }) }) },
      responses: {
        ...responses(z.object({ id: z.string(), hadTotp: z.boolean() }), "已重置"),
        ...moreErrors({ unauthenticated: true, forbidden: `没有权限（需要 ${PERM.staff}）`, notFound: "用户" }),
      },
    }),
    async (c) => c.json(ok(await resetSecondFactor(c.get("ctx"), { userId: c.req.valid("param").id })), 200),
  );
  return app;
}
