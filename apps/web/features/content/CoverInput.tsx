import { uploadFile } from "~/components/admin/api";
import { Button } from "~/components/form/Button";
import { describedBy, FieldFrame } from "~/components/form/TextField";
import type { TextBinding } from "~/components/form/use-form";

/** The address rule the content services apply: an upload (/files/…), a generated cover or http(s). */
export const COVER_RULE = { pattern: /^(https?:\/\/|\/[^/\\])/, message: "地址须以 http(s):// 或 / 开头" };

/**
 * A cover image field: the address, an upload button and a preview at the list's 16:9 size, so
 * staff see what visitors will see; with its label and message line.
 */
export function CoverField({ id, value, onChange, error, label }: TextBinding & { label: string }) {
  return (
    <FieldFrame id={id} label={label} error={error}>
      <CoverInput id={id} value={value} onChange={onChange} invalid={Boolean(error)} />
    </FieldFrame>
  );
}

function CoverInput({ value, onChange, id, invalid }: { value: string; onChange: (v: string) => void; id: string; invalid: boolean }) {
  const pick = () => {
    const input = document.createElement("input");
    input.type = "file";
    input.accept = "image/png,image/jpeg,image/gif,image/webp";
    input.onchange = async () => {
      const url = input.files?.[0] && (await uploadFile(input.files[0]));
      if (url) onChange(url);
    };
    input.click();
  };
  return (
    <div className="admin-cover">
      <div className="ui-row">
        <span className="ui-input">
          <input
            id={id}
            placeholder="图片地址，或点击上传（PNG、JPEG、GIF、WebP，5 MB 以内）"
            value={value}
            aria-invalid={invalid || undefined}
            aria-describedby={describedBy(id)}
            onChange={(e) => onChange(e.target.value)}
          />
        </span>
        <Button onClick={pick}>上传</Button>
      </div>
      {value && COVER_RULE.pattern.test(value) && (
        <img src={value} alt="封面预览" width={192} height={108} style={{ objectFit: "cover", borderRadius: 4, background: "#f1f5f9" }} />
      )}
    </div>
  );
}
