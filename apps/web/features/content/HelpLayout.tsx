import type { HelpDirNode } from "@portal/core";
import type { ReactNode } from "react";
import type { Crumb } from "~/components/Breadcrumb";
import { Link } from "~/components/Link";
import { PageFrame } from "~/components/PageFrame";

function DirTree({ nodes, active }: { nodes: HelpDirNode[]; active?: number | null }) {
  return (
    <ul className="cat-tree">
      {nodes.map((n) => (
        <li key={n.id}>
          <Link to={`/help/${n.id}`} className={n.id === active ? "active" : undefined}>
            <span>{n.name}</span>
            <span className="muted">{n.count}</span>
          </Link>
          {n.children.length > 0 && <DirTree nodes={n.children} active={active} />}
        </li>
      ))}
    </ul>
  );
}

/** Help centre frame: directory tree on the left, the page on the right. */
export function HelpLayout(props: { title: string; crumbs: Crumb[]; tree: HelpDirNode[]; active?: number | null; children: ReactNode }) {
  return (
    <PageFrame title={props.title} crumbs={[{ name: "帮助中心", path: "/help" }, ...props.crumbs]}>
      <div className="with-side side-left">
        <aside className="side-col">
          <section className="side-box">
            <div className="side-box-head">
              <h2>目录</h2>
              <Link to="/help">全部</Link>
            </div>
            <DirTree nodes={props.tree} active={props.active} />
          </section>
        </aside>
        <div className="main-col">{props.children}</div>
      </div>
    </PageFrame>
  );
}
