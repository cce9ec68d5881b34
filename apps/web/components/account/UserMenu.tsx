import { DownOutlined, UserOutlined } from "@ant-design/icons";
import { App, Avatar, Dropdown } from "antd";
import { useLocation, useNavigate } from "react-router";
import { logoutEverywhere, openPlatform } from "../../lib/auth-client";
import { useRouteHandle } from "../../lib/handle";
import type { RootData } from "../../root";

/** AI tool, contract and information pages send the user to /information after logout (SPEC §4). */
function afterLogoutPath(pathname: string, handle: { topBar?: string }): string {
  if (/^\/(ai|aipaper|contract|information)/i.test(pathname) || handle.topBar === "information") return "/information";
  return pathname;
}

/** SPEC §2 user dropdown: personal center, organisation platform, open platform, log out (confirmed). */
export function UserMenu({ user }: { user: NonNullable<RootData["user"]> }) {
  const navigate = useNavigate();
  const location = useLocation();
  const handle = useRouteHandle();
  const { modal } = App.useApp();
  const name = user.realname || user.maskedPhone || "筑信用户";
  const confirmLogout = () =>
    modal.confirm({
      title: "确定退出登录？",
      okText: "确定",
      cancelText: "取消",
      onOk: () => logoutEverywhere(afterLogoutPath(location.pathname, handle)),
    });
  return (
    <Dropdown
      menu={{
        items: [
          { key: "center", label: "个人中心" },
          { key: "org", label: "机构平台" },
          { key: "open", label: "开放平台" },
          { type: "divider" },
          { key: "logout", label: "退出登录", danger: true },
        ],
        onClick: ({ key }) => {
          if (key === "center") navigate("/personalCenter");
          else if (key === "org" || key === "open") void openPlatform(key);
          else if (key === "logout") confirmLogout();
        },
      }}
    >
      <button type="button" className="user-menu" aria-label={`用户菜单：${name}`}>
        <Avatar size={28} src={user.avatarUrl ?? undefined} icon={<UserOutlined />} />
        <span className="user-name">{name}</span>
        <DownOutlined className="topbar-caret" />
      </button>
    </Dropdown>
  );
}
