import { ConfigProvider } from "antd";
import dayjs from "dayjs";
import "dayjs/locale/zh-cn";
import zhCN from "antd/locale/zh_CN";
import type { ReactNode } from "react";

// antd's date pickers format with dayjs; only pages with antd load either of them.
dayjs.locale("zh-cn");

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
