import type { ReactNode } from "react";
import { STATUS_LABELS } from "~/components/admin/api";
import { RowActions } from "~/components/admin/ListTools";
import { Button } from "~/components/form/Button";
import { Tag } from "~/components/form/Tag";
import { Link } from "~/components/Link";
import { confirmDialog } from "~/lib/confirm";

/** 草稿 / 定时发布 / 已发布 as a coloured tag. */
export function PublishStatus({ status }: { status: string }) {
  return <Tag color={STATUS_LABELS[status].color}>{STATUS_LABELS[status].text}</Tag>;
}

/**
 * A publishable row's actions (articles, the other content kinds): 编辑, then 发布 for a draft or
 * 撤回 otherwise, whatever the page adds (查看), and 删除 after a red confirmation.
 */
export function PublishActions({
  editTo,
  draft,
  act,
  removeTitle,
  children,
}: {
  editTo: string;
  draft: boolean;
  act: (verb: "publish" | "unpublish" | "remove", done: string) => Promise<unknown>;
  removeTitle: string;
  children?: ReactNode;
}) {
  const remove = async () => {
    if (await confirmDialog({ title: removeTitle, okText: "删除", danger: true })) await act("remove", "已删除");
  };
  return (
    <RowActions>
      <Link to={editTo}>编辑</Link>
      {draft ? (
        <Button variant="link" size="small" onClick={() => act("publish", "已发布")}>
          发布
        </Button>
      ) : (
        <Button variant="link" size="small" onClick={() => act("unpublish", "已撤回为草稿")}>
          撤回
        </Button>
      )}
      {children}
      <Button variant="link" size="small" className="ui-btn-danger" onClick={() => void remove()}>
        删除
      </Button>
    </RowActions>
  );
}
