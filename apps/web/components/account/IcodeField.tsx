import { ReloadOutlined } from "@ant-design/icons";
import { Form, Input, Tooltip } from "antd";
import { forwardRef, useCallback, useEffect, useImperativeHandle, useState } from "react";
import { post } from "../../lib/request";

export interface IcodeHandle {
  /** The id of the picture shown now and a fresh picture for the next try (codes are single use). */
  take(): string;
  refresh(): void;
}

/** 图形验证码: the answer goes in the form field `icode`; the picture's id is taken with ref.take(). */
export const IcodeField = forwardRef<IcodeHandle, { endpoint?: string; name?: string; forSend?: boolean }>(function IcodeField(
  { endpoint = "/user/auth/icode", name = "icode", forSend = false },
  ref,
) {
  const [pic, setPic] = useState<{ icodeId: string; image: string } | null>(null);
  const refresh = useCallback(() => {
    post<{ icodeId: string; image: string }>(endpoint)
      .then((r) => setPic(r.data))
      .catch(() => undefined);
  }, [endpoint]);
  useEffect(refresh, [refresh]);
  useImperativeHandle(ref, () => ({
    take() {
      const id = pic?.icodeId ?? "";
      refresh();
      return id;
    },
    refresh,
  }));
  return (
    <Form.Item label="图形验证码" required>
      <div className="icode-row">
        {/* Beside a code-sending button the picture is checked when sending, not when the form is submitted. */}
        <Form.Item name={name} noStyle rules={forSend ? [] : [{ required: true, message: "请输入图形验证码" }]}>
          <Input placeholder="请输入右侧字符" maxLength={4} autoComplete="off" aria-label="图形验证码" />
        </Form.Item>
        <Tooltip title="看不清？换一张">
          <button type="button" className="icode-img" onClick={refresh} aria-label="换一张图形验证码">
            {pic ? <img src={pic.image} alt="图形验证码" width={120} height={40} /> : <ReloadOutlined />}
          </button>
        </Tooltip>
      </div>
    </Form.Item>
  );
});
