import type { FormEvent, ReactNode } from "react";
import { Button } from "./Button";
import { Dialog } from "./Dialog";

/**
 * A form in a dialog with 取消 and its submit button at the foot (antd Modal's onOk look): Enter in a
 * field submits it, the button shows `busy` while the request runs.
 */
export function DialogForm({
  title,
  width,
  onClose,
  onSubmit,
  busy,
  submitText = "保存",
  children,
}: {
  title: string;
  width?: number;
  onClose: () => void;
  onSubmit: (e: FormEvent) => void;
  busy: boolean;
  submitText?: string;
  children: ReactNode;
}) {
  return (
    <Dialog open title={title} width={width} onClose={onClose}>
      <form onSubmit={onSubmit} noValidate>
        {children}
        <div className="ui-dialog-foot">
          <Button onClick={onClose}>取消</Button>
          <Button type="submit" variant="primary" loading={busy}>
            {submitText}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
