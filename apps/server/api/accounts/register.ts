import { OpenAPIHono, z } from "@hono/zod-openapi";
import { inviteInfo, newImageCode, register, sendRegisterCode, sendUpgradeCode, upgradeFill, upgradeRegister } from "@portal/core";
import type { AppEnv } from "../../env";
import { validationHook } from "../../middleware/errors";
import { addPost, icodeFields, icodeSchema, passwordField, phoneField, sentSchema, vcodeField } from "./account-routes";
import { answerLogin, clientInfo, issueField, loginDataSchema } from "./auth-helpers";

const TAG = ["注册"];

/** Registration (SPEC §7 /user/reg/*) and upgrade registration for accounts created by other means. */
export function registerRoutes() {
  const app = new OpenAPIHono<AppEnv>({ defaultHook: validationHook });

  addPost(
    app,
    { path: ["/user/reg/code", "/user/reg/v3/upgrade/code"], tags: TAG, summary: "注册：获取图形验证码", data: icodeSchema },
    async (c) => newImageCode(c.get("ctx")),
  );

  addPost(
    app,
    {
      path: ["/user/reg/sendVcode", "/user/reg/loginRegVcode"],
      tags: TAG,
      summary: "注册：发送短信验证码",
      description: "需先填写图形验证码。已注册的手机号收到提示短信而不是验证码，接口回答与新手机号相同。",
      body: z.object({ phone: phoneField, ...icodeFields }),
      data: sentSchema,
    },
    async (c, b) => sendRegisterCode(c.get("ctx"), b),
  );

  addPost(
    app,
    {
      path: ["/user/reg/v3/std/register", "/user/reg/loginReg"],
      tags: TAG,
      summary: "注册并登录",
      description: "手机号 + 短信验证码 + 密码（8–128 位，不能是常见密码），须勾选同意《用户协议》《隐私政策》（agree=true）；邀请码可选。",
      body: z.object({
        phone: phoneField,
        vcode: vcodeField,
        password: passwordField,
        agree: z.boolean(),
        inviteCode: z.string().trim().max(16).optional(),
        realname: z.string().trim().max(30).optional(),
        issue: issueField,
      }),
      data: loginDataSchema,
    },
    async (c, b) => answerLogin(c, await register(c.get("ctx"), b, clientInfo(c)), b.issue),
  );

  addPost(
    app,
    {
      path: "/user/reg/invite/info",
      tags: TAG,
      summary: "邀请码信息",
      body: z.object({ code: z.string().trim().max(16) }),
      data: z.object({ valid: z.boolean(), inviterName: z.string().nullable() }),
    },
    async (c, b) => {
      const info = await inviteInfo(c.get("ctx"), b.code);
      return { valid: Boolean(info), inviterName: info?.inviterName ?? null };
    },
  );

  addPost(
    app,
    {
      path: "/user/reg/v3/upgrade/send",
      tags: TAG,
      summary: "升级注册：发送短信验证码",
      description: "需已登录（如微信创建的账号）。",
      body: z.object({ phone: phoneField, ...icodeFields }),
      data: sentSchema,
    },
    async (c, b) => sendUpgradeCode(c.get("ctx"), b),
  );
  addPost(
    app,
    {
      path: "/user/reg/v3/upgrade/register",
      tags: TAG,
      summary: "升级注册：绑定手机号并设置密码",
      body: z.object({ phone: phoneField, vcode: vcodeField, password: passwordField, agree: z.boolean() }),
      data: z.object({ phone: z.string() }),
    },
    async (c, b) => upgradeRegister(c.get("ctx"), b),
  );
  addPost(
    app,
    {
      path: "/user/reg/v3/upgrade/fill",
      tags: TAG,
      summary: "升级注册：完善姓名",
      body: z.object({ realname: z.string().max(30) }),
      data: z.object({ realname: z.string() }),
    },
    async (c, b) => upgradeFill(c.get("ctx"), b),
  );
  return app;
}
