import type { ReactNode } from "react";
import { SuccessIcon, WarningIcon } from "./icons";

/** The end of a flow (done, or expired), with antd Result's look: big icon, title, what next. */
export function Result({
  status,
  title,
  subTitle,
  extra,
}: {
  status: "success" | "warning";
  title: string;
  subTitle?: string;
  extra?: ReactNode;
}) {
  return (
    <div className={`ui-result ui-result-${status}`} role="status">
      <div className="ui-result-icon">{status === "success" ? <SuccessIcon /> : <WarningIcon />}</div>
      <h2 className="ui-result-title">{title}</h2>
      {subTitle && <p className="ui-result-subtitle">{subTitle}</p>}
      {extra && <div className="ui-result-extra">{extra}</div>}
    </div>
  );
}

/** A spinner for content still loading; `label` is what a screen reader hears. */
export function Spinner({ label = "加载中" }: { label?: string }) {
  return <span className="ui-spin" role="status" aria-label={label} />;
}
