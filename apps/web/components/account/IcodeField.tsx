import { forwardRef, useCallback, useEffect, useImperativeHandle, useState } from "react";
import { post } from "../../lib/request";
import { ReloadIcon } from "../form/icons";
import { TextField } from "../form/TextField";
import type { TextBinding } from "../form/use-form";

export interface IcodeHandle {
  /** The id of the picture shown now and a fresh picture for the next try (codes are single use). */
  take(): string;
  refresh(): void;
}

interface Props {
  endpoint?: string;
  /** The answer field's props from useForm's text("icode"). */
  field: TextBinding;
}

/** 图形验证码: the answer is an ordinary form field; the picture's id is taken with ref.take(). */
export const IcodeField = forwardRef<IcodeHandle, Props>(function IcodeField({ endpoint = "/user/auth/icode", field }, ref) {
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
    <TextField
      {...field}
      label="图形验证码"
      placeholder="请输入右侧字符"
      maxLength={4}
      autoComplete="off"
      addon={
        <button type="button" className="icode-img" onClick={refresh} aria-label="换一张图形验证码" title="看不清？换一张">
          {pic ? <img src={pic.image} alt="图形验证码" width={120} height={40} /> : <ReloadIcon />}
        </button>
      }
    />
  );
});
