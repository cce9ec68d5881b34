import type { ReactNode } from "react";
import { Link } from "~/components/Link";

// Apart from ArticleList: the home, news and article pages show these without the full list of
// articles with covers, and so do not load it at start (issue 15).

export interface TitleItem {
  id: number;
  title: string;
  releaseDate?: string;
}
/** What a title list shows: loaders send only this of each article (the data is serialised for hydration). */
export const titleItem = ({ id, title, releaseDate }: TitleItem): TitleItem => ({ id, title, releaseDate });

/**
 * Compact title list for sidebars and home blocks. Plain links (lib/app-links.ts keeps their clicks in
 * the app) rather than a `<Link>` each: the home page shows five of these on every render (ADR 0042).
 */
export function TitleList({ items, numbered }: { items: TitleItem[]; numbered?: boolean }) {
  if (items.length === 0) return <p className="muted">暂无文章</p>;
  return (
    <ol className={`title-list${numbered ? " numbered" : ""}`}>
      {items.map((a) => (
        <li key={a.id}>
          <a href={`/news/${a.id}`} data-discover="true" title={a.title}>
            {a.title}
          </a>
          {a.releaseDate && <span className="muted">{a.releaseDate.slice(5)}</span>}
        </li>
      ))}
    </ol>
  );
}

/** Right-hand column box. */
export function SideBox({ title, children, more }: { title: string; children: ReactNode; more?: { to: string; label?: string } }) {
  return (
    <section className="side-box">
      <div className="side-box-head">
        <h2>{title}</h2>
        {more && <Link to={more.to}>{more.label ?? "更多"}</Link>}
      </div>
      {children}
    </section>
  );
}
