import type { ReadHistoryItem } from "@portal/core";
import { Card } from "~/components/form/Card";
import { Link } from "~/components/Link";
import { EmptyState } from "~/components/PageFrame";
import { Pager } from "~/components/Pager";

export interface ReadHistoryPage {
  records: ReadHistoryItem[];
  current: number;
  pages: number;
  total: number;
}

/** 阅读历史: what the signed-in user read, newest first, one line per item and day. */
export function ReadHistory({ list }: { list: ReadHistoryPage }) {
  return (
    <Card title={`阅读历史（${list.total}）`}>
      {list.records.length === 0 ? (
        <EmptyState text="还没有阅读记录。登录后打开资讯、标准或政策的详情页，就会记录在这里。" />
      ) : (
        <ul className="doc-list favorite-list read-history">
          {list.records.map((r) => (
            <li key={`${r.kind}-${r.id}-${r.readAt}`}>
              <div className="doc-list-title">
                <span className="status-tag">{r.kindName}</span>
                <Link to={r.path}>{r.title}</Link>
              </div>
              <div className="doc-list-meta">
                <span>阅读于 {r.readAt.slice(0, 16)}</span>
              </div>
            </li>
          ))}
        </ul>
      )}
      <Pager current={list.current} pages={list.pages} href={(p) => `/personalCenter?tab=reads${p > 1 ? `&page=${p}` : ""}`} />
    </Card>
  );
}
