import { schema } from "@portal/db";
import { requireSystem } from "../access";
import { addDays, chinaDate } from "../china-time";
import type { Ctx } from "../context";
import type { LessonAccess } from "../learning";
import { syncCourseSearch } from "../learning";

/** The demo courses: every access kind appears, so the player's login and plan paths can be tried. */
export const DEMO_COURSES: {
  cat: string;
  title: string;
  lecturer: string;
  summary: string;
  lessons: [string, LessonAccess][];
}[] = [
  {
    cat: "工程造价",
    title: "市政道路工程量清单计价实务",
    lecturer: "王建国",
    summary: "从清单编制到综合单价组价，再到施工阶段的计量与支付，结合市政道路项目讲解造价全过程。",
    lessons: [
      ["清单编制要点", "free"],
      ["综合单价组价", "login"],
      ["计量与支付", "plan"],
    ],
  },
  {
    cat: "施工技术",
    title: "深基坑支护施工技术",
    lecturer: "李明",
    summary: "介绍常见支护结构的选型、降水与监测方法，以及深基坑事故的预防与处置。",
    lessons: [
      ["支护结构选型", "free"],
      ["降水与监测", "free"],
      ["常见事故与防治", "login"],
    ],
  },
  {
    cat: "BIM 应用",
    title: "BIM 技术在桥梁施工中的应用",
    lecturer: "陈晓",
    summary: "以一座城市桥梁为例，演示模型创建、深化设计、施工模拟与进度管理。",
    lessons: [
      ["模型创建与深化", "free"],
      ["施工模拟与进度管理", "login"],
    ],
  },
];

/**
 * Categories, courses and lessons of the demo. Only rows are written here, so the seed stays quick:
 * the lessons are `demo` and pending, and the transcode job (queued at start-up by
 * resumeTranscodes) makes each one's clip with ffmpeg and its renditions in the background.
 */
export async function seedDemoCourses(ctx: Ctx): Promise<number[]> {
  requireSystem(ctx);
  const today = chinaDate(ctx.now()) as string;
  const catIds = new Map<string, number>();
  const lessonIds: number[] = [];
  for (const [i, name] of [...new Set(DEMO_COURSES.map((d) => d.cat))].entries()) {
    const [row] = await ctx.db.insert(schema.videoCats).values({ name, sort: i }).returning({ id: schema.videoCats.id });
    catIds.set(name, row.id);
  }
  for (const [i, d] of DEMO_COURSES.entries()) {
    const [course] = await ctx.db
      .insert(schema.videoCourses)
      .values({ catId: catIds.get(d.cat), title: d.title, lecturer: d.lecturer, summary: d.summary, publishedOn: addDays(today, -3 * i) })
      .returning({ id: schema.videoCourses.id });
    const rows = await ctx.db
      .insert(schema.videoLessons)
      .values(d.lessons.map(([title, access], sort) => ({ courseId: course.id, title, access, sort, demo: true })))
      .returning({ id: schema.videoLessons.id });
    lessonIds.push(...rows.map((r) => r.id));
    await syncCourseSearch(ctx, course.id);
  }
  return lessonIds;
}
