import { ConfigProvider } from "antd";
import zhCN from "antd/locale/zh_CN";
import type { ComponentType, JSX, ReactNode } from "react";

/**
 * Wrap every Ant Design component in this: Chinese locale and zero-runtime styles (antd.css is
 * linked by the root; ADR 0002). It is not at the root on purpose: pages that use no antd component
 * then load none of antd's script (ADR 0006).
 */
export function AntdScope({ children }: { children: ReactNode }) {
  return (
    // No antd <App> here: its message, notification and modal hooks cost every antd page ~15 KB gzip.
    // Messages and dialogs go through ~/lib/toast and ~/lib/confirm, which load antd's on first use.
    <ConfigProvider locale={zhCN} theme={{ zeroRuntime: true }}>
      {children}
    </ConfigProvider>
  );
}

/**
 * `Component` inside its own AntdScope: for what still uses antd but is shown where no scope is
 * around it (a console page, since the console's frame has none; a part fetched on demand).
 */
export function withAntdScope<P extends object>(Component: ComponentType<P>): (props: P) => JSX.Element {
  const Scoped = (props: P) => (
    <AntdScope>
      <Component {...props} />
    </AntdScope>
  );
  Scoped.displayName = `withAntdScope(${Component.displayName ?? Component.name})`;
  return Scoped;
}
