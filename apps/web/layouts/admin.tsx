import { loginHref } from "@portal/contract";
import { CHAT_PERMISSION, CRAWL_PERM, getCurrentUser, hasPermission, LEARNING_PERM, PERM, TENDER_PERM } from "@portal/core";
import { lazy, Suspense } from "react";
import { isRouteErrorResponse, type MetaFunction, Outlet, redirect, useLocation, useRouteError } from "react-router";
import { LogoutIcon } from "~/components/form/icons";
import { Link } from "~/components/Link";
import { appContext } from "~/lib/app-context";
import { logoutEverywhere } from "~/lib/auth-client";
import { confirmDialog } from "~/lib/confirm";
import type { Route } from "./+types/admin";

// Only error pages show it, so the other console pages do not load its illustrations.
const ErrorResult = lazy(() => import("~/components/admin/ErrorResult"));

/**
 * The console's menu; each entry names the permission it needs, so a role sees only what it may use,
 * and may name other pages (`also`) it stays highlighted on.
 */
const MENU: { group: string; items: { path: string; label: string; perm: string; also?: string[] }[] }[] = [
  {
    group: "内容",
    items: [
      { path: "/admin/news", label: "文章", perm: PERM.contentRead },
      { path: "/admin/columns", label: "栏目", perm: PERM.contentRead },
      { path: "/admin/tags", label: "标签", perm: PERM.contentRead },
      { path: "/admin/content/studyDoc", label: "标准 / 政策 / 论文", perm: PERM.contentRead },
      {
        path: "/admin/folders/standard",
        label: "资料分类",
        perm: PERM.contentRead,
        also: ["/admin/folders/policy", "/admin/folders/paper"],
      },
      { path: "/admin/downloads", label: "资料下载", perm: PERM.contentRead, also: ["/admin/folders/download"] },
      { path: "/admin/courses", label: "视频课程", perm: LEARNING_PERM },
      { path: "/admin/ai-tools", label: "AI 写作工具", perm: PERM.ai },
      { path: "/admin/content/product", label: "产品", perm: PERM.contentRead },
      { path: "/admin/content/productLog", label: "更新日志", perm: PERM.contentRead },
      { path: "/admin/content/solution", label: "解决方案", perm: PERM.contentRead },
      { path: "/admin/content/helpDoc", label: "帮助文档", perm: PERM.contentRead },
      { path: "/admin/folders/help", label: "帮助目录", perm: PERM.contentRead },
      { path: "/admin/content/job", label: "职位", perm: PERM.contentRead },
      { path: "/admin/agreements", label: "协议", perm: PERM.contentRead },
    ],
  },
  {
    group: "招标",
    items: [
      { path: "/admin/tenders", label: "招标公告", perm: TENDER_PERM.read },
      { path: "/admin/tenders/new", label: "手工录入", perm: TENDER_PERM.write },
      { path: "/admin/tender-orgs", label: "招标单位", perm: TENDER_PERM.read },
      { path: "/admin/tender-sources", label: "招标采集", perm: CRAWL_PERM.read },
    ],
  },
  {
    group: "站点",
    items: [
      { path: "/admin/chat", label: "在线客服", perm: CHAT_PERMISSION },
      { path: "/admin/analytics", label: "访问统计", perm: PERM.analytics },
      { path: "/admin/settings", label: "站点设置", perm: PERM.settings },
      { path: "/admin/page-info", label: "页面 TDK", perm: PERM.settings },
    ],
  },
  {
    group: "系统",
    items: [
      { path: "/admin/users", label: "用户管理", perm: PERM.users },
      { path: "/admin/staff", label: "工作人员", perm: PERM.staff },
      { path: "/admin/audit", label: "操作日志", perm: PERM.audit },
      { path: "/admin/outbox", label: "发件箱", perm: PERM.outbox },
      { path: "/admin/deliveries", label: "订阅推送", perm: PERM.outbox },
      { path: "/admin/orders", label: "会员订单", perm: PERM.orders },
    ],
  },
];

/** Staff only: visitors without a session go to the login page and come back; other users get 403. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const { ctx } = context.get(appContext);
  const url = new URL(request.url);
  if (ctx.actor.kind !== "user") throw redirect(loginHref(url.pathname, url.search));
  const user = await getCurrentUser(ctx);
  const roles = ctx.actor.roles;
  const menu = MENU.map((g) => ({
    group: g.group,
    items: g.items
      .filter((i) => hasPermission(roles, i.perm))
      .map(({ path, label, also }) => ({ path, label, paths: [path, ...(also ?? [])] })),
  })).filter((g) => g.items.length > 0);
  return { name: user?.realname || user?.maskedPhone || "工作人员", roles, menu };
}

export const meta: MetaFunction = () => [{ title: "管理后台" }, { name: "robots", content: "noindex" }];

const ROLE_NAMES: Record<string, string> = { admin: "管理员", editor: "编辑", operator: "运营" };

function Frame({
  children,
  name,
  roles,
  menu,
}: {
  children: React.ReactNode;
  name?: string;
  roles?: string[];
  menu?: Route.ComponentProps["loaderData"]["menu"];
}) {
  const { pathname } = useLocation();
  // The entry whose path matches most closely: /admin/tenders/new is 手工录入, not 招标公告.
  const matched = (p: string) => (pathname === p || pathname.startsWith(`${p}/`) ? p.length : 0);
  const selected = (menu ?? [])
    .flatMap((g) => g.items)
    .map((i) => ({ path: i.path, score: Math.max(...i.paths.map(matched)) }))
    .filter((i) => i.score > 0)
    .sort((a, b) => b.score - a.score)[0]?.path;
  const logout = async () => {
    if (await confirmDialog({ title: "确定退出登录？", okText: "退出", cancelText: "取消" }))
      await logoutEverywhere(`/login?redirect=${encodeURIComponent("/admin")}`);
  };
  // The frame is plain HTML (antd's Layout, Menu and Popconfirm cost every console page ~25 KB
  // gzip of script). A page that still uses antd wraps itself in AntdScope, so the others load none
  // of antd's script.
  return (
    <div className="admin-shell">
      <aside className="admin-sider">
        <Link to="/admin" className="admin-brand">
          管理后台
        </Link>
        <nav className="admin-menu" aria-label="后台菜单">
          {(menu ?? []).map((g) => (
            <section key={g.group}>
              <h2 className="admin-menu-group">{g.group}</h2>
              <ul>
                {g.items.map((i) => (
                  <li key={i.path}>
                    <Link
                      to={i.path}
                      className={i.path === selected ? "admin-menu-item admin-menu-selected" : "admin-menu-item"}
                      aria-current={i.path === selected ? "page" : undefined}
                    >
                      {i.label}
                    </Link>
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </nav>
      </aside>
      <div className="admin-main">
        <header className="admin-header">
          <span>
            {name} {roles?.length ? `（${roles.map((r) => ROLE_NAMES[r] ?? r).join("、")}）` : ""}
          </span>
          <span className="admin-header-actions">
            <a href="/">返回前台</a>
            <button type="button" className="ui-btn ui-btn-link" onClick={() => void logout()}>
              <LogoutIcon />
              退出登录
            </button>
          </span>
        </header>
        <main className="admin-content">{children}</main>
      </div>
    </div>
  );
}

export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  return (
    <Frame {...loaderData}>
      <Outlet />
    </Frame>
  );
}

/** 403 (role lacks the permission) and other failures inside the console keep a way back. */
export function ErrorBoundary() {
  const error = useRouteError();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const text =
    status === 403 ? "没有权限访问此页面，请联系管理员分配角色" : status === 404 ? "页面不存在或记录已被删除" : "服务器出错了，请稍后再试";
  return (
    <div className="admin-error">
      <Suspense fallback={null}>
        <ErrorResult status={status} text={text} />
      </Suspense>
    </div>
  );
}
