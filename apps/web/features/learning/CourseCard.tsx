import type { CourseCard as Card } from "@portal/core";
import { Link } from "~/components/Link";
import { minutes } from "./format";

/** Stars out of five, to the half, with the average beside them. */
export function StarsShown({ avg, count }: { avg: number; count: number }) {
  if (!count) return <span className="muted">暂无评分</span>;
  return (
    <span className="stars-shown" title={`${avg} 分，${count} 人评分`}>
      <span className="stars-track" aria-hidden="true">
        ★★★★★
        <span className="stars-fill" style={{ width: `${(avg / 5) * 100}%` }}>
          ★★★★★
        </span>
      </span>
      <span className="stars-avg">{avg.toFixed(1)}</span>
    </span>
  );
}

/** A course in a grid: poster (or a title card while the video is being prepared), title, facts. */
export function CourseCard({ course }: { course: Card }) {
  return (
    <Link to={`/video/${course.id}`} className="course-card">
      <div className="course-cover">
        {course.coverUrl ? (
          <img src={course.coverUrl} alt="" width={320} height={180} loading="lazy" />
        ) : (
          <div className="course-cover-blank">{course.title}</div>
        )}
        {course.needPlan && <span className="course-badge">会员</span>}
        {course.totalDurationSec > 0 && <span className="course-length">{minutes(course.totalDurationSec)}</span>}
      </div>
      <div className="course-card-body">
        <h3>{course.title}</h3>
        <p className="muted">
          {course.lecturer && `${course.lecturer} · `}共 {course.lessonCount} 节{course.catName && ` · ${course.catName}`}
        </p>
        <p className="course-card-facts">
          <StarsShown avg={course.starAvg} count={course.starCount} />
          <span className="muted">{course.viewCount} 次学习</span>
        </p>
      </div>
    </Link>
  );
}
