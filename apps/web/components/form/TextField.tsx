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
  placeholder?: string;
  autoComplete?: string;
  maxLength?: number;
  inputMode?: HTMLAttributes<HTMLInputElement>["inputMode"];
  autoFocus?: boolean;
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
export function TextField({ id, name, label, value, onChange, onBlur, error, password, prefix, addon, extra, ...input }: TextFieldProps) {
  const [shown, setShown] = useState(false);
  const errorId = `${id}-error`;
  const extraId = `${id}-extra`;
  return (
    <div className={`ui-field${error ? " ui-field-invalid" : ""}`}>
      <label className="ui-label" htmlFor={id}>
        {label}
      </label>
      <div className="ui-row">
        <span className="ui-input">
          {prefix && <span className="ui-prefix">{prefix}</span>}
          <input
            id={id}
            name={name}
            type={password && !shown ? "password" : "text"}
            value={value}
            onChange={(e) => onChange(e.target.value)}
            onBlur={onBlur}
            aria-invalid={error ? true : undefined}
            aria-describedby={extra ? `${errorId} ${extraId}` : errorId}
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
      {extra && (
        <div id={extraId} className="ui-extra">
          {extra}
        </div>
      )}
      <div id={errorId} className="ui-error" aria-live="polite">
        {error}
      </div>
    </div>
  );
}
