import type { CourseCard as Card, HistoryItem } from "@portal/core";
import { Card as Panel } from "~/components/form/Card";
import { Link } from "~/components/Link";
import { EmptyState } from "~/components/PageFrame";
import { Pager } from "~/components/Pager";
import { CourseCard } from "~/features/learning/CourseCard";
import { clock } from "~/features/learning/format";

export interface MyCoursesData {
  history: { records: HistoryItem[]; current: number; pages: number; total: number };
  favorites: Card[];
}

/** How much of a lesson was watched, as a ring with the percentage inside (antd's small circle Progress). */
function ProgressRing({ percent }: { percent: number }) {
  const r = 19;
  const length = 2 * Math.PI * r;
  const done = percent >= 100;
  return (
    <svg className="progress-ring" width={44} height={44} viewBox="0 0 44 44" role="img" aria-label={`已学 ${percent}%`}>
      <circle cx={22} cy={22} r={r} fill="none" stroke="rgba(0,0,0,0.06)" strokeWidth={4} />
      <circle
        cx={22}
        cy={22}
        r={r}
        fill="none"
        stroke={done ? "#52c41a" : "#1677ff"}
        strokeWidth={4}
        strokeLinecap="round"
        strokeDasharray={`${(length * Math.min(percent, 100)) / 100} ${length}`}
        transform="rotate(-90 22 22)"
      />
      <text x={22} y={22} textAnchor="middle" dominantBaseline="central" fontSize={11} fill={done ? "#52c41a" : "rgba(0,0,0,0.88)"}>
        {done ? "✓" : `${percent}%`}
      </text>
    </svg>
  );
}

/** 我的课程: lessons watched (continue where you left off) and favourite courses. */
export function MyCourses({ data }: { data: MyCoursesData }) {
  const { history, favorites } = data;
  return (
    <>
      <Panel title={`学习记录（${history.total}）`}>
        {history.records.length === 0 ? (
          <EmptyState text="还没有学习记录。" hint={<Link to="/video">去看看视频课程</Link>} />
        ) : (
          <ul className="doc-list watch-history">
            {history.records.map((h) => (
              <li key={h.lessonId}>
                <Link to={`/video/${h.courseId}?lesson=${h.lessonId}`} className="watch-item">
                  {h.posterUrl ? <img src={h.posterUrl} alt="" width={128} height={72} loading="lazy" /> : <span className="watch-blank" />}
                  <span className="watch-body">
                    <strong>{h.courseTitle}</strong>
                    <span>{h.lessonTitle}</span>
                    <span className="doc-list-meta">
                      <span>{h.completed ? "已学完" : `看到 ${clock(h.positionSec)} / ${clock(h.durationSec)}`}</span>
                      <span>{h.watchedAt.slice(0, 16)}</span>
                    </span>
                  </span>
                  <ProgressRing percent={h.completed ? 100 : h.durationSec ? Math.round((h.positionSec / h.durationSec) * 100) : 0} />
                </Link>
              </li>
            ))}
          </ul>
        )}
        <Pager current={history.current} pages={history.pages} href={(p) => `/personalCenter?tab=courses${p > 1 ? `&page=${p}` : ""}`} />
      </Panel>
      <Panel title={`收藏的课程（${favorites.length}）`} className="my-courses-favorites">
        {favorites.length === 0 ? (
          <EmptyState text="还没有收藏课程。在课程页点“收藏”即可。" />
        ) : (
          <div className="course-grid">
            {favorites.map((c) => (
              <CourseCard key={c.id} course={c} />
            ))}
          </div>
        )}
      </Panel>
    </>
  );
}
