import type { ReactNode } from "react";
import { Breadcrumb, type Crumb } from "./Breadcrumb";

/** The frame every content page shares: breadcrumb, heading, body. */
export function PageFrame({
  title,
  crumbs,
  extra,
  children,
}: {
  title: string;
  crumbs?: Crumb[];
  extra?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <div className="page-container">
      <Breadcrumb items={crumbs ?? [{ name: title }]} />
      <div className="page-head">
        <h1 className="page-title">{title}</h1>
        {extra}
      </div>
      <div className="page-body">{children}</div>
    </div>
  );
}

/** Honest empty state: says what will be here, never shows invented data. */
export function EmptyState({ text, hint }: { text: string; hint?: ReactNode }) {
  return (
    <div className="empty-state">
      <p className="empty-text">{text}</p>
      {hint}
    </div>
  );
}

/** A page whose content arrives with a later feature: its real frame and an honest empty state. */
export function FramePage({ title, crumbs, empty }: { title: string; crumbs?: Crumb[]; empty: string }) {
  return (
    <PageFrame title={title} crumbs={crumbs}>
      <EmptyState text={empty} />
    </PageFrame>
  );
}
