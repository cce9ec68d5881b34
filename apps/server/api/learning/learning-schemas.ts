import { z } from "@hono/zod-openapi";
import { pageQuerySchema } from "@portal/contract/schema";

/** Zod shapes of the video-course calls (learning.ts), shared with the OpenAPI description. */
const int = z.number().int();
export const courseId = z.object({ id: int.min(1).max(2_147_483_647).openapi({ description: "课程编号" }) });
export const lessonId = z.object({ id: int.min(1).max(2_147_483_647).openapi({ description: "课时编号" }) });
export const access = z.enum(["free", "login", "plan"]).openapi({ description: "free 免费，login 登录后观看，plan 会员课程" });

export const card = z
  .object({
    id: int,
    title: z.string(),
    summary: z.string(),
    lecturer: z.string().openapi({ description: "讲师" }),
    catId: int.nullable(),
    catName: z.string().nullable(),
    coverUrl: z.string().nullable().openapi({ description: "封面（第一节已转码课时的截图），/media/lessons/…/poster.jpg；尚无时为 null" }),
    lessonCount: int,
    totalDurationSec: int.openapi({ description: "总时长（秒）" }),
    viewCount: int,
    favoriteCount: int,
    starAvg: z.number().openapi({ description: "平均星级，保留一位小数；无人评分时为 0" }),
    starCount: int,
    needLogin: z.boolean().openapi({ description: "有需要登录（或会员）才能观看的课时" }),
    needPlan: z.boolean().openapi({ description: "有会员课时" }),
    publishedOn: z.string().openapi({ example: "2026-11-20" }),
  })
  .openapi("VideoCourse");

export const markedCard = card
  .extend({ favorited: z.boolean(), myStars: int.openapi({ description: "我的评分，0 为未评分" }) })
  .openapi("VideoCourseMarked");

export const listQuery = pageQuerySchema.extend({
  catId: int.min(1).optional().openapi({ description: "只看该分类" }),
  keyword: z.string().max(30).optional().openapi({ description: "课程名、简介、讲师或课时名包含的文字" }),
});

export const category = z.object({ id: int, name: z.string(), sort: int, courseCount: int }).openapi("VideoCategory");

export const counters = z.object({ favoriteCount: int, starAvg: z.number(), starCount: int });

export const lessonItem = z
  .object({
    id: int,
    title: z.string(),
    sort: int,
    access,
    accessName: z.string(),
    durationSec: int,
    state: z.enum(["pending", "running", "done", "failed"]).openapi({ description: "done 之外播放器显示“视频处理中”" }),
    posterUrl: z.string().nullable(),
  })
  .openapi("VideoLesson");

export const operationState = counters
  .extend({
    login: z.boolean(),
    favorited: z.boolean(),
    myStars: int,
    lessons: z.array(
      z.object({
        lessonId: int,
        positionSec: int,
        durationSec: int,
        completed: z.boolean(),
        updatedAt: z.string().openapi({ example: "2026-11-23 12:00:00" }),
      }),
    ),
    lastLessonId: int.nullable().openapi({ description: "最近观看的课时，“继续学习”从这里开始" }),
  })
  .openapi("VideoOperationState");

export const offer = z
  .object({
    login: z.boolean(),
    plan: z.string().nullable().openapi({ description: "FREE、MEMBER、ENTERPRISE；未登录为 null" }),
    planName: z.string().nullable(),
    freeLeft: int.openapi({ description: "今日还可免费解锁的会员课时数" }),
    points: int.openapi({ description: "免费次数用完后，解锁一节会员课时所需积分" }),
    balance: int,
    lessons: z.array(z.object({ id: int, access, canPlay: z.boolean().openapi({ description: "现在不需付出即可播放" }) })),
  })
  .openapi("VideoOffer");

export const playInfo = z
  .object({
    lessonId: int,
    courseId: int,
    title: z.string(),
    access,
    state: z.string().openapi({ description: "pending、running、done、failed；非 done 时地址为 null" }),
    progress: int.openapi({ description: "转码进度 0–100" }),
    durationSec: int,
    masterUrl: z.string().nullable().openapi({ example: "/media/lessons/12/mhx3k2/master.m3u8" }),
    posterUrl: z.string().nullable(),
    positionSec: int.openapi({ description: "续播位置（秒）" }),
    completed: z.boolean(),
    paid: z.enum(["quota", "points"]).nullable().openapi({ description: "本次解锁会员课时的方式；无需付出时为 null" }),
  })
  .openapi("VideoPlayInfo");

export const progressBody = z.object({
  lessonId: int.min(1).max(2_147_483_647),
  positionSec: z.number().min(0).max(86_400),
  durationSec: z.number().min(0).max(86_400).optional().openapi({ description: "播放器报告的时长；以转码得到的时长为准" }),
});

export const historyItem = z
  .object({
    lessonId: int,
    lessonTitle: z.string(),
    courseId: int,
    courseTitle: z.string(),
    posterUrl: z.string().nullable(),
    positionSec: int,
    durationSec: int,
    completed: z.boolean(),
    watchedAt: z.string().openapi({ example: "2026-11-23 12:00:00" }),
  })
  .openapi("VideoHistory");
