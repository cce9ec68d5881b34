import type { ReactNode } from "react";
import { describedBy, FieldFrame } from "./TextField";

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

/**
 * The browser's own drop-down (keyboard and screen readers know it) in the fields' look, without a
 * label of its own: `placeholder` is a first choice with the empty value ("全部…", "转接给…").
 */
export function NativeSelect<V extends string | number>({
  value,
  options,
  onChange,
  placeholder,
  width,
  ...select
}: {
  value: V | "" | undefined;
  options: { value: V; label: ReactNode }[];
  onChange: (value: string) => void;
  placeholder?: string;
  /** A fixed width (a toolbar's filter); without it the select fills its line. */
  width?: number;
  id?: string;
  name?: string;
  "aria-label"?: string;
  disabled?: boolean;
}) {
  return (
    <span className="ui-input ui-select" style={width === undefined ? undefined : { width, flex: "none" }}>
      <select {...select} value={value ?? ""} onChange={(e) => onChange(e.target.value)}>
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </span>
  );
}

/** A labelled drop-down of the browser's own, in the fields' look; `placeholder` is a first choice with the empty value. */
export function SelectField({ id, name, label, value, options, onChange, placeholder }: ChoiceProps & { placeholder?: string }) {
  return (
    <FieldFrame id={id} label={label} messages={false}>
      <NativeSelect id={id} name={name} value={value} options={options} placeholder={placeholder} onChange={onChange} />
    </FieldFrame>
  );
}

/**
 * One choice among a few, side by side as buttons (antd's button-style radio group), without a
 * label of its own: RadioButtons gives it a legend, a toolbar an aria-label.
 */
export function ButtonRadios<V extends string | number>({
  name,
  value,
  options,
  onChange,
  className,
  "aria-label": ariaLabel,
}: {
  name: string;
  value: V;
  options: { value: V; label: ReactNode }[];
  onChange: (value: V) => void;
  className?: string;
  "aria-label"?: string;
}) {
  return (
    <div className={className ? `ui-radio-buttons ${className}` : "ui-radio-buttons"} role="radiogroup" aria-label={ariaLabel}>
      {options.map((o) => (
        <label key={o.value} className={o.value === value ? "ui-radio-checked" : undefined}>
          <input type="radio" name={name} value={o.value} checked={o.value === value} onChange={() => onChange(o.value)} />
          {o.label}
        </label>
      ))}
    </div>
  );
}

/** One choice among a few, shown side by side as buttons under a legend. */
export function RadioButtons({ name, label, value, options, onChange }: ChoiceProps) {
  return (
    <fieldset className="ui-field ui-fieldset">
      <legend className="ui-label">{label}</legend>
      <ButtonRadios name={name} value={value} options={options} onChange={onChange} />
    </fieldset>
  );
}

/**
 * A labelled multi-line input that grows with its text between `minRows` and `maxRows`, with the
 * count of characters typed under it when there is a `maxLength`, help (`extra`) and, like
 * TextField, a message line tied to it.
 */
export function TextAreaField({
  id,
  name,
  label,
  value,
  onChange,
  onBlur,
  error,
  extra,
  placeholder,
  maxLength,
  minRows = 3,
  maxRows = 8,
  monospace,
}: {
  id: string;
  name: string;
  label: ReactNode;
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  error?: string;
  extra?: ReactNode;
  placeholder?: string;
  maxLength?: number;
  minRows?: number;
  maxRows?: number;
  /** Code (JSON) rather than prose. */
  monospace?: boolean;
}) {
  return (
    <FieldFrame id={id} label={label} error={error} extra={extra}>
      <span className="ui-input ui-textarea">
        <textarea
          id={id}
          name={name}
          value={value}
          rows={minRows}
          // Grows with what is typed (CSS field-sizing) between these heights.
          style={{ minHeight: `${minRows}lh`, maxHeight: `${maxRows}lh`, fontFamily: monospace ? "monospace" : undefined }}
          maxLength={maxLength}
          placeholder={placeholder}
          onChange={(e) => onChange(e.target.value)}
          onBlur={onBlur}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, extra)}
        />
      </span>
      {maxLength !== undefined && <CharCount value={value} max={maxLength} />}
    </FieldFrame>
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

/** Several choices among a few, as a row of checkboxes under one legend, with a message line. */
export function CheckboxGroup({
  label,
  value,
  options,
  onChange,
  error,
}: {
  label: ReactNode;
  value: string[];
  options: Choice[];
  onChange: (value: string[]) => void;
  error?: string;
}) {
  return (
    <fieldset className={`ui-field ui-fieldset${error ? " ui-field-invalid" : ""}`}>
      <legend className="ui-label">{label}</legend>
      <div className="ui-check-row">
        {options.map((o) => (
          <label key={o.value} className="ui-check">
            <input
              type="checkbox"
              checked={value.includes(o.value)}
              onChange={(e) => onChange(e.target.checked ? [...value, o.value] : value.filter((v) => v !== o.value))}
            />
            <span>{o.label}</span>
          </label>
        ))}
      </div>
      <div className="ui-error" aria-live="polite">
        {error}
      </div>
    </fieldset>
  );
}
