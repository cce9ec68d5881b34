import { Button } from "./Button";

/**
 * 上一页 / 第 n / m 页 / 下一页 under a list paged by script (a table's rows, messages loaded per page);
 * nothing when there is one page. Lists paged by address use ~/components/Pager (links) instead.
 */
export function PageButtons({
  current,
  pages,
  onChange,
  label,
}: {
  current: number;
  pages: number;
  onChange: (page: number) => void;
  /** The navigation's accessible name. */
  label: string;
}) {
  if (pages <= 1) return null;
  return (
    <nav className="ui-table-pager" aria-label={label}>
      <Button size="small" disabled={current <= 1} onClick={() => onChange(current - 1)}>
        上一页
      </Button>
      <span>
        第 {current} / {pages} 页
      </span>
      <Button size="small" disabled={current >= pages} onClick={() => onChange(current + 1)}>
        下一页
      </Button>
    </nav>
  );
}
