import { CustomerServiceOutlined } from "@ant-design/icons";
import { App, FloatButton, Modal } from "antd";
import { useEffect, useState } from "react";
import { post } from "../lib/request";

interface ChatSetting {
  autoSwitch: boolean;
  autoDelayed: number;
  autoContent: string;
}

const SHOWN_KEY = "showOCS";

/**
 * SPEC §4 customer-service popup: when auto-invite is on and the visitor has not opened the chat,
 * it shows once after `autoDelayed` seconds; accept, cancel or the close mark close it.
 */
export function ChatPopup({ hotline }: { hotline: string }) {
  const { message } = App.useApp();
  const [setting, setSetting] = useState<ChatSetting | null>(null);
  const [open, setOpen] = useState(false);

  useEffect(() => {
    let cancelled = false;
    post<ChatSetting>("/crm/sdm/open/setting/get", {}, { cache: true })
      .then((res) => !cancelled && setSetting(res.data))
      .catch(() => {
        // The wrapper has already shown the server's message (SPEC §8).
      });
    return () => {
      cancelled = true;
    };
  }, []);

  useEffect(() => {
    if (!setting?.autoSwitch || sessionStorage.getItem(SHOWN_KEY)) return;
    const timer = window.setTimeout(() => {
      sessionStorage.setItem(SHOWN_KEY, "1");
      setOpen(true);
    }, setting.autoDelayed * 1000);
    return () => window.clearTimeout(timer);
  }, [setting]);

  const startChat = async () => {
    setOpen(false);
    sessionStorage.setItem(SHOWN_KEY, "1");
    try {
      await post("/crm/sdm/open/guest/create", { guest: { source: document.referrer || "直接访问" } });
      message.info(hotline ? `在线客服正在接入，您也可以拨打服务热线 ${hotline}` : "在线客服正在接入，请稍候");
    } catch {
      // message already shown by the wrapper
    }
  };

  return (
    <>
      <FloatButton
        icon={<CustomerServiceOutlined />}
        tooltip="在线客服"
        aria-label="在线客服"
        onClick={startChat}
        style={{ insetInlineEnd: 24, insetBlockEnd: 96 }}
      />
      <Modal
        title="在线客服"
        open={open}
        okText="立即咨询"
        cancelText="稍后再说"
        onOk={startChat}
        onCancel={() => setOpen(false)}
        width={420}
        centered
      >
        <p className="chat-invite">{setting?.autoContent || "您好，有什么可以帮您？"}</p>
      </Modal>
    </>
  );
}
