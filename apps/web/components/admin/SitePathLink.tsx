import { sitePath } from "@portal/contract";

/**
 * A page of this site that a visitor's browser reported (访问统计, 在线客服): a link only when it is a
 * path of this site (issue 29), the link built from the path alone; anything else — stored before
 * the beacons were checked — is shown as text, so the console never links off-site.
 */
export function SitePathLink({
  path,
  label = path,
  className,
  newTab,
}: {
  path: string;
  /** What the link says: the page's title where the site knows it, else the path. */
  label?: string;
  className?: string;
  newTab?: boolean;
}) {
  const href = sitePath(path);
  if (!href) return <span className={className}>{label}</span>;
  return (
    <a href={href} className={className} {...(newTab ? { target: "_blank", rel: "noreferrer" } : {})}>
      {label}
    </a>
  );
}
