import { useRevalidator } from "react-router";
import { Button } from "~/components/form/Button";
import { Card } from "~/components/form/Card";
import { Link } from "~/components/Link";
import { EmptyState } from "~/components/PageFrame";
import { Pager } from "~/components/Pager";
import { confirmDialog } from "~/lib/confirm";
import { post } from "~/lib/request";
import { toast } from "~/lib/toast";

export interface FollowedOrgsPage {
  records: { id: number; name: string; issued: number; won: number; agency: number }[];
  current: number;
  pages: number;
  total: number;
}

/** 关注的机构: tender organisations the user follows, with their counts and 取消关注. */
export function FollowedOrgs({ list }: { list: FollowedOrgsPage }) {
  const { revalidate } = useRevalidator();
  return (
    <Card title={`关注的机构（${list.total}）`} extra={<Link to="/tender">去招标信息</Link>}>
      {list.records.length === 0 ? (
        <EmptyState text="还没有关注机构。在机构页面点“关注”，它作为招标人、代理机构、中标人或候选人的新公告会推送给您，推送方式在“我的订阅”中设置。" />
      ) : (
        <ul className="doc-list favorite-list followed-orgs">
          {list.records.map((o) => (
            <li key={o.id}>
              <div className="doc-list-title">
                <Link to={`/tender/org/${o.id}`}>{o.name}</Link>
              </div>
              <div className="doc-list-meta">
                <span>
                  招标 {o.issued} 次 · 代理 {o.agency} 次 · 中标 {o.won} 次
                </span>
                <Button
                  size="small"
                  variant="link"
                  onClick={async () => {
                    if (!(await confirmDialog({ title: "确定取消关注？", okText: "取消关注", cancelText: "保留" }))) return;
                    await post("/ai/userBidOrg/remove", { orgId: o.id });
                    toast("success", "已取消关注");
                    revalidate();
                  }}
                >
                  取消关注
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
      <Pager current={list.current} pages={list.pages} href={(p) => `/personalCenter?tab=orgs${p > 1 ? `&page=${p}` : ""}`} />
    </Card>
  );
}
