import { adminFolderList, FOLDER_SETS, type FolderSetName } from "@portal/core";
import { data, useNavigate } from "react-router";
import { adminLoad } from "~/components/admin/guard.server";
import { SegmentedFilter } from "~/components/admin/ListTools";
import { TreeEditor } from "~/features/content/TreeEditor";
import type { Route } from "./+types/folders";

/** The three study-material trees are one page with a switch; help folders stand alone. */
const STUDY_SETS: FolderSetName[] = ["standard", "policy", "paper"];

/** /admin/folders/{set}: help-centre folders, or the category tree of standards, policies or papers. */
export async function loader(args: Route.LoaderArgs) {
  const set = args.params.set as FolderSetName;
  if (!(set in FOLDER_SETS)) throw data("页面不存在", { status: 404 });
  const rows = await adminLoad(args, (ctx) => adminFolderList(ctx, set));
  // The page gets the labels from here: @portal/core stays out of the browser bundle.
  const tabs = STUDY_SETS.includes(set) ? STUDY_SETS.map((s) => ({ value: s, label: FOLDER_SETS[s].label })) : [];
  return { set, label: FOLDER_SETS[set].label, noun: FOLDER_SETS[set].noun, rows, tabs };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: `${loaderData?.label ?? "目录"}管理 - 管理后台` }];
}

export default function AdminFolders({ loaderData }: Route.ComponentProps) {
  const { set, noun, rows, tabs } = loaderData;
  const navigate = useNavigate();
  return (
    <div className="admin-panel">
      {tabs.length > 0 && (
        <div className="admin-toolbar">
          <SegmentedFilter label="资料类别" value={set} onChange={(v) => navigate(`/admin/folders/${v}`)} options={tabs} />
        </div>
      )}
      <TreeEditor
        key={set}
        rows={rows}
        noun={noun}
        area="folder"
        extraBody={{ set }}
        maxName={30}
        columns={[{ title: "文档数", key: "docs", width: 90 }]}
      />
    </div>
  );
}
