export interface TenderChip {
  /** What the filter is, e.g. "地区", and its value. */
  name: string;
  value: string;
  /** The list without this filter. */
  removeHref: string;
}

/**
 * The filters in force, each a link that removes it (issue 32): plain links styled as chips, inside
 * the page's LinkGroup so a click stays in the app. Nothing to show when no filter is set.
 */
export function TenderChips({ chips, clearHref }: { chips: TenderChip[]; clearHref: string }) {
  if (chips.length === 0) return null;
  return (
    <nav className="tender-chips" aria-label="已选条件">
      <span className="filter-label">已选</span>
      {chips.map((c) => (
        <a key={c.name} href={c.removeHref} data-discover="true" className="tender-chip" title={`去掉“${c.name}”条件`}>
          {c.name}：{c.value}
          <span className="tender-chip-x" aria-hidden="true">
            ×
          </span>
        </a>
      ))}
      {chips.length > 1 && (
        <a href={clearHref} data-discover="true" className="tender-chips-clear">
          清除全部
        </a>
      )}
    </nav>
  );
}
