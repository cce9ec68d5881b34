import { Readable } from "node:stream";
import type { ReadableStream as NodeWebStream } from "node:stream/web";
import { createRoute, OpenAPIHono, z } from "@hono/zod-openapi";
import { ok, paged } from "@portal/contract";
import {
  deleteCat,
  deleteCourse,
  deleteLesson,
  invalid,
  LEARNING_PERM,
  listCatsForStaff,
  listCoursesForStaff,
  listLessonsForStaff,
  MAX_VIDEO_BYTES,
  retryTranscode,
  saveCat,
  saveCourse,
  saveLesson,
  uploadLessonVideo,
} from "@portal/core";
import type { AppEnv } from "../../env";
import { validationHook } from "../../middleware/errors";
import { ADMIN_TAG, adminPagedRouteConfig, adminRouteConfig, dayInput, idBody, idResult, intId } from "../admin/common";

export const VIDEO_UPLOAD_PATH = "/admin/videoLesson/upload";
/** The video itself and nothing else (a raw body, not multipart). */
export const VIDEO_UPLOAD_BODY_LIMIT = MAX_VIDEO_BYTES;

const access = z.enum(["free", "login", "plan"]).openapi({ description: "free 免费，login 登录后观看，plan 会员课程" });
const cat = z.object({ id: intId, name: z.string(), sort: z.number().int() }).openapi("AdminVideoCat");
const course = z
  .object({
    id: intId,
    catId: z.number().int().nullable(),
    title: z.string(),
    state: z.string(),
    publishedOn: z.string(),
    lessonCount: z.number().int(),
  })
  .passthrough()
  .openapi("AdminVideoCourse");
const lesson = z
  .object({
    id: intId,
    courseId: z.number().int(),
    title: z.string(),
    sort: z.number().int(),
    access,
    hasSource: z.boolean(),
    durationSec: z.number().int(),
    state: z.enum(["pending", "running", "done", "failed"]),
    progress: z.number().int().openapi({ description: "转码进度 0–100" }),
    error: z.string().nullable().openapi({ description: "最近一次转码失败的原因" }),
    attempts: z.number().int(),
    updatedAt: z.string(),
  })
  .openapi("AdminVideoLesson");
const P = LEARNING_PERM;
const cfg = <B extends z.ZodTypeAny, D extends z.ZodTypeAny>(
  area: string,
  verb: string,
  summary: string,
  body: B,
  data: D,
  description?: string,
) => createRoute(adminRouteConfig({ area, verb, summary, description, permission: P, body, data }));

const routes = {
  catList: cfg("videoCat", "list", "课程分类", z.object({}).optional(), z.array(cat)),
  catSave: cfg(
    "videoCat",
    "save",
    "新建或修改分类",
    z.object({ id: intId.optional(), name: z.string().min(1).max(30), sort: z.number().int().min(0).max(9999).optional() }),
    cat,
  ),
  catDelete: cfg("videoCat", "delete", "删除分类", idBody, idResult, "分类下还有课程时 409"),
  courseList: createRoute(
    adminPagedRouteConfig({
      area: "videoCourse",
      summary: "课程列表",
      permission: P,
      body: z.object({
        catId: intId.optional(),
        keyword: z.string().max(30).optional(),
        current: z.number().int().min(1).max(1000).optional(),
        size: z.number().int().min(1).max(50).optional(),
      }),
      row: course,
    }),
  ),
  courseSave: cfg(
    "videoCourse",
    "save",
    "新建或修改课程",
    z.object({
      id: intId.optional(),
      catId: intId.nullable(),
      title: z.string().min(1).max(100),
      summary: z.string().max(1000).optional(),
      lecturer: z.string().max(50).optional(),
      state: z.enum(["published", "hidden"]).optional(),
      publishedOn: dayInput.optional(),
    }),
    course,
    "发布的课程进入站内搜索（VIDEO）",
  ),
  courseDelete: cfg("videoCourse", "delete", "删除课程", idBody, idResult, "连同课时、收藏、评分与学习进度"),
  lessonList: cfg(
    "videoLesson",
    "list",
    "课时列表（含转码状态）",
    z.object({ courseId: intId }),
    z.array(lesson),
    "转码中可每隔几秒查询一次进度",
  ),
  lessonSave: cfg(
    "videoLesson",
    "save",
    "新建或修改课时",
    z.object({
      id: intId.optional(),
      courseId: intId.optional(),
      title: z.string().min(1).max(100),
      sort: z.number().int().min(0).max(9999).optional(),
      access: access.optional(),
    }),
    lesson,
    "新建时须给 courseId；视频另行上传",
  ),
  lessonDelete: cfg("videoLesson", "delete", "删除课时", idBody, idResult),
  lessonRetry: cfg("videoLesson", "retry", "重新转码", idBody, lesson, "只对失败或等待中的课时；转码中或已完成时 409"),
};

/** /api/admin/video*: the console's courses, lessons, video upload and transcode state (learning:write). */
export function adminLearningRoutes() {
  const app = new OpenAPIHono<AppEnv>({ defaultHook: validationHook });
  const ctx = (c: { get(k: "ctx"): AppEnv["Variables"]["ctx"] }) => c.get("ctx");
  app.openapi(routes.catList, async (c) => c.json(ok(await listCatsForStaff(ctx(c))), 200));
  app.openapi(routes.catSave, async (c) => c.json(ok(await saveCat(ctx(c), c.req.valid("json"))), 200));
  app.openapi(routes.catDelete, async (c) => c.json(ok(await deleteCat(ctx(c), c.req.valid("json").id)), 200));
  app.openapi(routes.courseList, async (c) => {
    const r = await listCoursesForStaff(ctx(c), c.req.valid("json") ?? {});
    return c.json(paged(r.records, r.total, r), 200);
  });
  app.openapi(routes.courseSave, async (c) => c.json(ok(await saveCourse(ctx(c), c.req.valid("json"))), 200));
  app.openapi(routes.courseDelete, async (c) => c.json(ok(await deleteCourse(ctx(c), c.req.valid("json").id)), 200));
  app.openapi(routes.lessonList, async (c) => c.json(ok(await listLessonsForStaff(ctx(c), c.req.valid("json").courseId)), 200));
  app.openapi(routes.lessonSave, async (c) => c.json(ok(await saveLesson(ctx(c), c.req.valid("json"))), 200));
  app.openapi(routes.lessonDelete, async (c) => c.json(ok(await deleteLesson(ctx(c), c.req.valid("json").id)), 200));
  app.openapi(routes.lessonRetry, async (c) => c.json(ok(await retryTranscode(ctx(c), c.req.valid("json").id)), 200));
  uploadRoute(app);
  return app;
}

function uploadRoute(app: OpenAPIHono<AppEnv>) {
  app.openAPIRegistry.registerPath({
    method: "post",
    path: VIDEO_UPLOAD_PATH,
    tags: [ADMIN_TAG],
    summary: "上传课时视频",
    description: `请求体就是视频文件本身（Content-Type: application/octet-stream，不用 multipart），查询参数 id 为课时编号，name 为原文件名（取其扩展名：mp4、mov、mkv、webm、avi、flv、ts、m4v）。按文件头核对类型，不超过 500 MB；上传后自动排队转码。需要工作人员登录，权限：${P}。`,
    request: { query: z.object({ id: z.string().openapi({ example: "12" }), name: z.string().openapi({ example: "第一讲.mp4" }) }) },
    responses: {
      200: {
        description: "课时（state 为 pending，已排队转码）",
        content: { "application/json": { schema: z.object({ code: z.string(), msg: z.string(), data: lesson }) } },
      },
      400: { description: "不是视频、扩展名不符、为空或过大" },
      401: { description: "未登录" },
      403: { description: "没有权限" },
      404: { description: "课时不存在" },
      409: { description: "课时正在转码" },
      413: { description: "超过 500 MB" },
    },
  });
  app.post(VIDEO_UPLOAD_PATH, async (c) => {
    const id = Number(c.req.query("id"));
    const name = c.req.query("name") ?? "";
    if (!Number.isSafeInteger(id) || id < 1) throw invalid("请指定课时（id）");
    if ((c.req.header("content-type") ?? "").startsWith("multipart/")) throw invalid("请直接以文件内容作为请求体上传，不要用 multipart");
    const raw = c.req.raw.body;
    if (!raw) throw invalid("文件是空的");
    const body = Readable.fromWeb(raw as unknown as NodeWebStream);
    return c.json(ok(await uploadLessonVideo(c.get("ctx"), { lessonId: id, fileName: name, body })), 200);
  });
}
