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
                    <a href={`/news/list/${c.id}`} data-discover="true">
                      {c.name}
                    </a>
                  </li>
                ))}
              </ul>
            ),
        )}
      </div>
      {more && (
        <a className="news-menu-more" href={more} data-discover="true">
          查看全部
        </a>
      )}
    </div>
  );
}

/**
 * SPEC §2 hover menu: news columns and topic columns (first 5 and next 5 of each) and study
 * materials. Pure CSS (:hover and :focus-within), so it opens for mouse and keyboard without script.
 * Plain anchors: lib/app-links.ts keeps their clicks in the app.
 */
export function NewsMenu({ nav }: { nav: Nav }) {
  return (
    <div className="news-menu-anchor">
      <a href="/news" data-discover="true" className="topbar-link" aria-haspopup="true">
        行业资讯 <span className="topbar-caret" aria-hidden="true" />
      </a>
      <div className="news-menu" role="menu" aria-label="行业资讯栏目">
        <Group title="新闻栏目" first={nav.news.first} next={nav.news.next} more="/news" />
        <Group title="专题栏目" first={nav.topics.first} next={nav.topics.next} />
        <div className="news-menu-group">
          <div className="news-menu-title">学习资料</div>
          <ul>
            <li>
              <a href="/standard" data-discover="true">
                标准规范
              </a>
            </li>
            <li>
              <a href="/policy" data-discover="true">
                政策法规
              </a>
            </li>
            <li>
              <a href="/paper" data-discover="true">
                论文
              </a>
            </li>
          </ul>
        </div>
      </div>
    </div>
  );
}
