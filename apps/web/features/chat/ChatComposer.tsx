import { type FormEvent, type KeyboardEvent, type RefObject, useRef, useState } from "react";
import { uploadChatImage } from "./chat-socket";

export const MAX_TEXT = 2000;

/** Where the visitor writes: Enter sends, Shift+Enter starts a line; an image is uploaded, then sent. */
export function ChatComposer({
  inputRef,
  connected,
  onSend,
  onTyping,
  onError,
}: {
  inputRef: RefObject<HTMLTextAreaElement | null>;
  connected: boolean;
  /** Sends a message; false when the socket is down (the window says so). */
  onSend: (body: string, kind?: "text" | "image") => boolean;
  /** At most every 2 s while typing; false when it could not be sent (no conversation yet). */
  onTyping: () => boolean;
  onError: (msg: string) => void;
}) {
  const [text, setText] = useState("");
  const [sendingImage, setSendingImage] = useState(false);
  const lastTypingSent = useRef(0);

  const submit = (e?: FormEvent) => {
    e?.preventDefault();
    const body = text.trim();
    if (!body) return;
    if (body.length > MAX_TEXT) return onError(`消息不能超过 ${MAX_TEXT} 个字`);
    if (onSend(body)) setText("");
  };

  const onKey = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    if (e.key === "Enter" && !e.shiftKey && !e.nativeEvent.isComposing) {
      e.preventDefault();
      submit();
    }
  };

  const onInput = (value: string) => {
    setText(value);
    if (Date.now() - lastTypingSent.current > 2000 && onTyping()) lastTypingSent.current = Date.now();
  };

  const pickImage = async (file: File | undefined) => {
    if (!file) return;
    setSendingImage(true);
    try {
      onSend(await uploadChatImage(file), "image");
    } catch (err) {
      onError((err as Error).message);
    } finally {
      setSendingImage(false);
    }
  };

  return (
    <form className="chat-input" onSubmit={submit}>
      <textarea
        ref={inputRef}
        value={text}
        onChange={(e) => onInput(e.target.value)}
        onKeyDown={onKey}
        placeholder="请输入您要咨询的问题，Enter 发送，Shift+Enter 换行"
        aria-label="消息"
        maxLength={MAX_TEXT + 100}
        rows={3}
      />
      <div className="chat-actions">
        <label className="chat-image-btn" title="发送图片">
          <input
            type="file"
            accept="image/png,image/jpeg,image/gif,image/webp"
            onChange={(e) => void pickImage(e.target.files?.[0])}
            hidden
          />
          {sendingImage ? "上传中…" : "图片"}
        </label>
        <span className="chat-count">
          {text.length}/{MAX_TEXT}
        </span>
        <button type="submit" className="btn btn-primary" disabled={!text.trim() || !connected}>
          发送
        </button>
      </div>
    </form>
  );
}
