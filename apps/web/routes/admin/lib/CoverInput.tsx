import { Button, Input, Space } from "antd";
import { uploadFile } from "./api";

/** The address rule the content services apply: an upload (/files/…), a generated cover or http(s). */
export const COVER_RULE = { pattern: /^(https?:\/\/|\/[^/\\])/, message: "地址须以 http(s):// 或 / 开头" };

/**
 * A cover image field: the address, an upload button and a preview at the list's 16:9 size, so
 * staff see what visitors will see. Form.Item hands value and onChange.
 */
export function CoverInput({ value, onChange, id }: { value?: string | null; onChange?: (v: string) => void; id?: string }) {
  const pick = () => {
    const input = document.createElement("input");
    input.type = "file";
    input.accept = "image/png,image/jpeg,image/gif,image/webp";
    input.onchange = async () => {
      const url = input.files?.[0] && (await uploadFile(input.files[0]));
      if (url) onChange?.(url);
    };
    input.click();
  };
  return (
    <Space direction="vertical" style={{ width: "100%" }}>
      <Space.Compact style={{ width: "100%" }}>
        <Input
          id={id}
          placeholder="图片地址，或点击上传（PNG、JPEG、GIF、WebP，5 MB 以内）"
          value={value ?? ""}
          onChange={(e) => onChange?.(e.target.value)}
        />
        <Button onClick={pick}>上传</Button>
      </Space.Compact>
      {value && COVER_RULE.pattern.test(value) && (
        <img src={value} alt="封面预览" width={192} height={108} style={{ objectFit: "cover", borderRadius: 4, background: "#f1f5f9" }} />
      )}
    </Space>
  );
}
