import { App, ConfigProvider } from "antd";
import zhCN from "antd/locale/zh_CN";
import type { ReactNode } from "react";

/**
 * Wrap every Ant Design component in this: Chinese locale and zero-runtime styles (antd.css is
 * linked by the root; ADR 0002). It is not at the root on purpose: pages that use no antd component
 * then load none of antd's script (ADR 0006).
 */
export function AntdScope({ children }: { children: ReactNode }) {
  return (
    <ConfigProvider locale={zhCN} theme={{ zeroRuntime: true }}>
      {/* App gives children message / modal hooks (App.useApp) bound to this locale and theme. */}
      <App component={false}>{children}</App>
    </ConfigProvider>
  );
}
