import { createRoute, OpenAPIHono, z } from "@hono/zod-openapi";
import { ok, paged } from "@portal/contract";
import { adminAuditListPaged, adminStaffCreate, adminStaffDisable, adminStaffListPaged, adminStaffUpdateRoles, PERM } from "@portal/core";
import type { AppEnv } from "../../env";
import { validationHook } from "../../middleware/errors";
import { adminPagedRouteConfig, adminRouteConfig, dayInput, pageQuery } from "./common";

const role = z.enum(["admin", "editor", "operator"]).openapi({ description: "admin 管理员，editor 编辑，operator 运营" });
const staffRow = z
  .object({
    id: z.string(),
    phone: z.string().nullable(),
    realname: z.string(),
    status: z.string(),
    createdAt: z.string(),
    roles: z.array(z.string()),
  })
  .openapi("AdminStaff");
const userId = z.uuid().openapi({ description: "用户编号" });

const auditRow = z
  .object({
    id: z.number().int(),
    at: z.string().openapi({ description: "时间（北京时间）" }),
    actorType: z.string(),
    actorId: z.string().nullable(),
    actorName: z.string().nullable(),
    actorPhone: z.string().nullable(),
    action: z.string().openapi({ example: "news.update" }),
    targetType: z.string().nullable(),
    targetId: z.string().nullable(),
    ip: z.string().nullable(),
    detail: z.record(z.string(), z.unknown()).nullable().openapi({ description: "改动前后（before / after，只含变化的字段）" }),
  })
  .openapi("AuditEntry");

const routes = {
  list: createRoute(
    adminPagedRouteConfig({
      area: "staff",
      summary: "工作人员列表",
      permission: PERM.staff,
      body: pageQuery.extend({ keyword: z.string().max(30).optional(), role: role.optional() }),
      row: staffRow,
    }),
  ),
  create: createRoute(
    adminRouteConfig({
      area: "staff",
      verb: "create",
      summary: "添加工作人员",
      description: "手机号已注册则授予角色，否则新建无密码账号（本人用短信验证码登录后设置密码）",
      permission: PERM.staff,
      body: z.object({ phone: z.string().regex(/^1[3-9]\d{9}$/), realname: z.string().min(1).max(20), roles: z.array(role).min(1).max(3) }),
      data: z.object({ id: z.string() }),
    }),
  ),
  updateRoles: createRoute(
    adminRouteConfig({
      area: "staff",
      verb: "updateRoles",
      summary: "修改工作人员角色",
      description: "至少保留一名管理员",
      permission: PERM.staff,
      body: z.object({ userId, roles: z.array(role).min(1).max(3) }),
      data: z.object({ id: z.string(), roles: z.array(z.string()) }),
    }),
  ),
  disable: createRoute(
    adminRouteConfig({
      area: "staff",
      verb: "disable",
      summary: "停用工作人员",
      description: "收回全部角色并立即结束其登录；不能停用自己",
      permission: PERM.staff,
      body: z.object({ userId }),
      data: z.object({ id: z.string() }),
    }),
  ),
  audit: createRoute(
    adminPagedRouteConfig({
      area: "audit",
      summary: "操作日志",
      description: "工作人员的每一次改动（谁、做了什么、何时、改动前后），新的在前；可按操作人、操作、对象与日期筛选",
      permission: PERM.audit,
      body: pageQuery.extend({
        actorId: z.string().max(64).optional(),
        action: z.string().max(40).optional(),
        targetType: z.string().max(20).optional(),
        targetId: z.string().max(64).optional(),
        from: dayInput.optional(),
        to: dayInput.optional(),
      }),
      row: auditRow,
    }),
  ),
};

export function adminStaffRoutes() {
  const app = new OpenAPIHono<AppEnv>({ defaultHook: validationHook });
  app.openapi(routes.list, async (c) => {
    const r = await adminStaffListPaged(c.get("ctx"), c.req.valid("json") ?? {});
    return c.json(paged(r.records, r.total, r), 200);
  });
  app.openapi(routes.create, async (c) => c.json(ok(await adminStaffCreate(c.get("ctx"), c.req.valid("json"))), 200));
  app.openapi(routes.updateRoles, async (c) => c.json(ok(await adminStaffUpdateRoles(c.get("ctx"), c.req.valid("json"))), 200));
  app.openapi(routes.disable, async (c) => c.json(ok(await adminStaffDisable(c.get("ctx"), c.req.valid("json"))), 200));
  app.openapi(routes.audit, async (c) => {
    const r = await adminAuditListPaged(c.get("ctx"), c.req.valid("json") ?? {});
    return c.json(paged(r.records, r.total, r), 200);
  });
  return app;
}
