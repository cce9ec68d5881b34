import type { ReactNode } from "react";

/** A white panel with a title bar (antd Card's look), without antd's script. */
export function Card({
  title,
  extra,
  children,
  className,
  id,
}: {
  title?: ReactNode;
  extra?: ReactNode;
  children: ReactNode;
  className?: string;
  /** An anchor other pages link to (#shared-subscriptions). */
  id?: string;
}) {
  return (
    <section id={id} className={["ui-card", className].filter(Boolean).join(" ")}>
      {(title || extra) && (
        <header className="ui-card-head">
          {title && <h3 className="ui-card-title">{title}</h3>}
          {extra}
        </header>
      )}
      <div className="ui-card-body">{children}</div>
    </section>
  );
}
