import { loadToastAntd } from "./antd-on-demand";

/**
 * A yes/no question in a dialog. antd's Modal code is fetched on first use (ADR 0006), so the top
 * bar can ask "确定退出登录？" without every page carrying the dialog.
 */
export async function confirmDialog(opts: { title: string; content?: string; okText?: string; cancelText?: string }): Promise<boolean> {
  const { confirm } = await loadToastAntd();
  return confirm(opts);
}
