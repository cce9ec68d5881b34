import { n as Modal, t as AntdScope } from "./AntdScope-aAs2EmpL.js";
import { jsx } from "react/jsx-runtime";
// apps/web/components/ChatInvite.tsx
/**
* The invitation dialog itself. Loaded on demand (React.lazy in ChatPopup), so pages do not carry
* the dialog code until the invitation actually shows.
*/
function ChatInvite({ text, onAccept, onClose }) {
	return /* @__PURE__ */ jsx(AntdScope, { children: /* @__PURE__ */ jsx(Modal, {
		title: "在线客服",
		open: true,
		okText: "立即咨询",
		cancelText: "稍后再说",
		onOk: onAccept,
		onCancel: onClose,
		width: 420,
		centered: true,
		children: /* @__PURE__ */ jsx("p", {
			className: "chat-invite",
			children: text
		})
	}) });
}
export { ChatInvite as default };
