import { ConfigProvider, Modal, message } from "antd";
import { AntdScope } from "../components/AntdScope";
import type { ConfirmOptions, ToastKind } from "./dialog-types";

// Static messages and dialogs render outside the React tree; give them the same locale and
// zero-runtime styles as the rest of antd on the page.
ConfigProvider.config({ holderRender: (children) => <AntdScope>{children}</AntdScope> });

export function show(kind: ToastKind, text: string) {
  void message[kind](text);
}

export function confirm(opts: ConfirmOptions): Promise<boolean> {
  return new Promise((resolve) => {
    Modal.confirm({
      title: opts.title,
      content: opts.content,
      okButtonProps: opts.danger ? { danger: true } : undefined,
      okText: opts.okText ?? "确定",
      cancelText: opts.cancelText ?? "取消",
      onOk: () => resolve(true),
      onCancel: () => resolve(false),
    });
  });
}
