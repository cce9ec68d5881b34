import { Link } from "~/components/Link";
import type { RootData } from "../root";

type Nav = RootData["nav"];
type Col = { id: number; name: string };

function Group({ title, first, next, more }: { title: string; first: Col[]; next: Col[]; more?: string }) {
  if (first.length === 0) return null;
  return (
    <div className="news-menu-group">
      <div className="news-menu-title">{title}</div>
      <div className="news-menu-cols">
        {[first, next].map(
          (cols, i) =>
            cols.length > 0 && (
              <ul key={i === 0 ? "first" : "next"}>
                {cols.map((c) => (
                  <li key={c.id}>
                    <Link to={`/news/list/${c.id}`}>{c.name}</Link>
                  </li>
                ))}
              </ul>
            ),
        )}
      </div>
      {more && (
        <Link className="news-menu-more" to={more}>
          查看全部
        </Link>
      )}
    </div>
  );
}

/**
 * SPEC §2 hover menu: news columns and topic columns (first 5 and next 5 of each) and study
 * materials. Pure CSS (:hover and :focus-within), so it opens for mouse and keyboard without script.
 */
export function NewsMenu({ nav }: { nav: Nav }) {
  return (
    <div className="news-menu-anchor">
      <Link to="/news" className="topbar-link" aria-haspopup="true">
        行业资讯 <span className="topbar-caret" aria-hidden="true" />
      </Link>
      <div className="news-menu" role="menu" aria-label="行业资讯栏目">
        <Group title="新闻栏目" first={nav.news.first} next={nav.news.next} more="/news" />
        <Group title="专题栏目" first={nav.topics.first} next={nav.topics.next} />
        <div className="news-menu-group">
          <div className="news-menu-title">学习资料</div>
          <ul>
            <li>
              <Link to="/standard">标准规范</Link>
            </li>
            <li>
              <Link to="/policy">政策法规</Link>
            </li>
            <li>
              <Link to="/paper">论文</Link>
            </li>
          </ul>
        </div>
      </div>
    </div>
  );
}
