import { Cover } from "~/components/Cover";
import { Link } from "~/components/Link";
import { EmptyState } from "~/components/PageFrame";

export interface ArticleRow {
  id: number;
  title: string;
  memo: string | null;
  releaseDate: string;
  readCount: number;
  coverUrl?: string | null;
}

/** A list of news articles: title, summary, date and reads, with the cover beside them when there is one. */
export function ArticleList({ items, empty = "暂无文章" }: { items: ArticleRow[]; empty?: string }) {
  if (items.length === 0) return <EmptyState text={empty} />;
  return (
    <ul className="article-list">
      {items.map((a) => (
        <li key={a.id} className={a.coverUrl ? "with-cover" : undefined}>
          <div className="article-list-body">
            <Link to={`/news/${a.id}`} className="article-list-title">
              {a.title}
            </Link>
            {a.memo && <p className="article-list-memo">{a.memo}</p>}
            <div className="article-list-meta">
              <span>{a.releaseDate}</span>
              <span>阅读 {a.readCount}</span>
            </div>
          </div>
          {a.coverUrl && (
            <Link to={`/news/${a.id}`} tabIndex={-1} aria-hidden="true" className="article-list-cover">
              <Cover src={a.coverUrl} width={192} height={108} />
            </Link>
          )}
        </li>
      ))}
    </ul>
  );
}
