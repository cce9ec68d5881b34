import { adminColumnList } from "@portal/core";
import { adminLoad } from "~/components/admin/guard.server";
import { Tag } from "~/components/form/Tag";
import { TreeEditor } from "~/features/content/TreeEditor";
import type { Route } from "./+types/columns";

export async function loader(args: Route.LoaderArgs) {
  return { columns: await adminLoad(args, (ctx) => adminColumnList(ctx)) };
}

export function meta() {
  return [{ title: "栏目管理 - 管理后台" }];
}

const TYPES = [
  { value: "NEWS", label: "资讯栏目" },
  { value: "TOPIC", label: "专题栏目" },
];

/** Column tree (two levels) whose order the public menu and lists follow. */
export default function AdminColumns({ loaderData }: Route.ComponentProps) {
  return (
    <div className="admin-panel">
      <TreeEditor
        rows={loaderData.columns}
        noun="栏目"
        area="column"
        maxName={20}
        columns={[
          { title: "类型", key: "bizType", width: 100, render: (c) => <Tag>{c.bizType === "TOPIC" ? "专题" : "资讯"}</Tag> },
          { title: "文章数", key: "articles", width: 90 },
        ]}
        choice={{ name: "bizType", label: "类型", options: TYPES, initial: "NEWS" }}
      />
    </div>
  );
}
