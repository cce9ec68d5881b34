import type { ReactNode } from "react";
import { NavLink } from "react-router";
import { Breadcrumb } from "~/components/Breadcrumb";
import { Steps } from "~/components/form/Steps";
import "./ai.css";

const STEPS = ["确定主题", "确认提纲", "生成全文", "编辑导出"];

/**
 * The AI paper pages' frame: where one is, the assistant's own links, the step, the page. It uses no
 * antd: a page whose content does wraps itself in AntdScope, so /aipaper/create loads none at start.
 */
export function PaperShell({ title, step, children, actions }: { title: string; step?: number; children: ReactNode; actions?: ReactNode }) {
  return (
    <div className="page-container aipaper">
      <Breadcrumb
        items={[{ name: "AI 写作工具", path: "/aiToolList" }, { name: "AI 论文助手", path: "/aipaper/index" }, { name: title }]}
      />
      <div className="aipaper-title-row">
        <h1>{title}</h1>
        <nav className="aipaper-nav" aria-label="论文助手">
          <NavLink to="/aipaper/create" end>
            新建论文
          </NavLink>
          <NavLink to="/aipaper/index" end>
            我的论文
          </NavLink>
          {actions}
        </nav>
      </div>
      {step !== undefined && (
        <div className="aipaper-steps">
          <Steps titles={STEPS} current={step} />
        </div>
      )}
      {children}
    </div>
  );
}
