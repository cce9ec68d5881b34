import type { FavoriteItem } from "@portal/core";
import { useRevalidator } from "react-router";
import { Button } from "~/components/form/Button";
import { Card } from "~/components/form/Card";
import { Link } from "~/components/Link";
import { EmptyState } from "~/components/PageFrame";
import { Pager } from "~/components/Pager";
import { confirmDialog } from "~/lib/confirm";
import { post } from "~/lib/request";
import { toast } from "~/lib/toast";

const KINDS = [
  ["", "全部"],
  ["NEWS", "资讯"],
  ["NORMAL", "标准规范"],
  ["POLICY", "政策法规"],
  ["PAPER", "论文"],
  ["TENDER", "招标公告"],
] as const;

const favHref = (kind: string, page = 1) => `/personalCenter?tab=favorites${kind ? `&kind=${kind}` : ""}${page > 1 ? `&page=${page}` : ""}`;

export interface FavoritesPage {
  records: FavoriteItem[];
  current: number;
  pages: number;
  total: number;
}

/**
 * 我的收藏: the signed-in user's favourites of every kind (or of one, by the links above the list),
 * newest first, with links and 取消收藏.
 */
export function MyFavorites({ list, kind = "" }: { list: FavoritesPage; kind?: string }) {
  const { revalidate } = useRevalidator();
  return (
    <Card title={`我的收藏（${list.total}）`}>
      <nav className="favorite-kinds" aria-label="收藏类型">
        {KINDS.map(([k, name]) =>
          k === kind ? (
            <span key={k} className="favorite-kind current" aria-current="true">
              {name}
            </span>
          ) : (
            <Link key={k} className="favorite-kind" to={favHref(k)}>
              {name}
            </Link>
          ),
        )}
      </nav>
      {list.records.length === 0 ? (
        <EmptyState text="还没有收藏。在资讯、标准、政策、论文或招标公告页面点“收藏”，就会出现在这里。" />
      ) : (
        <ul className="doc-list favorite-list">
          {list.records.map((f) => (
            <li key={`${f.kind}-${f.id}`}>
              <div className="doc-list-title">
                <span className="status-tag">{f.kindName}</span>
                <Link to={f.path}>{f.title}</Link>
              </div>
              <div className="doc-list-meta">
                <span>收藏于 {f.favoritedAt.slice(0, 16)}</span>
                <Button
                  size="small"
                  variant="link"
                  onClick={async () => {
                    if (!(await confirmDialog({ title: "确定取消收藏？", okText: "取消收藏", cancelText: "保留" }))) return;
                    await post("/user/center/favorites/cancel", { kind: f.kind, id: f.id });
                    toast("success", "已取消收藏");
                    revalidate();
                  }}
                >
                  取消收藏
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
      <Pager current={list.current} pages={list.pages} href={(p) => favHref(kind, p)} />
    </Card>
  );
}
