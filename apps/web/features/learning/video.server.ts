import { courseCategories, courseDetail, courseOffer, newCourses, recommendedCourses, userOperationState } from "@portal/core";
import type { LoaderFunctionArgs } from "react-router";
import { appContext } from "~/lib/app-context";
import { assertPageInRange, orNotFound, pageParam } from "~/lib/params.server";
import { canonicalUrl, loadTdk } from "~/lib/tdk.server";

/** /video?cat=&keyword=&page=: categories, the newest courses (filtered) and the recommended ones. */
export async function videoListLoader({ context, request }: LoaderFunctionArgs) {
  const { ctx } = context.get(appContext);
  const query = new URL(request.url).searchParams;
  const keyword = (query.get("keyword") ?? "").trim().slice(0, 30);
  const catParam = query.get("cat") ?? "";
  if (catParam && !/^\d{1,9}$/.test(catParam)) throw new Response("页面不存在", { status: 404 });
  const page = pageParam(query.get("page") ?? undefined);
  const [cats, list, recommended] = await Promise.all([
    courseCategories(ctx),
    newCourses(ctx, { catId: catParam ? Number(catParam) : undefined, keyword, current: page, size: 12 }),
    recommendedCourses(ctx, { size: 4 }),
  ]);
  const cat = cats.find((c) => String(c.id) === catParam) ?? null;
  if (catParam && !cat) throw new Response("页面不存在", { status: 404 });
  assertPageInRange(page, list.pages);
  const tdk = await loadTdk(context, "page-video", { title: cat ? `${cat.name} · 视频课程` : "视频课程", columnName: cat?.name ?? "" });
  return { cats, cat, list, recommended, keyword, tdk, canonical: canonicalUrl(context, request) };
}

/**
 * /video/:id?lesson=: the course with its lessons, what the visitor may play, their marks and
 * progress, and related courses. The lesson shown is the one asked for, else the one watched
 * last, else the first.
 */
export async function courseLoader({ context, request, params }: LoaderFunctionArgs) {
  const { ctx } = context.get(appContext);
  if (!params.id || !/^\d{1,9}$/.test(params.id)) throw new Response("页面不存在", { status: 404 });
  const id = Number(params.id);
  const course = await orNotFound(courseDetail(ctx, id));
  const [state, offer, related] = await Promise.all([
    userOperationState(ctx, id),
    courseOffer(ctx, id),
    recommendedCourses(ctx, { size: 4, catId: course.catId ?? undefined, excludeId: id }),
  ]);
  const asked = Number(new URL(request.url).searchParams.get("lesson"));
  const lesson =
    course.lessons.find((l) => l.id === asked) ?? course.lessons.find((l) => l.id === state.lastLessonId) ?? course.lessons[0] ?? null;
  const tdk = await loadTdk(context, "page-video", { title: course.title, columnName: course.catName ?? "" });
  return {
    course,
    state,
    offer,
    related,
    lessonId: lesson?.id ?? null,
    tdk: { ...tdk, description: course.summary.slice(0, 150) || tdk.description },
    canonical: canonicalUrl(context, request),
  };
}
