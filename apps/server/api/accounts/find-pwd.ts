import { OpenAPIHono, z } from "@hono/zod-openapi";
import { newImageCode, recoveryCheck, recoveryListAccounts, recoverySend, recoveryUpdatePassword } from "@portal/core";
import type { AppEnv } from "../../env";
import { validationHook } from "../../middleware/errors";
import { addPost, icodeFields, icodeSchema, passwordField, sentSchema, vcodeField } from "./account-routes";

const TAG = ["找回密码"];
const channel = z.enum(["sms", "email"]);

/** Password recovery (SPEC §7 /user/findPwd/*): image code → code → choose account → new password. */
export function findPwdRoutes() {
  const app = new OpenAPIHono<AppEnv>({ defaultHook: validationHook });
  addPost(
    app,
    { path: ["/user/findPwd/code", "/user/findPwd/refreshIcode"], tags: TAG, summary: "找回密码：图形验证码", data: icodeSchema },
    async (c) => newImageCode(c.get("ctx")),
  );
  addPost(
    app,
    {
      path: "/user/findPwd/check",
      tags: TAG,
      summary: "找回密码：校验账号与图形验证码",
      description: "account 为手机号或邮箱。返回发送验证码用的许可（10 分钟内有效）。账号是否存在回答都相同。",
      body: z.object({ account: z.string().trim().min(1).max(100), ...icodeFields }),
      data: z.object({ permit: z.string(), channel, maskedTarget: z.string() }),
    },
    async (c, b) => recoveryCheck(c.get("ctx"), b),
  );
  addPost(
    app,
    {
      path: "/user/findPwd/sendVcode",
      tags: TAG,
      summary: "找回密码：发送短信验证码",
      body: z.object({ permit: z.string().max(200), phone: z.string().trim().max(20) }),
      data: sentSchema,
    },
    async (c, b) => recoverySend(c.get("ctx"), { permit: b.permit, channel: "sms", target: b.phone }),
  );
  addPost(
    app,
    {
      path: "/user/findPwd/sendEmailVcode",
      tags: TAG,
      summary: "找回密码：发送邮件验证码",
      body: z.object({ permit: z.string().max(200), email: z.string().trim().max(320) }),
      data: sentSchema,
    },
    async (c, b) => recoverySend(c.get("ctx"), { permit: b.permit, channel: "email", target: b.email }),
  );
  addPost(
    app,
    {
      path: "/user/findPwd/listAccounts",
      tags: TAG,
      summary: "找回密码：验证码正确后列出可重置的账号",
      description: "一个手机号可能关联个人账号和机构账号，由用户选择要重置的账号。",
      body: z.object({ channel: channel.default("sms"), target: z.string().trim().max(320), vcode: vcodeField }),
      data: z.object({
        ticket: z.string(),
        accounts: z.array(z.object({ id: z.string(), kind: z.enum(["personal", "org"]), label: z.string(), realname: z.string() })),
      }),
    },
    async (c, b) => recoveryListAccounts(c.get("ctx"), b),
  );
  addPost(
    app,
    {
      path: "/user/findPwd/updatePwd",
      tags: TAG,
      summary: "找回密码：设置新密码",
      description: "成功后该账号的所有会话立即失效。",
      body: z.object({ ticket: z.string().max(200), accountId: z.string().uuid(), password: passwordField }),
      data: z.object({ done: z.boolean() }),
    },
    async (c, b) => recoveryUpdatePassword(c.get("ctx"), b),
  );
  return app;
}
