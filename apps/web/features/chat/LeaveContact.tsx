import { type FormEvent, useState } from "react";
import { post } from "~/lib/request";
import type { ChatConversation } from "./chat-socket";

/** With nobody online: a phone number or e-mail address, so staff can answer the question later. */
export function LeaveContact({ onLeft, onError }: { onLeft: (c: ChatConversation) => void; onError: (msg: string) => void }) {
  const [contact, setContact] = useState("");
  const leaveContact = async (e: FormEvent) => {
    e.preventDefault();
    try {
      const res = await post<{ conversation: ChatConversation }>(
        "/crm/sdm/open/leaveMessage",
        { contact: contact.trim() },
        { silent: true },
      );
      onLeft(res.data.conversation);
    } catch (err) {
      onError((err as { msg?: string }).msg ?? "提交失败，请稍后再试");
    }
  };
  return (
    <form className="chat-contact" onSubmit={leaveContact}>
      <label htmlFor="chat-contact">留下联系方式，客服上线后回复您</label>
      <div>
        <input id="chat-contact" value={contact} onChange={(e) => setContact(e.target.value)} placeholder="手机号或邮箱" maxLength={200} />
        <button type="submit" className="btn btn-primary">
          提交
        </button>
      </div>
    </form>
  );
}
