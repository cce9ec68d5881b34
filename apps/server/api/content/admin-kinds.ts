import { createRoute, OpenAPIHono, z } from "@hono/zod-openapi";
import { ok, PROJECT_TYPES, paged } from "@portal/contract";
import {
  ADMIN_KINDS,
  type AdminKind,
  adminAgreementGet,
  adminAgreementSave,
  adminKindGet,
  adminKindList,
  adminKindWrite,
  PERM,
} from "@portal/core";
import type { AppEnv } from "../../env";
import { validationHook } from "../../middleware/errors";
import { adminPagedRouteConfig, adminRouteConfig, dayInput, idBody, idResult, intId, pageQuery, timeInput } from "../admin/common";

const text = (max: number) => z.string().max(max);
const publication = {
  state: z.enum(["DRAFT", "PUBLISHED"]).optional().openapi({ description: "DRAFT 草稿；PUBLISHED 发布（publishAt 在将来即定时发布）" }),
  publishAt: timeInput.nullish(),
};
const sort = z.number().int().min(0).max(100_000).optional();

/** What staff enter for each kind; the content services check the rest (lengths, sanitizing). */
const FIELDS = {
  product: {
    name: text(50),
    slogan: text(100).nullish(),
    summary: text(500).optional(),
    features: z.array(text(100)).max(12).optional(),
    content: text(500_000).optional(),
    coverUrl: text(500).nullish(),
    sort,
  },
  productLog: { productId: intId.nullish(), version: text(30), releaseDate: dayInput, title: text(100), content: text(500_000).optional() },
  solution: {
    projectType: z.enum(Object.keys(PROJECT_TYPES) as [keyof typeof PROJECT_TYPES, ...(keyof typeof PROJECT_TYPES)[]]),
    title: text(100),
    summary: text(500).optional(),
    content: text(500_000).optional(),
    coverUrl: text(500).nullish(),
    sort,
  },
  helpDoc: { dirId: intId.nullish(), title: text(100), content: text(500_000).optional(), resNumber: text(32).optional(), sort },
  job: {
    title: text(50),
    city: text(20),
    department: text(30),
    headcount: z.number().int().min(1).max(999).optional(),
    salary: text(30).nullish(),
    education: text(20).nullish(),
    experience: text(20).nullish(),
    duty: text(5000).optional(),
    requirement: text(5000).optional(),
    sort,
  },
  studyDoc: {
    type: z.enum(["NORMAL", "POLICY", "PAPER"]).openapi({ description: "NORMAL 标准规范，POLICY 政策法规，PAPER 论文" }),
    catId: intId.nullish(),
    title: text(150),
    code: text(60).nullish(),
    issuer: text(100).nullish(),
    issueDate: dayInput.nullish(),
    effectiveDate: dayInput.nullish(),
    status: text(20).nullish(),
    replacedBy: text(60).nullish(),
    edition: text(30).nullish(),
    memo: text(500).nullish(),
    content: text(500_000).optional(),
    needLogin: z.boolean().optional(),
  },
} satisfies Record<AdminKind, z.ZodRawShape>;

const row = z
  .object({
    id: z.number().int(),
    title: z.string(),
    status: z.enum(["DRAFT", "SCHEDULED", "PUBLISHED"]),
    publishAt: z.string().nullable(),
    updatedAt: z.string(),
  })
  .openapi("AdminContentRow");
const agreementKind = z.enum(["service", "privacy"]).openapi({ description: "service 用户服务协议，privacy 隐私政策" });
const agreement = z.object({ title: text(50).min(1), version: text(20).min(1), effectiveDate: dayInput, content: text(500_000).min(1) });

/** /api/admin/<kind>/listPaged|get|create|update|publish|unpublish|remove for every kind besides news, and agreements. */
export function adminOtherContentRoutes() {
  const app = new OpenAPIHono<AppEnv>({ defaultHook: validationHook });
  for (const kind of Object.keys(FIELDS) as AdminKind[]) {
    const label = ADMIN_KINDS[kind].label;
    const shape = { ...FIELDS[kind], ...publication };
    const partial = z.object(shape).partial();
    const list = createRoute(
      adminPagedRouteConfig({
        area: kind,
        summary: `${label}列表（后台）`,
        description: `全部状态的${label}，按最近修改倒序，可按名称搜索、按状态筛选`,
        permission: PERM.contentRead,
        body: pageQuery.extend({
          keyword: text(50).optional(),
          status: z.enum(["DRAFT", "SCHEDULED", "PUBLISHED"]).optional(),
          type: text(10).optional(),
        }),
        row,
      }),
    );
    const verb = <B extends z.ZodTypeAny>(v: string, summary: string, permission: string, body: B) =>
      createRoute(adminRouteConfig({ area: kind, verb: v, summary: `${summary}${label}`, permission, body, data: idResult }));
    app.openapi(list, async (c) => {
      const r = await adminKindList(c.get("ctx"), kind, c.req.valid("json") ?? {});
      return c.json(paged(r.records, r.total, r), 200);
    });
    app.openapi(
      createRoute(
        adminRouteConfig({
          area: kind,
          verb: "get",
          summary: `${label}详情（后台）`,
          permission: PERM.contentRead,
          body: idBody,
          data: z.record(z.string(), z.unknown()),
        }),
      ),
      async (c) => c.json(ok(await adminKindGet(c.get("ctx"), kind, c.req.valid("json").id)), 200),
    );
    app.openapi(verb("create", "新建", PERM.contentWrite, z.object(shape)), async (c) =>
      c.json(ok(await adminKindWrite(c.get("ctx"), kind, "create", { data: c.req.valid("json") })), 200),
    );
    app.openapi(verb("update", "修改", PERM.contentWrite, partial.extend({ id: intId })), async (c) => {
      const { id, ...data } = c.req.valid("json");
      return c.json(ok(await adminKindWrite(c.get("ctx"), kind, "update", { id, data })), 200);
    });
    app.openapi(verb("publish", "发布", PERM.contentPublish, z.object({ id: intId, publishAt: timeInput.optional() })), async (c) => {
      const { id, publishAt } = c.req.valid("json");
      return c.json(ok(await adminKindWrite(c.get("ctx"), kind, "publish", { id, at: publishAt })), 200);
    });
    app.openapi(verb("unpublish", "撤回", PERM.contentPublish, idBody), async (c) =>
      c.json(ok(await adminKindWrite(c.get("ctx"), kind, "unpublish", { id: c.req.valid("json").id })), 200),
    );
    app.openapi(verb("remove", "删除", PERM.contentWrite, idBody), async (c) =>
      c.json(ok(await adminKindWrite(c.get("ctx"), kind, "remove", { id: c.req.valid("json").id })), 200),
    );
  }
  const agreementOut = z.object({
    kind: z.string(),
    title: z.string(),
    version: z.string(),
    effectiveDate: z.string(),
    content: z.string(),
  });
  app.openapi(
    createRoute(
      adminRouteConfig({
        area: "agreement",
        verb: "get",
        summary: "读取协议",
        permission: PERM.contentRead,
        body: z.object({ kind: agreementKind }),
        data: agreementOut,
      }),
    ),
    async (c) => c.json(ok(await adminAgreementGet(c.get("ctx"), c.req.valid("json").kind)), 200),
  );
  app.openapi(
    createRoute(
      adminRouteConfig({
        area: "agreement",
        verb: "save",
        summary: "保存协议新版本",
        description: "整体替换协议文本，旧文本留在操作日志中",
        permission: PERM.contentPublish,
        body: agreement.extend({ kind: agreementKind }),
        data: z.object({ kind: z.string() }),
      }),
    ),
    async (c) => {
      const { kind, ...input } = c.req.valid("json");
      return c.json(ok(await adminAgreementSave(c.get("ctx"), kind, input)), 200);
    },
  );
  return app;
}
