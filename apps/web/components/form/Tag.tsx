import type { ReactNode } from "react";

export type TagColor = "default" | "blue" | "green" | "orange" | "red" | "purple";

/** A small coloured label (antd Tag's look): a status, a flag on a row. */
export function Tag({ color = "default", children }: { color?: TagColor | string; children: ReactNode }) {
  return <span className={color === "default" ? "ui-tag" : `ui-tag ui-tag-${color}`}>{children}</span>;
}
