import { FilterSelect } from "~/components/admin/ListTools";
import { Button } from "~/components/form/Button";
import { uploadChatImage } from "~/features/chat/chat-socket";
import { toast } from "~/lib/toast";

/** Replying in a live chat: text (Enter sends), canned replies and an image (uploaded here, sent by its address). */
export function LiveReply({
  text,
  canned,
  onInput,
  onCanned,
  onSend,
  onImage,
}: {
  text: string;
  canned: string[];
  onInput: (value: string) => void;
  onCanned: (value: string) => void;
  onSend: () => void;
  onImage: (url: string) => void;
}) {
  return (
    <div className="agent-compose">
      <ReplyBox
        label="回复内容"
        value={text}
        maxLength={2000}
        placeholder="输入回复，Enter 发送，Shift+Enter 换行"
        onChange={onInput}
        onEnter={onSend}
      />
      <div className="agent-compose-bar">
        <span className="admin-actions">
          <FilterSelect
            label="快捷回复"
            width={150}
            value=""
            placeholder="快捷回复…"
            disabled={canned.length === 0}
            // By position: two canned texts may be the same.
            options={canned.map((t, i) => ({ value: i, label: t }))}
            onChange={(i) => i && onCanned(canned[Number(i)] as string)}
          />
          <label className="ui-btn ui-btn-default agent-file">
            发送图片
            <input
              type="file"
              accept="image/png,image/jpeg,image/gif,image/webp"
              onChange={(e) => {
                const file = e.target.files?.[0];
                e.target.value = "";
                if (file)
                  uploadChatImage(file)
                    .then(onImage)
                    .catch((err: Error) => toast("error", err.message));
              }}
            />
          </label>
        </span>
        <Button variant="primary" onClick={onSend} disabled={!text.trim()}>
          发送
        </Button>
      </div>
    </div>
  );
}

/** Answering a message left while no agent was online: by e-mail or SMS, at most 500 characters. */
export function LeftReply({
  contact,
  text,
  onText,
  onReply,
}: {
  contact: string | null | undefined;
  text: string;
  onText: (value: string) => void;
  onReply: () => void;
}) {
  const byMail = contact?.includes("@");
  return (
    <div className="agent-compose">
      <div className="agent-muted">
        访客不在线，回复将通过{byMail ? "邮件" : "短信"}发送到 {contact}（不超过 500 字）
      </div>
      <ReplyBox label="留言回复" value={text} maxLength={500} onChange={onText} />
      <div className="agent-compose-bar">
        <span />
        <Button variant="primary" onClick={onReply} disabled={!text.trim()}>
          {byMail ? "邮件回复" : "短信回复"}
        </Button>
      </div>
    </div>
  );
}

/** The reply's text box: grows from three lines to six; with `onEnter`, Enter sends and Shift+Enter starts a line. */
function ReplyBox({
  label,
  value,
  maxLength,
  placeholder,
  onChange,
  onEnter,
}: {
  label: string;
  value: string;
  maxLength: number;
  placeholder?: string;
  onChange: (value: string) => void;
  onEnter?: () => void;
}) {
  return (
    <span className="ui-input ui-textarea">
      <textarea
        aria-label={label}
        value={value}
        rows={3}
        style={{ minHeight: "3lh", maxHeight: "6lh" }}
        maxLength={maxLength}
        placeholder={placeholder}
        onChange={(e) => onChange(e.target.value)}
        onKeyDown={(e) => {
          if (onEnter && e.key === "Enter" && !e.shiftKey && !e.nativeEvent.isComposing) {
            e.preventDefault();
            onEnter();
          }
        }}
      />
    </span>
  );
}
