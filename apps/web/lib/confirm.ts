import { loadToastAntd } from "./antd-on-demand";
import type { ConfirmOptions } from "./dialog-types";

/**
 * A yes/no question in a dialog. antd's Modal code is fetched on first use (ADR 0006), so the top
 * bar can ask "确定退出登录？" without every page carrying the dialog.
 */
export async function confirmDialog(opts: ConfirmOptions): Promise<boolean> {
  const { confirm } = await loadToastAntd();
  return confirm(opts);
}
