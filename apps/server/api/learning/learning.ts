import { OpenAPIHono, z } from "@hono/zod-openapi";
import { ok, paged } from "@portal/contract";
import { pageQuerySchema } from "@portal/contract/schema";
import {
  courseCategories,
  courseDetail,
  courseOffer,
  coursesByCategory,
  favoriteCourse,
  favoriteCourses,
  marksFor,
  newCourses,
  playLesson,
  recommendedCourses,
  requireUser,
  saveProgress,
  starCourse,
  unstarCourse,
  userOperationState,
  watchHistory,
} from "@portal/core";
import type { AppEnv } from "../../env";
import { validationHook } from "../../middleware/errors";
import { moreErrors, pagedResponses, postRoutes, responses } from "../openapi";
import * as s from "./learning-schemas";

const post = postRoutes("视频课程");
const signed = { unauthenticated: true } as const;

/** Video courses (issue 11): lists, categories, favourites, stars, per-user state, play, progress, history. */
export function learningRoutes() {
  const app = new OpenAPIHono<AppEnv>({ defaultHook: validationHook });
  app.openapi(
    post("/learning/pub/videoCat/list", "课程分类", z.object({}).optional(), responses(z.array(s.category), "分类及其课程数")),
    async (c) => c.json(ok(await courseCategories(c.get("ctx"))), 200),
  );
  app.openapi(post("/learning/pub/videoRes/listNew", "最新课程", s.listQuery, pagedResponses(s.card, "课程分页，最新在前")), async (c) => {
    const r = await newCourses(c.get("ctx"), c.req.valid("json"));
    return c.json(paged(r.records, r.total, r), 200);
  });
  app.openapi(
    post("/learning/videoRes/listNew", "最新课程（登录后，带我的收藏与评分）", s.listQuery, {
      ...pagedResponses(s.markedCard, "课程分页"),
      ...moreErrors(signed),
    }),
    async (c) => {
      const ctx = c.get("ctx");
      requireUser(ctx);
      const r = await newCourses(ctx, c.req.valid("json"));
      const marks = await marksFor(
        ctx,
        r.records.map((x) => x.id),
      );
      const records = r.records.map((x) => ({ ...x, ...(marks.get(x.id) ?? { favorited: false, myStars: 0 }) }));
      return c.json(paged(records, r.total, r), 200);
    },
  );
  app.openapi(
    post(
      "/learning/pub/videoRes/getRecommendVideo",
      "推荐课程",
      z
        .object({
          size: z.number().int().min(1).max(50).optional(),
          catId: z.number().int().min(1).optional(),
          excludeId: z.number().int().min(1).optional().openapi({ description: "排除的课程（如当前正在看的）" }),
        })
        .optional(),
      responses(z.array(s.card), "评分高、观看多的课程"),
    ),
    async (c) => c.json(ok(await recommendedCourses(c.get("ctx"), c.req.valid("json") ?? {})), 200),
  );
  app.openapi(
    post("/learning/pub/videoRes/detail", "课程详情与课时列表", s.courseId, {
      ...responses(s.card.extend({ lessons: z.array(s.lessonItem) }), "课程及课时"),
      ...moreErrors({ notFound: "课程" }),
    }),
    async (c) => c.json(ok(await courseDetail(c.get("ctx"), c.req.valid("json").id)), 200),
  );
  app.openapi(
    post(
      "/learning/videoCat/unionSearchNew",
      "分类及其课程（可按关键词搜索）",
      z
        .object({
          keyword: z.string().max(30).optional(),
          catId: z.number().int().min(1).optional(),
          size: z.number().int().min(1).max(50).optional().openapi({ description: "每个分类最多列出的课程数，默认 8" }),
        })
        .optional(),
      {
        ...responses(
          z.array(z.object({ id: z.number().int(), name: z.string(), courseCount: z.number().int(), courses: z.array(s.card) })),
          "有关键词时只列出有匹配课程的分类",
        ),
        ...moreErrors(signed),
      },
    ),
    async (c) => {
      requireUser(c.get("ctx"));
      return c.json(ok(await coursesByCategory(c.get("ctx"), c.req.valid("json") ?? {})), 200);
    },
  );
  app.openapi(
    post("/learning/videoRes/listByFavoritePaged", "我收藏的课程", pageQuerySchema, {
      ...pagedResponses(s.card.extend({ favoritedAt: z.string() }), "最近收藏的在前"),
      ...moreErrors(signed),
    }),
    async (c) => {
      const r = await favoriteCourses(c.get("ctx"), c.req.valid("json"));
      return c.json(paged(r.records, r.total, r), 200);
    },
  );
  userRoutes(app);
  playerRoutes(app);
  return app;
}

/** Favourites, stars and state: public paths, but changing anything needs a login (401 otherwise). */
function userRoutes(app: OpenAPIHono<AppEnv>) {
  const changed = (d: string) => ({
    ...responses(s.counters.extend({ favorited: z.boolean() }), d),
    ...moreErrors({ ...signed, notFound: "课程" }),
  });
  app.openapi(post("/learning/pub/videoRes/favorite", "收藏课程", s.courseId, changed("已收藏；重复收藏不变")), async (c) =>
    c.json(ok(await favoriteCourse(c.get("ctx"), c.req.valid("json").id, true)), 200),
  );
  app.openapi(post("/learning/pub/videoRes/cancelFavorite", "取消收藏课程", s.courseId, changed("已取消")), async (c) =>
    c.json(ok(await favoriteCourse(c.get("ctx"), c.req.valid("json").id, false)), 200),
  );
  const starred = (d: string) => ({
    ...responses(s.counters.extend({ myStars: z.number().int() }), d),
    ...moreErrors({ ...signed, notFound: "课程" }),
  });
  app.openapi(
    post(
      "/learning/pub/videoRes/addStar",
      "给课程评分",
      s.courseId.extend({ stars: z.number().int().min(1, "评分应为 1–5 星").max(5, "评分应为 1–5 星").openapi({ description: "1–5 星" }) }),
      starred("每人每门课一个评分，再次评分会替换原来的"),
    ),
    async (c) => {
      const { id, stars } = c.req.valid("json");
      return c.json(ok(await starCourse(c.get("ctx"), id, stars)), 200);
    },
  );
  app.openapi(post("/learning/pub/videoRes/reduceStar", "撤销我的评分", s.courseId, starred("myStars 为 0")), async (c) =>
    c.json(ok(await unstarCourse(c.get("ctx"), c.req.valid("json").id)), 200),
  );
  app.openapi(
    post("/learning/pub/videoRes/userOperationState", "我对课程的收藏、评分与学习进度", s.courseId, {
      ...responses(s.operationState, "未登录时 login 为 false，只有公开计数"),
      ...moreErrors({ notFound: "课程" }),
    }),
    async (c) => c.json(ok(await userOperationState(c.get("ctx"), c.req.valid("json").id)), 200),
  );
  app.openapi(
    post("/learning/pub/videoRes/checkLogin", "能否观看各课时及解锁所需", s.courseId, {
      ...responses(s.offer, "未登录时 login 为 false"),
      ...moreErrors({ notFound: "课程" }),
    }),
    async (c) => c.json(ok(await courseOffer(c.get("ctx"), c.req.valid("json").id)), 200),
  );
}

/** The player: play info (anonymous allowed for free lessons), progress and history. */
function playerRoutes(app: OpenAPIHono<AppEnv>) {
  app.openapi(
    post(
      "/learning/videoRes/play",
      "播放课时",
      s.lessonId,
      {
        ...responses(s.playInfo, "HLS 地址、封面与续播位置"),
        ...moreErrors({ ...signed, notFound: "课时", conflict: "今日免费次数已用完且积分不足" }),
      },
      "免费课时无需登录；登录课时与会员课时未登录时 401。免费版用户首次播放会员课时时使用当日免费次数，用完后扣积分，解锁后可反复观看。未转码完成时 state 不为 done，地址为 null，也不扣次数。",
    ),
    async (c) => c.json(ok(await playLesson(c.get("ctx"), c.req.valid("json").id)), 200),
  );
  app.openapi(
    post("/learning/videoRes/progress", "保存学习进度", s.progressBody, {
      ...responses(
        z.object({ lessonId: z.number().int(), positionSec: z.number().int(), durationSec: z.number().int(), completed: z.boolean() }),
        "看到 90% 即记为已学完",
      ),
      ...moreErrors({ ...signed, notFound: "课时", forbidden: "尚未解锁的会员课时" }),
    }),
    async (c) => c.json(ok(await saveProgress(c.get("ctx"), c.req.valid("json"))), 200),
  );
  app.openapi(
    post("/learning/videoRes/history", "观看记录", pageQuerySchema, {
      ...pagedResponses(s.historyItem, "最近观看的在前"),
      ...moreErrors(signed),
    }),
    async (c) => {
      const r = await watchHistory(c.get("ctx"), c.req.valid("json"));
      return c.json(paged(r.records, r.total, r), 200);
    },
  );
}
