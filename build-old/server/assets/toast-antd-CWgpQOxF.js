import { n as Modal, ot as ConfigProvider, t as AntdScope } from "./AntdScope-aAs2EmpL.js";
import { t as staticMethods } from "./message-Chb976Kl.js";
import { jsx } from "react/jsx-runtime";
// apps/web/lib/toast-antd.tsx
ConfigProvider.config({ holderRender: (children) => /* @__PURE__ */ jsx(AntdScope, { children }) });
function show(kind, text) {
	staticMethods[kind](text);
}
function confirm(opts) {
	return new Promise((resolve) => {
		Modal.confirm({
			title: opts.title,
			content: opts.content,
			okText: opts.okText ?? "确定",
			cancelText: opts.cancelText ?? "取消",
			onOk: () => resolve(true),
			onCancel: () => resolve(false)
		});
	});
}
export { confirm, show };
