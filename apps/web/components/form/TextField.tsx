import { type HTMLAttributes, type ReactNode, useState } from "react";
import { EyeIcon, EyeOffIcon } from "./icons";

export interface TextFieldProps {
  id: string;
  name: string;
  label: ReactNode;
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  /** The message under the field; the input is then marked invalid and described by it. */
  error?: string;
  /** A password field, with a button that shows what was typed. */
  password?: boolean;
  /** The browser's own picker for a date and time (a scheduled publication) instead of free text. */
  type?: "text" | "date" | "datetime-local";
  placeholder?: string;
  autoComplete?: string;
  maxLength?: number;
  inputMode?: HTMLAttributes<HTMLInputElement>["inputMode"];
  autoFocus?: boolean;
  disabled?: boolean;
  /** A small icon inside the box, before the text. */
  prefix?: ReactNode;
  /** Beside the box on the same line: the send-code button, the image code. */
  addon?: ReactNode;
  /** Help under the box (password strength), read out with the field. */
  extra?: ReactNode;
}

/**
 * A labelled text or password input. The message under it has a reserved line, so showing it moves
 * nothing; it is tied to the input by aria-describedby and announced when it appears.
 */
export function TextField({
  id,
  name,
  label,
  value,
  onChange,
  onBlur,
  error,
  password,
  type = "text",
  prefix,
  addon,
  extra,
  ...input
}: TextFieldProps) {
  const [shown, setShown] = useState(false);
  return (
    <FieldFrame id={id} label={label} error={error} extra={extra}>
      <div className="ui-row">
        <span className="ui-input">
          {prefix && <span className="ui-prefix">{prefix}</span>}
          <input
            id={id}
            name={name}
            type={password && !shown ? "password" : type}
            value={value}
            onChange={(e) => onChange(e.target.value)}
            onBlur={onBlur}
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy(id, extra)}
            {...input}
          />
          {password && (
            <button type="button" className="ui-eye" onClick={() => setShown(!shown)} aria-label={shown ? "隐藏密码" : "显示密码"}>
              {shown ? <EyeIcon /> : <EyeOffIcon />}
            </button>
          )}
        </span>
        {addon}
      </div>
    </FieldFrame>
  );
}

/** What a field's control names in aria-describedby: its message line, and its help when it has one. */
export function describedBy(id: string, extra?: ReactNode): string {
  return extra ? `${id}-error ${id}-extra` : `${id}-error`;
}

/**
 * A field's frame: the label above its control (`id`; without one the label names a control that is
 * no form element, such as the rich editor), then its help (`extra`) and its message line, which is
 * always there so that a message appearing moves nothing (unless `messages` is false: a drop-down
 * that is never wrong). The notes' ids are those `describedBy` gives.
 */
export function FieldFrame({
  id,
  label,
  error,
  extra,
  messages = true,
  children,
}: {
  id?: string;
  label: ReactNode;
  error?: string;
  extra?: ReactNode;
  messages?: boolean;
  children: ReactNode;
}) {
  return (
    <div className={`ui-field${error ? " ui-field-invalid" : ""}`}>
      {id ? (
        <label className="ui-label" htmlFor={id}>
          {label}
        </label>
      ) : (
        <span className="ui-label">{label}</span>
      )}
      {children}
      {extra && (
        <div id={id && `${id}-extra`} className="ui-extra">
          {extra}
        </div>
      )}
      {messages && (
        <div id={id && `${id}-error`} className="ui-error" aria-live="polite">
          {error}
        </div>
      )}
    </div>
  );
}
