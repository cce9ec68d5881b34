import { hasPermission, PERM } from "@portal/core";
import { redirect } from "react-router";
import { appContext } from "~/lib/app-context";
import type { Route } from "./+types/index";

/** /admin opens the first area the role may use (the layout has already checked the session). */
export async function loader({ context }: Route.LoaderArgs) {
  const { actor } = context.get(appContext).ctx;
  const roles = actor.kind === "user" ? actor.roles : [];
  if (hasPermission(roles, PERM.contentRead)) throw redirect("/admin/news");
  if (hasPermission(roles, PERM.settings)) throw redirect("/admin/settings");
  return null;
}

export default function AdminHome() {
  return <div className="admin-panel">欢迎使用管理后台。您的角色暂时没有可用的功能，请联系管理员。</div>;
}
