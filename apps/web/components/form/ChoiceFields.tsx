import type { ReactNode } from "react";

interface Choice {
  value: string;
  label: ReactNode;
}

/** A field that picks one of `options`; the form's text binding (useForm's `text(name)`) fits it. */
interface ChoiceProps {
  id: string;
  name: string;
  label: ReactNode;
  value: string;
  options: Choice[];
  onChange: (value: string) => void;
}

/** A label above a control, in the fields' spacing; what follows the control (a count) goes under it. */
function LabelledField({ id, label, children }: { id: string; label: ReactNode; children: ReactNode }) {
  return (
    <div className="ui-field">
      <label className="ui-label" htmlFor={id}>
        {label}
      </label>
      {children}
    </div>
  );
}

/** A labelled drop-down of the browser's own (keyboard and screen readers know it), in the fields' look. */
export function SelectField({ id, name, label, value, options, onChange }: ChoiceProps) {
  return (
    <LabelledField id={id} label={label}>
      <span className="ui-input ui-select">
        <select id={id} name={name} value={value} onChange={(e) => onChange(e.target.value)}>
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      </span>
    </LabelledField>
  );
}

/** One choice among a few, shown side by side as buttons (antd's button-style radio group). */
export function RadioButtons({ name, label, value, options, onChange }: ChoiceProps) {
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
    <LabelledField id={id} label={label}>
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
    </LabelledField>
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
