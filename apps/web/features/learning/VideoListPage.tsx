import type { CourseCard as Card, CategoryItem } from "@portal/core";
import { useNavigate } from "react-router";
import { Link } from "~/components/Link";
import { EmptyState, PageFrame } from "~/components/PageFrame";
import { Pager } from "~/components/Pager";
import { SearchBox } from "~/components/SearchBox";
import { CourseCard } from "./CourseCard";

export interface VideoListData {
  cats: CategoryItem[];
  cat: CategoryItem | null;
  list: { records: Card[]; current: number; pages: number; total: number };
  recommended: Card[];
  keyword: string;
}

/** 视频课程: category strip, search, the newest courses as cards, and the recommended ones. */
export function VideoListPage({ cats, cat, list, recommended, keyword }: VideoListData) {
  const navigate = useNavigate();
  const href = (c: number | null, kw: string, page = 1) => {
    const p = new URLSearchParams();
    if (c) p.set("cat", String(c));
    if (kw) p.set("keyword", kw);
    if (page > 1) p.set("page", String(page));
    const s = p.toString();
    return s ? `/video?${s}` : "/video";
  };
  const filtered = Boolean(cat || keyword);
  return (
    <PageFrame
      title={cat ? `视频课程 · ${cat.name}` : "视频课程"}
      crumbs={[{ name: "信息中心", path: "/information" }, { name: "视频课程", path: "/video" }, ...(cat ? [{ name: cat.name }] : [])]}
      extra={
        <SearchBox
          label="搜索课程"
          placeholder="课程名、讲师或课时"
          initial={keyword}
          maxLength={30}
          onSearch={(v) => navigate(href(cat?.id ?? null, v))}
        />
      }
    >
      <nav className="search-tabs" aria-label="课程分类">
        <Link to={href(null, keyword)} className={cat ? undefined : "active"}>
          全部
        </Link>
        {cats.map((c) => (
          <Link key={c.id} to={href(c.id, keyword)} className={c.id === cat?.id ? "active" : undefined}>
            {c.name}
            <span className="tab-count">{c.courseCount}</span>
          </Link>
        ))}
      </nav>
      {!filtered && list.current === 1 && recommended.length > 0 && (
        <section className="course-section">
          <h2>推荐课程</h2>
          <div className="course-grid">
            {recommended.map((c) => (
              <CourseCard key={c.id} course={c} />
            ))}
          </div>
        </section>
      )}
      <section className="course-section">
        <h2>{filtered ? `共 ${list.total} 门课程${keyword ? `，包含“${keyword}”` : ""}` : "最新课程"}</h2>
        {list.records.length === 0 ? (
          <EmptyState text={filtered ? "没有找到匹配的课程，换个条件试试。" : "暂无视频课程。"} />
        ) : (
          <div className="course-grid">
            {list.records.map((c) => (
              <CourseCard key={c.id} course={c} />
            ))}
          </div>
        )}
        <Pager current={list.current} pages={list.pages} href={(p) => href(cat?.id ?? null, keyword, p)} />
      </section>
    </PageFrame>
  );
}
