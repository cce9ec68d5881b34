import { Link } from "~/components/Link";

/**
 * Server-rendered paging with real links (crawlable, works before hydration): first, last, the
 * pages around the current one, and ellipses between.
 */
export function Pager({ current, pages, href }: { current: number; pages: number; href: (page: number) => string }) {
  if (pages <= 1) return null;
  const shown = new Set([1, pages, current - 2, current - 1, current, current + 1, current + 2].filter((p) => p >= 1 && p <= pages));
  const list = [...shown].sort((a, b) => a - b);
  const items: (number | "gap")[] = [];
  list.forEach((p, i) => {
    if (i > 0 && p - list[i - 1] > 1) items.push("gap");
    items.push(p);
  });
  return (
    <nav className="pager" aria-label="分页">
      {current > 1 ? (
        <Link to={href(current - 1)} rel="prev">
          上一页
        </Link>
      ) : (
        <span className="pager-disabled">上一页</span>
      )}
      {items.map((p, i) =>
        p === "gap" ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: gaps have no identity of their own.
          <span key={`gap-${i}`} className="pager-gap">
            …
          </span>
        ) : p === current ? (
          <span key={p} className="pager-current" aria-current="page">
            {p}
          </span>
        ) : (
          <Link key={p} to={href(p)}>
            {p}
          </Link>
        ),
      )}
      {current < pages ? (
        <Link to={href(current + 1)} rel="next">
          下一页
        </Link>
      ) : (
        <span className="pager-disabled">下一页</span>
      )}
      <span className="pager-info">共 {pages} 页</span>
    </nav>
  );
}

/** "/news/list/3" for page 1, "/news/list/3/2" after: page 1 has one address only. */
export const pagePath = (base: string) => (page: number) => (page <= 1 ? base : `${base}/${page}`);
