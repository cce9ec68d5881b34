import type { ReactNode } from "react";

/** One figure with its title (antd Statistic's look); numbers get thousands separators. */
export function Stat({ title, value, note }: { title: string; value: number | string; note?: ReactNode }) {
  return (
    <div className="admin-stat">
      <div className="admin-stat-title">{title}</div>
      <div className="admin-stat-value">
        {typeof value === "number" ? value.toLocaleString("zh-CN") : value}
        {note && <span className="admin-stat-note">{note}</span>}
      </div>
    </div>
  );
}
