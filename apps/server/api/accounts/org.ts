import { OpenAPIHono, z } from "@hono/zod-openapi";
import { ok } from "@portal/contract";
import {
  answerOrgInvitation,
  createOrganization,
  inviteOrgMember,
  leaveOrganization,
  myOrganizations,
  myOrgInvitations,
  organizationDetail,
  orgName,
  pendingOrgInvitations,
  removeOrgMember,
  renameOrganization,
  revokeOrgInvitation,
  setOrgMemberRole,
} from "@portal/core";
import type { AppEnv } from "../../env";
import { validationHook } from "../../middleware/errors";
import type { LimiterFactory } from "../../middleware/rate-limit";
import { moreErrors, postRoutes, responses } from "../openapi";
import { phoneField } from "./account-routes";

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
const invitationId = z.string().uuid().openapi({ description: "邀请编号" });
const invitationSent = z.object({
  invitationId: z.string(),
  maskedPhone: z.string().openapi({ example: "138****1234" }),
  expiresAt: z.string().openapi({ description: "过期时间（ISO 8601），发出后 7 天" }),
});
const pendingInvitation = z.object({ id: z.string(), maskedPhone: z.string(), createdAt: z.string(), expiresAt: z.string() });
const myInvitation = z.object({
  id: z.string(),
  orgName: z.string(),
  inviter: z.string().openapi({ description: "邀请人姓名" }),
  createdAt: z.string(),
  expiresAt: z.string(),
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
  // Invitations reach phones (SMS); creating takes names. Neither is done in bulk by people. The
  // service also caps invitations per organisation and administrator per day (issue 29).
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
      "按手机号邀请成员",
      z.object({ companyId, phone: phoneField }),
      {
        ...responses(invitationSent, "已发送邀请（无论该手机号是否已注册，回答都相同）"),
        ...moreErrors({ ...adminOnly, conflict: "该用户已是本机构成员" }),
      },
      "对方在消息中心接受后才成为成员；配置了短信服务时另发一条短信。同一手机号已有待处理邀请时不重复发送。每个机构每天最多 30 条、每位管理员每天最多 50 条。",
    ),
    async (c) => c.json(ok(await inviteOrgMember(c.get("ctx"), c.req.valid("json"))), 200),
  );
  app.openapi(
    post("/user/org/invitation/list", "待处理的邀请", z.object({ companyId }), {
      ...responses(z.array(pendingInvitation), "未过期的待处理邀请（只显示打码手机号）"),
      ...moreErrors(adminOnly),
    }),
    async (c) => c.json(ok(await pendingOrgInvitations(c.get("ctx"), c.req.valid("json"))), 200),
  );
  app.openapi(
    post("/user/org/invitation/revoke", "撤回邀请", z.object({ companyId, id: invitationId }), {
      ...responses(z.object({ revoked: z.boolean() }), "已撤回"),
      ...moreErrors({ ...adminOnly, notFound: "邀请" }),
    }),
    async (c) => c.json(ok(await revokeOrgInvitation(c.get("ctx"), c.req.valid("json"))), 200),
  );
  app.openapi(
    post("/user/org/invitation/mine", "我收到的机构邀请", z.object({}).optional(), {
      ...responses(z.array(myInvitation), "发给我手机号的待处理邀请"),
      ...moreErrors({ unauthenticated: true }),
    }),
    async (c) => c.json(ok(await myOrgInvitations(c.get("ctx"))), 200),
  );
  for (const [path, summary, accept] of [
    ["/user/org/invitation/accept", "接受机构邀请", true],
    ["/user/org/invitation/decline", "拒绝机构邀请", false],
  ] as const) {
    app.openapi(
      post(path, summary, z.object({ id: invitationId }), {
        ...responses(z.object({ companyId: z.string(), accepted: z.boolean() }), accept ? "已加入机构" : "已拒绝"),
        ...moreErrors({ unauthenticated: true, notFound: "邀请", conflict: "邀请已过期或已处理" }),
      }),
      async (c) => c.json(ok(await answerOrgInvitation(c.get("ctx"), { id: c.req.valid("json").id, accept })), 200),
    );
  }
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
