import { loginHref } from "@portal/contract";
import type { CourseCard as Card, LessonItem } from "@portal/core";
import { useCallback, useEffect, useState } from "react";
import { useLocation, useNavigate } from "react-router";
import { Link } from "~/components/Link";
import { PageFrame } from "~/components/PageFrame";
import { ApiError, post } from "~/lib/request";
import { toast } from "~/lib/toast";
import { CourseCard, StarsShown } from "./CourseCard";
import { ACCESS_TAG, clock, minutes } from "./format";
import { LessonPlayer, type PlayOffer } from "./LessonPlayer";
import { StarRating } from "./StarRating";

interface LessonState {
  lessonId: number;
  positionSec: number;
  durationSec: number;
  completed: boolean;
}

export interface CourseData {
  course: Card & { lessons: LessonItem[] };
  state: { favorited: boolean; myStars: number; favoriteCount: number; starAvg: number; starCount: number; lessons: LessonState[] };
  offer: PlayOffer & { lessons: { id: number; canPlay: boolean }[] };
  related: Card[];
  lessonId: number | null;
}

/** A course: the player and the lesson list side by side, then what the course is and related ones. */
export function CoursePage({ course, state, offer, related, lessonId }: CourseData) {
  const navigate = useNavigate();
  const location = useLocation();
  const [marks, setMarks] = useState(state);
  const [progress, setProgress] = useState(() => new Map(state.lessons.map((l) => [l.lessonId, l])));
  useEffect(() => {
    setMarks(state);
    setProgress(new Map(state.lessons.map((l) => [l.lessonId, l])));
  }, [state]);
  const lesson = course.lessons.find((l) => l.id === lessonId) ?? null;
  const canPlay = new Map(offer.lessons.map((l) => [l.id, l.canPlay]));
  const onSaved = useCallback((id: number, positionSec: number, completed: boolean) => {
    setProgress((m) => new Map(m).set(id, { lessonId: id, positionSec, durationSec: m.get(id)?.durationSec ?? 0, completed }));
  }, []);
  const done = course.lessons.filter((l) => progress.get(l.id)?.completed).length;

  async function favourite() {
    if (!offer.login) return navigate(loginHref(location.pathname, location.search));
    try {
      const path = marks.favorited ? "cancelFavorite" : "favorite";
      const r = await post<{ favorited: boolean; favoriteCount: number }>(
        `/api/learning/pub/videoRes/${path}`,
        { id: course.id },
        { silent: true },
      );
      setMarks((m) => ({ ...m, ...r.data }));
      toast("success", r.data.favorited ? "已收藏，可在个人中心查看" : "已取消收藏");
    } catch (err) {
      if (err instanceof ApiError) toast("error", err.msg);
    }
  }

  return (
    <PageFrame
      title={course.title}
      crumbs={[
        { name: "视频课程", path: "/video" },
        ...(course.catName && course.catId ? [{ name: course.catName, path: `/video?cat=${course.catId}` }] : []),
        { name: course.title },
      ]}
    >
      <div className="course-layout">
        <div className="course-main">
          {lesson ? (
            <LessonPlayer key={lesson.id} lesson={lesson} canPlay={canPlay.get(lesson.id) ?? false} offer={offer} onSaved={onSaved} />
          ) : (
            <div className="player">
              <div className="player-cover">
                <p>本课程还没有课时。</p>
              </div>
            </div>
          )}
          <div className="course-bar">
            <h2>{lesson ? lesson.title : course.title}</h2>
            <span className="course-bar-actions">
              <button type="button" className={marks.favorited ? "btn active" : "btn"} aria-pressed={marks.favorited} onClick={favourite}>
                {marks.favorited ? "已收藏" : "收藏"} {marks.favoriteCount > 0 && marks.favoriteCount}
              </button>
            </span>
          </div>
        </div>
        <aside className="lesson-list" aria-label="课时">
          <div className="lesson-list-head">
            <strong>课时（{course.lessons.length}）</strong>
            {offer.login && course.lessons.length > 0 && (
              <span className="muted">
                已学完 {done}/{course.lessons.length}
              </span>
            )}
          </div>
          <ol>
            {course.lessons.map((l, i) => {
              const p = progress.get(l.id);
              const tag = ACCESS_TAG[l.access];
              return (
                <li key={l.id}>
                  <Link
                    to={`?lesson=${l.id}`}
                    replace
                    preventScrollReset
                    className={l.id === lessonId ? "lesson-item current" : "lesson-item"}
                    aria-current={l.id === lessonId ? "true" : undefined}
                  >
                    <span className="lesson-no">{String(i + 1).padStart(2, "0")}</span>
                    <span className="lesson-title">{l.title}</span>
                    <span className="lesson-meta">
                      {tag && <span className={`lesson-tag ${tag.className}`}>{tag.text}</span>}
                      {p?.completed ? (
                        <span className="lesson-done">已学完</span>
                      ) : p?.positionSec ? (
                        <span className="lesson-at">看到 {clock(p.positionSec)}</span>
                      ) : l.state === "done" ? (
                        <span className="muted">{clock(l.durationSec)}</span>
                      ) : (
                        <span className="muted">处理中</span>
                      )}
                    </span>
                  </Link>
                </li>
              );
            })}
          </ol>
        </aside>
      </div>
      <div className="with-side">
        <div className="main-col">
          <section className="course-about">
            <h2>课程介绍</h2>
            <p className="course-facts">
              {course.lecturer && <span>讲师：{course.lecturer}</span>}
              <span>共 {course.lessons.length} 节</span>
              {course.totalDurationSec > 0 && <span>{minutes(course.totalDurationSec)}</span>}
              <span>{course.viewCount} 次学习</span>
              <span>发布于 {course.publishedOn}</span>
            </p>
            <p>{course.summary}</p>
            <div className="course-rating">
              <span>课程评分</span>
              <StarsShown avg={marks.starAvg} count={marks.starCount} />
              <span className="muted">{marks.starCount} 人评分</span>
              <span className="course-rating-mine">
                我的评分
                <StarRating
                  courseId={course.id}
                  mine={marks.myStars}
                  login={offer.login}
                  onChange={(r) => setMarks((m) => ({ ...m, ...r }))}
                />
              </span>
            </div>
          </section>
        </div>
      </div>
      {related.length > 0 && (
        <section className="course-section">
          <h2>相关课程</h2>
          <div className="course-grid">
            {related.map((c) => (
              <CourseCard key={c.id} course={c} />
            ))}
          </div>
        </section>
      )}
    </PageFrame>
  );
}
