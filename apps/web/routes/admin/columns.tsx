import { adminColumnList } from "@portal/core";
import { Form, Select, Tag } from "antd";
import type { Route } from "./+types/columns";
import { adminLoad } from "./lib/guard.server";
import { TreeEditor } from "./lib/TreeEditor";

export async function loader(args: Route.LoaderArgs) {
  return { columns: await adminLoad(args, (ctx) => adminColumnList(ctx)) };
}

export function meta() {
  return [{ title: "栏目管理 - 管理后台" }];
}

/** Column tree (two levels) whose order the public menu and lists follow. */
export default function AdminColumns({ loaderData }: Route.ComponentProps) {
  return (
    <div className="admin-panel">
      <TreeEditor
        rows={loaderData.columns}
        noun="栏目"
        area="column"
        maxName={20}
        defaults={{ bizType: "NEWS" }}
        columns={[
          { title: "类型", dataIndex: "bizType", width: 100, render: (t: string) => <Tag>{t === "TOPIC" ? "专题" : "资讯"}</Tag> },
          { title: "文章数", dataIndex: "articles", width: 90 },
        ]}
        fields={
          <Form.Item name="bizType" label="类型" rules={[{ required: true, message: "请选择栏目类型" }]}>
            <Select
              options={[
                { value: "NEWS", label: "资讯栏目" },
                { value: "TOPIC", label: "专题栏目" },
              ]}
            />
          </Form.Item>
        }
      />
    </div>
  );
}
