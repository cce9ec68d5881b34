import { useLocation, useNavigate } from "react-router";
import { UserIcon } from "~/components/form/icons";
import { logoutEverywhere, openPlatform } from "~/lib/auth-client";
import { confirmDialog } from "~/lib/confirm";
import type { RootData } from "~/root";

/**
 * Where a logout lands (SPEC §4): the AI tools and the contract pages are for signed-in users only and
 * send them to /information; every other page, the public tender and information pages among them,
 * stays where the reader is, with its query.
 */
function afterLogoutPath(location: { pathname: string; search: string }): string {
  if (/^\/(ai|contract)/i.test(location.pathname)) return "/information";
  return location.pathname + location.search;
}

/**
 * SPEC §2 user dropdown: personal center, organisation platform, open platform, log out (confirmed).
 * A CSS menu (hover and keyboard focus) like the news menu, so the top bar needs no antd script.
 */
export function UserMenu({ user }: { user: NonNullable<RootData["user"]> }) {
  const navigate = useNavigate();
  const location = useLocation();
  const name = user.realname || user.maskedPhone || "筑信用户";
  const logout = async () => {
    if (await confirmDialog({ title: "确定退出登录？" })) await logoutEverywhere(afterLogoutPath(location));
  };
  return (
    <div className="user-menu-anchor">
      <button type="button" className="user-menu" aria-label={`用户菜单：${name}`} aria-haspopup="true">
        {user.avatarUrl ? (
          <img className="user-avatar" src={user.avatarUrl} alt="" width={28} height={28} />
        ) : (
          <span className="user-avatar user-avatar-text" aria-hidden="true">
            {/* The initial of a chosen name; before one is set a neutral figure, not the "1" of the masked phone. */}
            {user.realname ? user.realname.slice(0, 1) : <UserIcon />}
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
