import type { ReactNode } from "react";

interface Choice<T extends string> {
  value: T;
  label: ReactNode;
}

/** A field that picks one of `options`. */
interface ChoiceProps<T extends string> {
  name: string;
  label: ReactNode;
  value: T;
  options: Choice<T>[];
  onChange: (value: T) => void;
}

/** A labelled drop-down of the browser's own (keyboard and screen readers know it), in the fields' look. */
export function SelectField<T extends string>({ id, name, label, value, options, onChange }: ChoiceProps<T> & { id: string }) {
  return (
    <div className="ui-field">
      <label className="ui-label" htmlFor={id}>
        {label}
      </label>
      <span className="ui-input ui-select">
        <select id={id} name={name} value={value} onChange={(e) => onChange(e.target.value as T)}>
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      </span>
    </div>
  );
}

/** One choice among a few, shown side by side as buttons (antd's button-style radio group). */
export function RadioButtons<T extends string>({ name, label, value, options, onChange }: ChoiceProps<T>) {
  return (
    <fieldset className="ui-field ui-fieldset">
      <legend className="ui-label">{label}</legend>
      <div className="ui-radio-buttons">
        {options.map((o) => (
          <label key={o.value} className={o.value === value ? "ui-radio-checked" : undefined}>
            <input type="radio" name={name} value={o.value} checked={o.value === value} onChange={() => onChange(o.value)} />
            {o.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/**
 * A labelled multi-line input that grows with its text between `minRows` and `maxRows`, with the
 * count of characters typed under it when there is a `maxLength`.
 */
export function TextAreaField({
  id,
  name,
  label,
  value,
  onChange,
  placeholder,
  maxLength,
  minRows = 3,
  maxRows = 8,
}: {
  id: string;
  name: string;
  label: ReactNode;
  value: string;
  onChange: (value: string) => void;
  placeholder?: string;
  maxLength?: number;
  minRows?: number;
  maxRows?: number;
}) {
  return (
    <div className="ui-field">
      <label className="ui-label" htmlFor={id}>
        {label}
      </label>
      <span className="ui-input ui-textarea">
        <textarea
          id={id}
          name={name}
          value={value}
          rows={minRows}
          // Grows with what is typed (CSS field-sizing) between these heights.
          style={{ minHeight: `${minRows}lh`, maxHeight: `${maxRows}lh` }}
          maxLength={maxLength}
          placeholder={placeholder}
          onChange={(e) => onChange(e.target.value)}
        />
      </span>
      {maxLength !== undefined && <CharCount value={value} max={maxLength} />}
    </div>
  );
}

/** "12 / 100" under a field with a limit, as antd's showCount. */
export function CharCount({ value, max }: { value: string; max: number }) {
  return (
    <div className="ui-count" aria-hidden="true">
      {[...value].length} / {max}
    </div>
  );
}
