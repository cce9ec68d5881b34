import { useLocation, useNavigate } from "react-router";
import { logoutEverywhere, openPlatform } from "../../lib/auth-client";
import { confirmDialog } from "../../lib/confirm";
import { useRouteHandle } from "../../lib/handle";
import type { RootData } from "../../root";

/** AI tool, contract and information pages send the user to /information after logout (SPEC §4). */
function afterLogoutPath(pathname: string, handle: { topBar?: string }): string {
  if (/^\/(ai|aipaper|contract|information)/i.test(pathname) || handle.topBar === "information") return "/information";
  return pathname;
}

/**
 * SPEC §2 user dropdown: personal center, organisation platform, open platform, log out (confirmed).
 * A CSS menu (hover and keyboard focus) like the news menu, so the top bar needs no antd script.
 */
export function UserMenu({ user }: { user: NonNullable<RootData["user"]> }) {
  const navigate = useNavigate();
  const location = useLocation();
  const handle = useRouteHandle();
  const name = user.realname || user.maskedPhone || "筑信用户";
  const logout = async () => {
    if (await confirmDialog({ title: "确定退出登录？" })) await logoutEverywhere(afterLogoutPath(location.pathname, handle));
  };
  return (
    <div className="user-menu-anchor">
      <button type="button" className="user-menu" aria-label={`用户菜单：${name}`} aria-haspopup="true">
        {user.avatarUrl ? (
          <img className="user-avatar" src={user.avatarUrl} alt="" width={28} height={28} />
        ) : (
          <span className="user-avatar user-avatar-text" aria-hidden="true">
            {name.slice(0, 1)}
          </span>
        )}
        <span className="user-name">{name}</span>
        <span className="topbar-caret" aria-hidden="true" />
      </button>
      <div className="user-dropdown" role="menu">
        <button type="button" role="menuitem" onClick={() => navigate("/personalCenter")}>
          个人中心
        </button>
        <button type="button" role="menuitem" onClick={() => void openPlatform("org")}>
          机构平台
        </button>
        <button type="button" role="menuitem" onClick={() => void openPlatform("open")}>
          开放平台
        </button>
        <button type="button" role="menuitem" className="danger" onClick={() => void logout()}>
          退出登录
        </button>
      </div>
    </div>
  );
}
