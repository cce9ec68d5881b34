import { schema } from "@portal/db";
import { and, eq } from "drizzle-orm";
import type { Ctx } from "../context";
import { notFound } from "../errors";
import { userPlan } from "../points";

export const LESSON_ACCESS = ["free", "login", "plan"] as const;
export type LessonAccess = (typeof LESSON_ACCESS)[number];
export type TranscodeState = "pending" | "running" | "done" | "failed";
export const ACCESS_NAMES: Record<LessonAccess, string> = { free: "免费", login: "登录后观看", plan: "会员课程" };

const l = schema.videoLessons;
const c = schema.videoCourses;

export type LessonRow = typeof l.$inferSelect;

/** A lesson of a published course, or 404 (hidden courses' lessons do not exist for visitors). */
export async function requireLesson(ctx: Ctx, id: number): Promise<LessonRow & { courseTitle: string }> {
  const [row] = await ctx.db
    .select({ lesson: l, courseTitle: c.title })
    .from(l)
    .innerJoin(c, eq(c.id, l.courseId))
    .where(and(eq(l.id, id), eq(c.state, "published")));
  if (!row) throw notFound("课时");
  return { ...row.lesson, courseTitle: row.courseTitle };
}

/**
 * Whether the actor may watch a lesson without paying: free lessons anyone, login lessons any
 * signed-in user, plan lessons members (会员/企业版, their own or their organisation's), staff, and
 * users who unlocked that lesson before. "login" and "pay" say what is missing.
 */
export async function lessonAccess(ctx: Ctx, lesson: { id: number; access: string }): Promise<"ok" | "login" | "pay"> {
  if (lesson.access === "free" || ctx.actor.kind === "system") return "ok";
  if (ctx.actor.kind !== "user") return "login";
  if (lesson.access === "login" || ctx.actor.roles.length > 0) return "ok";
  const userId = ctx.actor.userId;
  if ((await userPlan(ctx, userId)) !== "FREE") return "ok";
  const u = schema.videoUnlocks;
  const [unlocked] = await ctx.db
    .select({ via: u.via })
    .from(u)
    .where(and(eq(u.userId, userId), eq(u.lessonId, lesson.id)));
  return unlocked ? "ok" : "pay";
}
