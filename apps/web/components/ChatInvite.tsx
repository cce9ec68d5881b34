import { Modal } from "antd";
import { AntdScope } from "./AntdScope";

/**
 * The invitation dialog itself. Loaded on demand (React.lazy in ChatPopup), so pages do not carry
 * the dialog code until the invitation actually shows.
 */
export default function ChatInvite({ text, onAccept, onClose }: { text: string; onAccept: () => void; onClose: () => void }) {
  return (
    <AntdScope>
      <Modal title="在线客服" open okText="立即咨询" cancelText="稍后再说" onOk={onAccept} onCancel={onClose} width={420} centered>
        <p className="chat-invite">{text}</p>
      </Modal>
    </AntdScope>
  );
}
