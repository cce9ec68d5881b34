import { createRoute, OpenAPIHono, z } from "@hono/zod-openapi";
import { ok, paged } from "@portal/contract";
import { listOrgsForStaff, mergeTenderOrgs, TENDER_PERM } from "@portal/core";
import type { AppEnv } from "../../env";
import { validationHook } from "../../middleware/errors";
import { adminPagedRouteConfig, adminRouteConfig, intId, pageQuery } from "../admin/common";

const org = z
  .object({
    id: z.number().int(),
    name: z.string(),
    aliases: z.array(z.string()).openapi({ description: "见过的其他写法" }),
    buyerCount: z.number().int(),
    agencyCount: z.number().int(),
    winCount: z.number().int(),
    candidateCount: z.number().int(),
    mergedInto: z.number().int().nullable().openapi({ description: "已并入的单位编号" }),
    followers: z.number().int().openapi({ description: "关注该单位的用户数" }),
  })
  .openapi("StaffTenderOrg");

const routes = {
  list: createRoute(
    adminPagedRouteConfig({
      area: "tenderOrg",
      summary: "招标单位列表（后台）",
      description: "按名称或曾用写法查找，活跃的在前；默认不含已并入其他单位的",
      permission: TENDER_PERM.read,
      body: pageQuery.extend({
        keyword: z.string().max(50).optional(),
        merged: z.boolean().optional().openapi({ description: "是否包含已并入其他单位的记录" }),
      }),
      row: org,
    }),
  ),
  merge: createRoute(
    adminRouteConfig({
      area: "tenderOrg",
      verb: "merge",
      summary: "合并招标单位",
      description:
        "把同一单位的不同写法并入 targetId：公告的招标人、代理、中标人与候选人，项目，用户关注和写法一并转移，数量重新统计；被并入单位的页面永久跳转到保留的单位。在一个事务中完成并记入操作日志",
      permission: TENDER_PERM.write,
      body: z.object({
        targetId: intId.openapi({ description: "保留的单位" }),
        sourceIds: z.array(intId).min(1).max(50).openapi({ description: "并入的单位" }),
      }),
      data: z.object({ id: intId, name: z.string(), merged: z.number().int(), aliases: z.array(z.string()) }),
    }),
  ),
};

/** /api/admin/tenderOrg/*: organisations of the tender information and their merging. */
export function adminTenderOrgRoutes() {
  const app = new OpenAPIHono<AppEnv>({ defaultHook: validationHook });
  app.openapi(routes.list, async (c) => {
    const r = await listOrgsForStaff(c.get("ctx"), c.req.valid("json") ?? {});
    return c.json(paged(r.records, r.total, r), 200);
  });
  app.openapi(routes.merge, async (c) => c.json(ok(await mergeTenderOrgs(c.get("ctx"), c.req.valid("json"))), 200));
  return app;
}
