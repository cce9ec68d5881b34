import { OpenAPIHono, z } from "@hono/zod-openapi";
import { ok } from "@portal/contract";
import {
  createOrganization,
  inviteOrgMember,
  leaveOrganization,
  myOrganizations,
  organizationDetail,
  orgName,
  removeOrgMember,
  renameOrganization,
  setOrgMemberRole,
} from "@portal/core";
import type { AppEnv } from "../env";
import { validationHook } from "../middleware/errors";
import type { LimiterFactory } from "../middleware/rate-limit";
import { phoneField } from "./account-routes";
import { moreErrors, postRoutes, responses } from "./openapi";

const post = postRoutes("机构平台");

const companyId = z.string().uuid().openapi({ description: "机构编号" });
const userId = z.string().uuid().openapi({ description: "成员的用户编号" });
const role = z.enum(["admin", "member"]).openapi({ description: "admin 管理员，member 成员" });
// Loose limits here; the service checks length and form and answers in Chinese.
const nameField = z.string().max(200).openapi({ description: "机构名称，1–50 个字", example: "筑信示范工程有限公司" });
const codeField = z.string().max(100).openapi({ description: "机构代码（机构登录时填写）：2–20 位字母、数字、_ 或 -", example: "zhuxin" });

const plan = z.object({ code: z.string(), name: z.string().openapi({ description: "免费版、会员或企业版" }) });
const orgHead = z.object({
  id: z.string(),
  name: z.string(),
  code: z.string(),
  role,
  plan,
  createdAt: z.string().openapi({ description: "北京时间 YYYY-MM-DD" }),
});
const member = z.object({
  userId: z.string(),
  maskedPhone: z.string().nullable().openapi({ example: "139****0001" }),
  username: z.string().nullable().openapi({ description: "机构账号的登录名；个人账号为 null" }),
  realname: z.string(),
  role,
  joinedAt: z.string().openapi({ description: "北京时间 YYYY-MM-DD" }),
  self: z.boolean(),
});
const orgRow = z.object({
  id: z.string(),
  name: z.string(),
  code: z.string(),
  role,
  memberCount: z.number().int(),
  current: z.boolean().openapi({ description: "当前会话代表的机构" }),
});

const signed = { unauthenticated: true, notFound: "机构" };
const adminOnly = { ...signed, forbidden: "只有机构管理员可以进行此操作" };

/** The organisation platform (/backService, issue 10) and SPEC §7 /ai/userOrgName/update, get. */
export function orgRoutes(limit: LimiterFactory) {
  const app = new OpenAPIHono<AppEnv>({ defaultHook: validationHook });
  // Inviting answers whether a phone is registered; creating takes names. Neither is done in bulk by people.
  app.use("/user/org/member/invite", limit({ name: "org-invite", points: 60, durationSec: 3600 }));
  app.use("/user/org/create", limit({ name: "org-create", points: 10, durationSec: 3600 }));

  app.openapi(
    post(
      "/ai/userOrgName/get",
      "机构名称",
      z.object({ companyId: companyId.optional() }).optional(),
      {
        ...responses(orgHead, "机构名称、代码、套餐与我的角色"),
        ...moreErrors(signed),
      },
      "不传 companyId 时为当前会话代表的机构（机构登录或切换机构），否则为默认机构。",
    ),
    async (c) => c.json(ok(await orgName(c.get("ctx"), c.req.valid("json") ?? {})), 200),
  );
  app.openapi(
    post(
      "/ai/userOrgName/update",
      "修改机构名称",
      z.object({ companyId: companyId.optional(), name: nameField }),
      { ...responses(z.object({ id: z.string(), name: z.string() }), "新名称"), ...moreErrors(adminOnly) },
      "仅机构管理员。不传 companyId 时为当前会话代表的机构。",
    ),
    async (c) => c.json(ok(await renameOrganization(c.get("ctx"), c.req.valid("json"))), 200),
  );

  app.openapi(
    post("/user/org/list", "我的机构", z.object({}).optional(), { ...responses(z.array(orgRow), "我所在的机构"), ...moreErrors(signed) }),
    async (c) => c.json(ok(await myOrganizations(c.get("ctx"))), 200),
  );
  app.openapi(
    post("/user/org/create", "创建机构", z.object({ name: nameField, code: codeField }), {
      ...responses(z.object({ id: z.string(), name: z.string(), code: z.string(), role }), "新机构；创建者为管理员"),
      ...moreErrors({ unauthenticated: true, conflict: "机构代码已被使用" }),
    }),
    async (c) => c.json(ok(await createOrganization(c.get("ctx"), c.req.valid("json"))), 200),
  );
  app.openapi(
    post("/user/org/get", "机构详情与成员", z.object({ companyId }), {
      ...responses(orgHead.extend({ members: z.array(member) }), "机构与成员（手机号已打码）"),
      ...moreErrors(signed),
    }),
    async (c) => c.json(ok(await organizationDetail(c.get("ctx"), c.req.valid("json"))), 200),
  );
  app.openapi(
    post(
      "/user/org/member/invite",
      "按手机号添加成员",
      z.object({ companyId, phone: phoneField }),
      { ...responses(member, "新成员"), ...moreErrors({ ...adminOnly, conflict: "该用户已是本机构成员" }) },
      "该手机号须已在本站注册（否则 404 并提示先注册），添加后立即成为成员。",
    ),
    async (c) => c.json(ok(await inviteOrgMember(c.get("ctx"), c.req.valid("json"))), 200),
  );
  app.openapi(
    post("/user/org/member/remove", "移除成员", z.object({ companyId, userId }), {
      ...responses(z.object({ removed: z.boolean() }), "已移除"),
      ...moreErrors({ ...adminOnly, conflict: "机构至少需要一位管理员" }),
    }),
    async (c) => c.json(ok(await removeOrgMember(c.get("ctx"), c.req.valid("json"))), 200),
  );
  app.openapi(
    post("/user/org/member/role", "设置成员角色", z.object({ companyId, userId, role }), {
      ...responses(z.object({ userId: z.string(), role }), "新角色"),
      ...moreErrors({ ...adminOnly, conflict: "机构至少需要一位管理员" }),
    }),
    async (c) => c.json(ok(await setOrgMemberRole(c.get("ctx"), c.req.valid("json"))), 200),
  );
  app.openapi(
    post("/user/org/leave", "退出机构", z.object({ companyId }), {
      ...responses(z.object({ left: z.boolean() }), "已退出"),
      ...moreErrors({ ...signed, conflict: "唯一的管理员须先指定其他管理员" }),
    }),
    async (c) => c.json(ok(await leaveOrganization(c.get("ctx"), c.req.valid("json"))), 200),
  );
  return app;
}
