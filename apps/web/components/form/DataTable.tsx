import { type ReactNode, useState } from "react";
import { PageButtons } from "./PageButtons";

export interface Column<T> {
  title: string;
  /** The cell; the row's value under `key` as text when absent. */
  render?: (row: T) => ReactNode;
  key: string;
  width?: number;
  align?: "right" | "center";
}

/**
 * A plain table of records with antd Table's look (header, row lines, hover, empty text), for lists
 * that need no sorting or filtering: antd's Table costs a page ~43 KB gzip of script. `pageSize` pages
 * through the rows in the browser with 上一页 / 下一页.
 */
export function DataTable<T>({
  columns,
  rows,
  rowKey,
  empty = "暂无数据",
  pageSize,
  small,
  label,
}: {
  columns: Column<T>[];
  rows: T[];
  rowKey: (row: T) => string | number;
  empty?: ReactNode;
  pageSize?: number;
  small?: boolean;
  /** The table's accessible name. */
  label?: string;
}) {
  const [page, setPage] = useState(1);
  const pages = pageSize ? Math.max(1, Math.ceil(rows.length / pageSize)) : 1;
  const current = Math.min(page, pages);
  const shown = pageSize ? rows.slice((current - 1) * pageSize, current * pageSize) : rows;
  const cell = (row: T, c: Column<T>) => (c.render ? c.render(row) : String((row as Record<string, unknown>)[c.key] ?? ""));
  return (
    <div className={`ui-table${small ? " ui-table-sm" : ""}`}>
      <table aria-label={label}>
        <thead>
          <tr>
            {columns.map((c) => (
              <th key={c.key} scope="col" style={{ width: c.width, textAlign: c.align }}>
                {c.title}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {shown.length === 0 ? (
            <tr>
              <td colSpan={columns.length} className="ui-table-empty">
                {empty}
              </td>
            </tr>
          ) : (
            shown.map((row) => (
              <tr key={rowKey(row)} className="ui-table-row" data-row-key={rowKey(row)}>
                {columns.map((c) => (
                  <td key={c.key} style={{ textAlign: c.align }}>
                    {cell(row, c)}
                  </td>
                ))}
              </tr>
            ))
          )}
        </tbody>
      </table>
      <PageButtons current={current} pages={pages} onChange={setPage} label="表格分页" />
    </div>
  );
}
