import { createRoute, OpenAPIHono, z } from "@hono/zod-openapi";
import { ok, paged } from "@portal/contract";
import {
  adminUserDisable,
  adminUserEnable,
  adminUserGrantMembership,
  adminUserListPaged,
  GRANTABLE_PLANS,
  PERM,
  resetSecondFactor,
} from "@portal/core";
import type { AppEnv } from "../../env";
import { validationHook } from "../../middleware/errors";
import { ADMIN_TAG, adminPagedRouteConfig, adminRouteConfig, pageQuery } from "../admin/common";

const userId = z.uuid("用户编号不正确").openapi({ description: "用户编号" });
// Empty or too long is answered by the service, in words (原因不能为空 …).
const reason = z.string().max(1000).openapi({ description: "原因（至多 200 字），记入操作日志" });
const userRow = z
  .object({
    id: z.string(),
    maskedPhone: z.string().nullable().openapi({ example: "138****5678" }),
    realname: z.string(),
    account: z.string().nullable().openapi({ description: "机构账号的登录名，或没有手机号的人的邮箱" }),
    status: z.string().openapi({ description: "active 正常；disabled 已停用；deleting 注销冷静期" }),
    statusText: z.string(),
    registeredOn: z.string().openapi({ description: "注册日期 YYYY-MM-DD（北京时间）" }),
    plan: z.string().openapi({ description: "当前生效的会员等级：FREE 免费版；MEMBER 会员；ENTERPRISE 企业版" }),
    planName: z.string(),
    planEndsOn: z.string().nullable().openapi({ description: "会员到期日；免费版为空" }),
    planCompany: z.string().nullable().openapi({ description: "会员来自所属机构时为机构名称" }),
    orgs: z.array(z.string()).openapi({ description: "所属机构" }),
    roles: z.array(z.string()).openapi({ description: "工作人员角色；普通用户为空" }),
    lastLoginAt: z.string().nullable().openapi({ description: "最近登录 YYYY-MM-DD HH:mm（北京时间）" }),
  })
  .openapi("AdminUser");
const changed = z.object({ id: z.string(), status: z.string() });

const verb = <B extends z.ZodTypeAny, D extends z.ZodTypeAny>(v: string, summary: string, description: string, body: B, data: D) =>
  createRoute(adminRouteConfig({ area: "users", verb: v, summary, description, permission: PERM.users, body, data }));

const routes = {
  list: createRoute(
    adminPagedRouteConfig({
      area: "users",
      summary: "用户列表",
      description: "按手机号（完整或后 4 位）、姓名、用户编号或机构名称查找；新注册的在前",
      permission: PERM.users,
      body: pageQuery.extend({
        keyword: z.string().max(50).optional(),
        status: z.enum(["active", "disabled", "deleting"]).optional().openapi({ description: "不填为全部（已注销的不列出）" }),
      }),
      row: userRow,
    }),
  ),
  disable: verb(
    "disable",
    "停用用户",
    "立即结束其全部登录，之后登录会被拒绝；不能停用自己或级别更高的工作人员；原因记入操作日志",
    z.object({ userId, reason }),
    changed,
  ),
  enable: verb("enable", "启用用户", "恢复登录；记入操作日志", z.object({ userId, reason: reason.optional() }), changed),
  grant: verb(
    "grantMembership",
    "赠送会员",
    "与购买得到的会员相同（接在同等级会员之后），不生成订单；原因记入操作日志",
    z.object({
      userId,
      plan: z.enum(GRANTABLE_PLANS).openapi({ description: "MEMBER 会员；ENTERPRISE 企业版" }),
      days: z.number().openapi({ description: "天数，1 至 3660 的整数" }),
      reason,
    }),
    z.object({ id: z.string(), startsOn: z.string(), endsOn: z.string() }),
  ),
  // Its body is empty, the user is in the path.
  resetSecondFactor: createRoute({
    method: "post",
    path: "/admin/users/{id}/second-factor/reset",
    tags: [ADMIN_TAG],
    summary: "重置二次验证",
    description: `清除该用户的身份验证器绑定、恢复码、记住的设备与未完成的二次验证，下次登录改用短信 / 发件箱验证码并可重新绑定；记入操作日志。需要工作人员登录，权限：${PERM.users}；对象是工作人员时还需 ${PERM.staff}（管理员）。`,
    request: { params: z.object({ id: userId }) },
    responses: adminRouteConfig({
      area: "users",
      verb: "x",
      summary: "重置二次验证",
      permission: PERM.users,
      body: z.object({}),
      data: z.object({
        id: z.string(),
        hadTotp: z.boolean().openapi({ description: "是否清除了已绑定的身份验证器" }),
        devices: z.number().int().openapi({ description: "清除的已记住设备数" }),
      }),
    }).responses,
  }),
};

/** /api/admin/users/*: 用户管理 — find accounts, disable / enable, reset the second factor, grant membership. */
export function adminUserRoutes() {
  const app = new OpenAPIHono<AppEnv>({ defaultHook: validationHook });
  app.openapi(routes.list, async (c) => {
    const r = await adminUserListPaged(c.get("ctx"), c.req.valid("json") ?? {});
    return c.json(paged(r.records, r.total, r), 200);
  });
  app.openapi(routes.disable, async (c) => c.json(ok(await adminUserDisable(c.get("ctx"), c.req.valid("json"))), 200));
  app.openapi(routes.enable, async (c) => c.json(ok(await adminUserEnable(c.get("ctx"), c.req.valid("json"))), 200));
  app.openapi(routes.grant, async (c) => c.json(ok(await adminUserGrantMembership(c.get("ctx"), c.req.valid("json"))), 200));
  app.openapi(routes.resetSecondFactor, async (c) =>
    c.json(ok(await resetSecondFactor(c.get("ctx"), { userId: c.req.valid("param").id })), 200),
  );
  return app;
}
