import type { ReactNode } from "react";

/** A native checkbox with its label and, like TextField, a message line tied to it. */
export function Checkbox({
  id,
  name,
  checked,
  onChange,
  error,
  children,
}: {
  id: string;
  name: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  onBlur?: () => void;
  error?: string;
  children: ReactNode;
}) {
  const errorId = `${id}-error`;
  return (
    <div className={`ui-field${error ? " ui-field-invalid" : ""}`}>
      <label className="ui-check">
        <input
          id={id}
          name={name}
          type="checkbox"
          checked={checked}
          onChange={(e) => onChange(e.target.checked)}
          aria-invalid={error ? true : undefined}
          aria-describedby={errorId}
        />
        <span>{children}</span>
      </label>
      <div id={errorId} className="ui-error" aria-live="polite">
        {error}
      </div>
    </div>
  );
}
