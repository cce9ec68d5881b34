import { ConfigProvider, message } from "antd";
import { AntdScope } from "../components/AntdScope";
import type { ToastKind } from "./toast";

// Static messages render outside the React tree; give them the same locale and zero-runtime styles.
ConfigProvider.config({ holderRender: (children) => <AntdScope>{children}</AntdScope> });

export function show(kind: ToastKind, text: string) {
  void message[kind](text);
}
