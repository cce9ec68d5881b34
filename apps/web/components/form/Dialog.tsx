import { type ReactNode, useEffect, useId, useRef } from "react";

/**
 * A modal dialog on the browser's own <dialog> (antd Modal's look): the page behind is inert, the
 * focus moves in and comes back, Esc, the close button and a click on the backdrop close it. Its
 * content is rendered only while it is open, so each opening starts fresh.
 */
export function Dialog({
  open,
  title,
  onClose,
  footer,
  children,
  width = 520,
}: {
  open: boolean;
  title: ReactNode;
  onClose: () => void;
  footer?: ReactNode;
  children: ReactNode;
  width?: number;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    else if (!open && dialog.open) dialog.close();
  }, [open]);
  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: a click on the backdrop is the mouse's way to close; the keyboard's is Esc, which the element handles itself
    <dialog
      ref={ref}
      className="ui-dialog"
      aria-labelledby={titleId}
      style={{ width }}
      // Esc closes the element itself; the owner's state must follow.
      onClose={() => open && onClose()}
      onClick={(e) => e.target === e.currentTarget && onClose()}
    >
      {open && (
        <div className="ui-dialog-content">
          <header className="ui-dialog-head">
            <h2 id={titleId}>{title}</h2>
            <button type="button" className="ui-dialog-close" aria-label="关闭" onClick={onClose}>
              ×
            </button>
          </header>
          <div className="ui-dialog-body">{children}</div>
          {footer && <footer className="ui-dialog-foot">{footer}</footer>}
        </div>
      )}
    </dialog>
  );
}
