import { InfoIcon, SuccessIcon, WarningIcon } from "./icons";

const ICONS = { info: InfoIcon, success: SuccessIcon, warning: WarningIcon };

/** A one-line notice in a tinted box (antd Alert's look), announced politely. */
export function Alert({ type, message, className }: { type: keyof typeof ICONS; message: string; className?: string }) {
  const Icon = ICONS[type];
  return (
    <div className={`ui-alert ui-alert-${type}${className ? ` ${className}` : ""}`} role="status">
      <Icon />
      <span>{message}</span>
    </div>
  );
}
