import { forwardRef, useCallback, useEffect, useImperativeHandle, useState } from "react";
import { ReloadIcon } from "~/components/form/icons";
import { TextField } from "~/components/form/TextField";
import type { TextBinding } from "~/components/form/use-form";
import { post } from "~/lib/request";

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

/**
 * 图形验证码: the answer is an ordinary form field; the picture (a PNG in a data: URL, 240×80 shown at
 * 120×40) is a button that fetches a new one; its id is taken with ref.take().
 */
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
        // A native button, so Enter and Space change the picture too; while there is no picture yet
        // the button says what it does, afterwards the picture's text says it.
        <button
          type="button"
          className="icode-img"
          onClick={refresh}
          aria-label={pic ? undefined : "换一张图形验证码"}
          title="看不清？换一张"
        >
          {pic ? <img src={pic.image} alt="图形验证码，看不清可点击更换" width={120} height={40} draggable={false} /> : <ReloadIcon />}
        </button>
      }
    />
  );
});
