/**
 * The shapes of messages and dialogs, shared by the callers' side (toast.ts, confirm.ts) and the
 * antd side fetched on first use (toast-antd.tsx). Types only, so the antd side can name them
 * without importing the modules that load it.
 */
export type ToastKind = "error" | "info" | "success" | "warning";

export interface ConfirmOptions {
  title: string;
  content?: string;
  okText?: string;
  cancelText?: string;
  /** The yes button in red: the action cannot be undone. */
  danger?: boolean;
}
