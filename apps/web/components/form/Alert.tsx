import { InfoIcon, SuccessIcon, WarningIcon } from "./icons";

const ICONS = { info: InfoIcon, success: SuccessIcon, warning: WarningIcon };

/** A notice in a tinted box (antd Alert's look), announced politely; `description` goes under the message. */
export function Alert({
  type,
  message,
  description,
  className,
}: {
  type: keyof typeof ICONS;
  message: string;
  description?: string;
  className?: string;
}) {
  const Icon = ICONS[type];
  return (
    <div
      className={`ui-alert ui-alert-${type}${description ? " ui-alert-with-description" : ""}${className ? ` ${className}` : ""}`}
      role="status"
    >
      <Icon />
      {description ? (
        <div>
          <div className="ui-alert-message">{message}</div>
          <div>{description}</div>
        </div>
      ) : (
        <span>{message}</span>
      )}
    </div>
  );
}
