import { createRoute, OpenAPIHono, z } from "@hono/zod-openapi";
import { ok, paged } from "@portal/contract";
import { pageQuerySchema } from "@portal/contract/schema";
import {
  type CatNode,
  cancelFavoriteDoc,
  checkDocLogin,
  dirDoc,
  docListPaged,
  docUserOperation,
  favoriteDoc,
  getCatTree,
  getComBucket,
} from "@portal/core";
import type { AppEnv } from "../../env";
import { validationHook } from "../../middleware/errors";
import { jsonBody, moreErrors, pagedResponses, responses } from "../openapi";

const id = z.number().int().min(1).max(2_147_483_647).openapi({ example: 1 });
const studyType = z.enum(["NORMAL", "POLICY", "PAPER"]).openapi({ description: "资料类型：NORMAL 标准，POLICY 政策，PAPER 论文" });

const catNode: z.ZodType<CatNode> = z
  .lazy(() =>
    z.object({ id: z.number().int(), name: z.string(), count: z.number().int(), hasDirect: z.boolean(), children: z.array(catNode) }),
  )
  .openapi("StudyCategory", { type: "object" });

const item = z
  .object({
    id: z.number().int(),
    title: z.string(),
    code: z.string().nullable().openapi({ description: "标准编号或文号" }),
    issuer: z.string().nullable().openapi({ description: "发布机构；未知为 null" }),
    issueDate: z.string().nullable(),
    effectiveDate: z.string().nullable().openapi({ description: "实施日期 YYYY-MM-DD；未知为 null" }),
    status: z.string().nullable().openapi({ description: "标准：现行 / 废止 / 即将实施；未知为 null" }),
    memo: z.string().nullable(),
    releaseDate: z.string(),
    needLogin: z.boolean(),
    path: z.string(),
  })
  .openapi("StudyDoc");

const route = <R extends Parameters<typeof createRoute>[0]>(r: R) => createRoute({ ...r, tags: ["学习资料"] });

const getTree = route({
  method: "post",
  path: "/cat/dir/getTree",
  summary: "资料分类树",
  description: "只保留有子分类或直接含有已发布资料（hasDirect）的分类。",
  request: jsonBody(z.object({ type: studyType })),
  responses: responses(z.array(catNode), "分类树"),
});
const getComBucket_ = route({
  method: "post",
  path: "/cat/dir/getComBucket",
  summary: "分类资料数",
  description: "每个分类（含下级）的已发布资料数，用于筛选项。",
  request: jsonBody(z.object({ type: studyType })),
  responses: responses(
    z.array(z.object({ id: z.number().int(), name: z.string(), parentId: z.number().int().nullable(), count: z.number().int() })),
    "分类与数量",
  ),
});
const dirDoc_ = route({
  method: "post",
  path: "/news/pub/dirDoc",
  summary: "分类下的资料",
  request: jsonBody(pageQuerySchema.extend({ id })),
  responses: {
    ...responses(
      z.object({
        total: z.number().int(),
        current: z.number().int(),
        pages: z.number().int(),
        size: z.number().int(),
        dir: z.object({ id: z.number().int(), name: z.string() }),
        records: z.array(item),
      }),
      "分类资料",
    ),
    ...moreErrors({ notFound: "分类" }),
  },
});
const docListPaged_ = route({
  method: "post",
  path: "/news/pub/docListPaged",
  summary: "资料分页列表",
  description: "按类型列出已发布的标准、政策或论文；可按分类（含下级）、名称或编号关键词、状态筛选。",
  request: jsonBody(
    pageQuerySchema.extend({
      type: studyType,
      catId: id.optional(),
      keyword: z.string().trim().max(50).optional(),
      status: z.string().max(20).optional(),
    }),
  ),
  responses: { ...pagedResponses(item, "资料"), ...moreErrors({ notFound: "分类" }) },
});
const checkLogin = route({
  method: "post",
  path: "/news/pub/doc/checkLogin",
  summary: "资料是否需要登录",
  description: "needLogin：全文和附件是否需要登录；loggedIn：当前是否已登录；allowed：当前能否查看全文。",
  request: jsonBody(z.object({ id })),
  responses: {
    ...responses(z.object({ needLogin: z.boolean(), loggedIn: z.boolean(), allowed: z.boolean() }), "登录要求"),
    ...moreErrors({ notFound: "资料" }),
  },
});

const docOp = (path: string, summary: string) =>
  route({
    method: "post",
    path: `/news/pub/doc/${path}`,
    summary,
    description: "需要登录；重复操作不重复记录。返回当前用户是否已收藏该资料。",
    request: jsonBody(z.object({ id })),
    responses: {
      ...responses(z.object({ favorited: z.boolean() }), "收藏状态"),
      ...moreErrors({ unauthenticated: true, notFound: "资料" }),
    },
  });
const docOps = [
  [docOp("favorite", "收藏资料"), favoriteDoc],
  [docOp("cancelFavorite", "取消收藏资料"), cancelFavoriteDoc],
  [docOp("userOperation", "当前用户是否收藏了资料"), docUserOperation],
] as const;

export function studyRoutes() {
  const app = new OpenAPIHono<AppEnv>({ defaultHook: validationHook });
  app.openapi(getTree, async (c) => c.json(ok(await getCatTree(c.get("ctx"), c.req.valid("json").type)), 200));
  app.openapi(getComBucket_, async (c) => c.json(ok(await getComBucket(c.get("ctx"), c.req.valid("json").type)), 200));
  app.openapi(dirDoc_, async (c) => c.json(ok(await dirDoc(c.get("ctx"), c.req.valid("json"))), 200));
  app.openapi(docListPaged_, async (c) => {
    const r = await docListPaged(c.get("ctx"), c.req.valid("json"));
    return c.json(paged(r.records, r.total, r), 200);
  });
  app.openapi(checkLogin, async (c) => c.json(ok(await checkDocLogin(c.get("ctx"), c.req.valid("json").id)), 200));
  for (const [r, fn] of docOps) app.openapi(r, async (c) => c.json(ok(await fn(c.get("ctx"), c.req.valid("json").id)), 200));
  return app;
}
