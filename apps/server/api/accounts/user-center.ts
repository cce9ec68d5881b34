import { createRoute, OpenAPIHono, z } from "@hono/zod-openapi";
import { ok } from "@portal/contract";
import {
  changeContact,
  changePassword,
  exportMyData,
  getProfile,
  listMySessions,
  loginHistory,
  myCompanies,
  myIdentities,
  reauthenticate,
  requestDeletion,
  requireUser,
  revokeMySession,
  sendChangeCode,
  switchCompany,
  updateProfile,
  uploadAvatar,
} from "@portal/core";
import type { AppEnv } from "../../env";
import { validationHook } from "../../middleware/errors";
import { clearSessionCookie } from "../../middleware/session";
import { addPost, passwordField, sentSchema, vcodeField } from "./account-routes";
import { answerLogin, clientInfo, loginDataSchema } from "./auth-helpers";

const TAG = ["个人中心"];
const profileSchema = z
  .object({
    id: z.string(),
    realname: z.string(),
    avatarUrl: z.string().nullable(),
    phone: z.string().nullable(),
    email: z.string().nullable(),
    username: z.string().nullable(),
    hasPassword: z.boolean(),
    inviteCode: z.string().nullable(),
    status: z.string(),
    deletionRequestedAt: z.string().nullable(),
    createdAt: z.string(),
  })
  .openapi("Profile");

/** Personal center (个人中心): every call acts on the logged-in user only. */
export function userCenterRoutes() {
  const app = new OpenAPIHono<AppEnv>({ defaultHook: validationHook });
  profileRoutes(app);
  securityRoutes(app);
  myDataRoutes(app);
  identityRoutes(app);
  return app;
}

/** The profile and the avatar. */
function profileRoutes(app: OpenAPIHono<AppEnv>) {
  addPost(app, { path: "/user/center/profile/get", tags: TAG, summary: "个人资料", data: profileSchema }, async (c) =>
    getProfile(c.get("ctx")),
  );
  addPost(
    app,
    {
      path: "/user/center/profile/update",
      tags: TAG,
      summary: "修改姓名",
      body: z.object({ realname: z.string().max(30) }),
      data: z.object({ realname: z.string(), points: z.number().int().openapi({ description: "首次填写姓名获得的积分，否则 0" }) }),
    },
    async (c, b) => updateProfile(c.get("ctx"), b),
  );

  app.openapi(
    createRoute({
      method: "post",
      path: "/user/center/avatar/upload",
      tags: TAG,
      summary: "上传头像",
      description: "multipart/form-data，字段 file；PNG、JPG 或 WebP，不超过 1 MB（按文件内容判断类型）。",
      request: {
        body: { content: { "multipart/form-data": { schema: z.object({ file: z.any().openapi({ type: "string", format: "binary" }) }) } } },
      },
      responses: {
        200: {
          description: "头像地址",
          content: {
            "application/json": { schema: z.object({ code: z.string(), msg: z.string(), data: z.object({ avatarUrl: z.string() }) }) },
          },
        },
      },
    }),
    async (c) => {
      requireUser(c.get("ctx"));
      // The route's multipart validator has already read the body; take the file from it.
      const file = (c.req.valid("form") as { file?: unknown }).file as File | string | undefined;
      const bytes = file && typeof file !== "string" ? new Uint8Array(await file.arrayBuffer()) : new Uint8Array();
      return c.json(ok(await uploadAvatar(c.get("ctx"), { bytes })), 200);
    },
  );
}

/** Password, re-authentication, phone and e-mail, and the devices logged in. */
function securityRoutes(app: OpenAPIHono<AppEnv>) {
  addPost(
    app,
    {
      path: "/user/center/password/change",
      tags: TAG,
      summary: "修改密码",
      description: "需要当前密码。成功后其他设备上的会话全部结束，本设备换发新会话。",
      body: z.object({ oldPassword: passwordField, newPassword: passwordField }),
      data: loginDataSchema,
    },
    async (c, b) => answerLogin(c, await changePassword(c.get("ctx"), b, clientInfo(c))),
  );
  addPost(
    app,
    {
      path: "/user/center/reauth",
      tags: TAG,
      summary: "重新验证身份（修改手机号或邮箱前）",
      body: z.object({ password: passwordField }),
      data: z.object({ reauthTicket: z.string() }),
    },
    async (c, b) => reauthenticate(c.get("ctx"), b),
  );
  addPost(
    app,
    {
      path: "/user/center/contact/send",
      tags: TAG,
      summary: "向新手机号或邮箱发送验证码",
      body: z.object({ channel: z.enum(["sms", "email"]), target: z.string().trim().max(320) }),
      data: sentSchema,
    },
    async (c, b) => sendChangeCode(c.get("ctx"), b),
  );
  addPost(
    app,
    {
      path: "/user/center/contact/change",
      tags: TAG,
      summary: "更换手机号或邮箱",
      body: z.object({
        reauthTicket: z.string().max(200),
        channel: z.enum(["sms", "email"]),
        target: z.string().trim().max(320),
        vcode: vcodeField,
      }),
      data: z.object({ changed: z.boolean() }),
    },
    async (c, b) => changeContact(c.get("ctx"), b),
  );

  const sessionRow = z.object({
    id: z.string(),
    userAgent: z.string(),
    device: z.string(),
    ip: z.string(),
    method: z.string(),
    createdAt: z.string(),
    lastSeenAt: z.string(),
    current: z.boolean(),
  });
  addPost(app, { path: "/user/center/sessions/list", tags: TAG, summary: "登录中的设备", data: z.array(sessionRow) }, async (c) =>
    listMySessions(c.get("ctx")),
  );
  addPost(
    app,
    {
      path: "/user/center/sessions/revoke",
      tags: TAG,
      summary: "下线某个设备",
      body: z.object({ sessionId: z.string().uuid() }),
      data: z.object({ revoked: z.boolean() }),
    },
    async (c, b) => revokeMySession(c.get("ctx"), b.sessionId),
  );
}

/** Reading history, the export of one's data and the request to delete the account. */
function myDataRoutes(app: OpenAPIHono<AppEnv>) {
  addPost(
    app,
    {
      path: "/user/center/history/list",
      tags: TAG,
      summary: "登录记录",
      body: z.object({ current: z.number().int().min(1).max(1000).default(1), size: z.number().int().min(1).max(100).default(20) }),
      data: z.array(
        z.object({ at: z.string(), action: z.string(), actionText: z.string(), ip: z.string().nullable(), method: z.string() }),
      ),
    },
    async (c, b) => loginHistory(c.get("ctx"), b),
  );

  app.openapi(
    createRoute({
      method: "get",
      path: "/user/center/export",
      tags: TAG,
      summary: "导出我的数据（JSON 下载）",
      responses: { 200: { description: "个人数据 JSON 文件", content: { "application/json": { schema: z.object({}).passthrough() } } } },
    }),
    async (c) => {
      const data = await exportMyData(c.get("ctx"));
      c.header("Content-Disposition", `attachment; filename="my-data-${data.exportedAt.slice(0, 10)}.json"`);
      c.header("Cache-Control", "no-store");
      return c.json(data as Record<string, unknown>, 200);
    },
  );

  addPost(
    app,
    {
      path: "/user/center/deletion/request",
      tags: TAG,
      summary: "注销账号（15 天冷静期）",
      description: "confirm 须为“注销账号”；冷静期内重新登录即撤销注销。",
      body: z.object({ password: z.string().max(200).optional(), confirm: z.string().max(10) }),
      data: z.object({ purgeAt: z.string() }),
    },
    async (c, b) => {
      const result = await requestDeletion(c.get("ctx"), b);
      clearSessionCookie(c);
      return result;
    },
  );
}

/** The identities bound to the account and the companies one may act for. */
function identityRoutes(app: OpenAPIHono<AppEnv>) {
  addPost(
    app,
    {
      path: "/user/center/identities/list",
      tags: TAG,
      summary: "已绑定的第三方账号",
      data: z.array(z.object({ provider: z.string(), nickname: z.string(), createdAt: z.string() })),
    },
    async (c) => myIdentities(c.get("ctx")),
  );
  addPost(
    app,
    {
      path: "/user/center/companies/list",
      tags: TAG,
      summary: "我的机构",
      data: z.array(z.object({ id: z.string(), name: z.string(), code: z.string(), current: z.boolean() })),
    },
    async (c) => myCompanies(c.get("ctx")),
  );
  addPost(
    app,
    {
      path: "/user/auth/switchCom",
      tags: ["登录与会话"],
      summary: "切换机构",
      body: z.object({ companyId: z.string().uuid() }),
      data: z.object({ companyId: z.string() }),
    },
    async (c, b) => switchCompany(c.get("ctx"), b),
  );
}
