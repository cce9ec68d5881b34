import { createRoute, OpenAPIHono, z } from "@hono/zod-openapi";
import { ok, paged } from "@portal/contract";
import { pageQuerySchema } from "@portal/contract/schema";
import {
  bilibiliDispense,
  cancelFavoriteArticle,
  cancelPraiseArticle,
  dirNews,
  favoriteArticle,
  getArticle,
  hotsAndBanner,
  listTags,
  polymerization,
  praiseArticle,
  readArticle,
  recordRead,
  tagArticles,
  topRead,
  userOperation,
  visitorKey,
} from "@portal/core";
import type { Context } from "hono";
import { isbot } from "isbot";
import type { Config } from "../../config";
import type { AppEnv } from "../../env";
import { validationHook } from "../../middleware/errors";
import { jsonBody, moreErrors, pagedResponses, responses } from "../openapi";

const id = z.number().int().min(1).max(2_147_483_647).openapi({ description: "编号", example: 1 });

const summary = z
  .object({
    id: z.number().int(),
    title: z.string(),
    memo: z.string().nullable(),
    coverUrl: z.string().nullable(),
    createrTime: z.string().openapi({ description: "发布时间（北京时间）", example: "2026-03-06 09:30:00" }),
    releaseDate: z.string().openapi({ example: "2026-03-06" }),
    readCount: z.number().int(),
    dirId: z.number().int(),
  })
  .openapi("NewsSummary");

const detail = z
  .object({
    id: z.number().int(),
    dirId: z.number().int(),
    dirName: z.string(),
    parentDirId: z.number().int().nullable(),
    parentDirName: z.string().nullable(),
    title: z.string(),
    memo: z.string().nullable(),
    viceTitle: z.string().nullable(),
    creatorId: z.string().nullable(),
    releaseTime: z.string(),
    updateTime: z.string(),
    readCount: z.number().int(),
    props: z.record(z.string(), z.string()),
    content: z.string().openapi({ description: "正文 HTML（保存时已按白名单净化）" }),
    praiseCount: z.number().int(),
    criticCount: z.number().int(),
    seoDesc: z.string().nullable(),
    seoKeyword: z.string().nullable(),
    seoTitle: z.string().nullable(),
    coverUrl: z.string().nullable(),
    tags: z.array(z.object({ id: z.number().int(), name: z.string() })),
    docs: z.array(z.object({ id: z.number().int(), title: z.string(), type: z.string() })),
  })
  .openapi("NewsDetail");

const opState = z
  .object({ praised: z.boolean(), favorited: z.boolean(), praiseCount: z.number().int(), favoriteCount: z.number().int() })
  .openapi("NewsUserOperation");

const block = z
  .object({
    id: z.number().int(),
    name: z.string(),
    bizType: z.string(),
    children: z.array(
      z.object({
        id: z.number().int(),
        name: z.string(),
        newsList: z.array(z.object({ id: z.number().int(), title: z.string(), releaseDate: z.string() })),
      }),
    ),
  })
  .openapi("NewsDirectory");

const route = <R extends Parameters<typeof createRoute>[0]>(r: R) => createRoute({ ...r, tags: ["资讯"] });

const routes = {
  polymerization: route({
    method: "post",
    path: "/news/pub/polymerization",
    summary: "栏目聚合",
    description: "每个一级栏目及其子栏目（没有子栏目的栏目以自身作为唯一子项），各带最新文章标题。",
    request: jsonBody(
      z.object({ perColumn: z.number().int().min(1).max(20).optional(), bizType: z.enum(["NEWS", "TOPIC"]).optional() }),
      false,
    ),
    responses: responses(z.array(block), "栏目聚合"),
  }),
  dirNews: route({
    method: "post",
    path: "/news/pub/dirNews",
    summary: "栏目文章列表",
    description: "栏目（含子栏目）下已发布的文章，按发布时间倒序分页。",
    request: jsonBody(pageQuerySchema.extend({ id })),
    responses: {
      ...responses(
        z.object({
          total: z.number().int(),
          current: z.number().int(),
          pages: z.number().int(),
          size: z.number().int(),
          newsDir: z.object({
            id: z.number().int(),
            name: z.string(),
            parentId: z.number().int().nullable(),
            parentName: z.string().nullable(),
          }),
          records: z.array(summary),
        }),
        "栏目文章",
      ),
      ...moreErrors({ notFound: "栏目" }),
    },
  }),
  get: route({
    method: "post",
    path: "/news/pub/get",
    summary: "文章详情",
    description: "已发布文章的全部字段。同一访客每篇文章每天只计一次阅读。",
    request: jsonBody(z.object({ id })),
    responses: { ...responses(detail, "文章详情"), ...moreErrors({ notFound: "文章" }) },
  }),
  read: route({
    method: "post",
    path: "/news/pub/read",
    summary: "记录阅读",
    description: "文章页打开后调用：同一访客每篇文章每天只计一次（搜索引擎爬虫不计），返回最新阅读数。",
    request: jsonBody(z.object({ id })),
    responses: { ...responses(z.object({ readCount: z.number().int() }), "最新阅读数"), ...moreErrors({ notFound: "文章" }) },
  }),
  tag: route({
    method: "post",
    path: "/news/pub/tag",
    summary: "标签列表",
    description: "有已发布文章的标签及文章数，按文章数倒序分页。",
    request: jsonBody(pageQuerySchema, false),
    responses: pagedResponses(z.object({ id: z.number().int(), name: z.string(), count: z.number().int() }).openapi("NewsTag"), "标签"),
  }),
  tagListPaged: route({
    method: "post",
    path: "/news/pub/tagListPaged",
    summary: "标签下的文章",
    request: jsonBody(pageQuerySchema.extend({ tagId: id })),
    responses: { ...pagedResponses(summary, "文章分页"), ...moreErrors({ notFound: "标签" }) },
  }),
  topRead: route({
    method: "post",
    path: "/news/pub/topRead",
    summary: "阅读排行",
    request: jsonBody(
      z.object({ size: z.number().int().min(1).max(50).optional(), days: z.number().int().min(0).max(3650).optional() }),
      false,
    ),
    responses: responses(z.array(summary), "阅读最多的文章"),
  }),
  hotsAndBanner: route({
    method: "post",
    path: "/news/pub/hotsAndBanner",
    summary: "首页轮播与热门",
    responses: responses(z.object({ banners: z.array(summary), hots: z.array(summary) }), "轮播与热门文章"),
  }),
};

const opRoute = (path: string, summaryText: string) =>
  route({
    method: "post",
    path: `/news/pub/${path}`,
    summary: summaryText,
    description: "需要登录；重复操作不重复计数。返回当前用户对该文章的点赞、收藏状态与计数。",
    request: jsonBody(z.object({ id })),
    responses: { ...responses(opState, "操作后的状态"), ...moreErrors({ unauthenticated: true, notFound: "文章" }) },
  });
const ops = {
  praise: [opRoute("praise", "点赞"), praiseArticle],
  cancelPraise: [opRoute("cancelPraise", "取消点赞"), cancelPraiseArticle],
  favorite: [opRoute("favorite", "收藏"), favoriteArticle],
  cancelFavorite: [opRoute("cancelFavorite", "取消收藏"), cancelFavoriteArticle],
} as const;
const userOp = opRoute("userOperation", "当前用户的点赞与收藏状态");

const loginBilibili = route({
  method: "post",
  path: "/news/pub/newsDispense/loginBilibili",
  summary: "资讯分发到哔哩哔哩",
  description:
    "需要登录。说明本站是否配置了哔哩哔哩账号（环境变量 BILIBILI_SPACE_URL），以及这篇资讯是否已分发到哔哩哔哩、地址在哪（文章属性 bilibili）。未配置账号时 configured 为 false，message 说明原因。",
  request: jsonBody(z.object({ id })),
  responses: {
    ...responses(
      z
        .object({
          platform: z.literal("bilibili"),
          platformName: z.string(),
          configured: z.boolean(),
          accountUrl: z.string().nullable(),
          dispensed: z.boolean(),
          url: z.string().nullable(),
          message: z.string(),
        })
        .openapi("NewsDispense"),
      "分发情况",
    ),
    ...moreErrors({ unauthenticated: true, notFound: "文章" }),
  },
});

function visitorOf(c: Context<AppEnv>) {
  const actor = c.get("ctx").actor;
  return visitorKey({ ip: "ip" in actor ? actor.ip : undefined, userAgent: c.req.header("user-agent") });
}

export function newsRoutes(config: Pick<Config, "BILIBILI_SPACE_URL">) {
  const app = new OpenAPIHono<AppEnv>({ defaultHook: validationHook });
  app.openapi(routes.polymerization, async (c) => c.json(ok(await polymerization(c.get("ctx"), c.req.valid("json") ?? {})), 200));
  app.openapi(routes.dirNews, async (c) => c.json(ok(await dirNews(c.get("ctx"), c.req.valid("json"))), 200));
  app.openapi(routes.get, async (c) => {
    const ctx = c.get("ctx");
    const { id } = c.req.valid("json");
    const article = await getArticle(ctx, id);
    if (!isbot(c.req.header("user-agent"))) await recordRead(ctx, id, visitorOf(c));
    return c.json(ok(article), 200);
  });
  app.openapi(routes.read, async (c) => {
    const counted = !isbot(c.req.header("user-agent"));
    return c.json(ok(await readArticle(c.get("ctx"), c.req.valid("json").id, visitorOf(c), counted)), 200);
  });
  app.openapi(routes.tag, async (c) => {
    const r = await listTags(c.get("ctx"), c.req.valid("json") ?? {});
    return c.json(paged(r.records, r.total, r), 200);
  });
  app.openapi(routes.tagListPaged, async (c) => {
    const r = await tagArticles(c.get("ctx"), c.req.valid("json"));
    return c.json(paged(r.records, r.total, r), 200);
  });
  app.openapi(routes.topRead, async (c) => c.json(ok(await topRead(c.get("ctx"), c.req.valid("json") ?? {})), 200));
  app.openapi(routes.hotsAndBanner, async (c) => c.json(ok(await hotsAndBanner(c.get("ctx"))), 200));
  for (const [r, fn] of Object.values(ops)) {
    app.openapi(r, async (c) => {
      const { changed: _, ...state } = await fn(c.get("ctx"), c.req.valid("json").id);
      return c.json(ok(state), 200);
    });
  }
  app.openapi(loginBilibili, async (c) => {
    const { id } = c.req.valid("json");
    return c.json(ok(await bilibiliDispense(c.get("ctx"), { id, spaceUrl: config.BILIBILI_SPACE_URL })), 200);
  });
  app.openapi(userOp, async (c) => c.json(ok(await userOperation(c.get("ctx"), c.req.valid("json").id)), 200));
  return app;
}
