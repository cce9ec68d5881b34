import { type FormEvent, useId, useRef, useState } from "react";

type Value = string | boolean;
/** A check of one field: the message to show, or undefined when the value is fine. */
export type Rule<V> = (value: Value, values: V) => string | undefined;
export type Rules<V> = Partial<Record<keyof V & string, Rule<V>[]>>;

export const required =
  (message: string): Rule<unknown> =>
  (v) =>
    (typeof v === "string" ? v.trim() : v) ? undefined : message;
export const minLength =
  (n: number, message: string): Rule<unknown> =>
  (v) =>
    typeof v === "string" && v && v.length < n ? message : undefined;
export const maxLength =
  (n: number, message: string): Rule<unknown> =>
  (v) =>
    typeof v === "string" && v.length > n ? message : undefined;
export const pattern =
  (re: RegExp, message: string): Rule<unknown> =>
  (v) =>
    typeof v === "string" && v && !re.test(v) ? message : undefined;

/** The same as another field of the form: a password typed a second time. */
export const sameAs =
  (field: string, message: string): Rule<Record<string, Value>> =>
  (v, all) =>
    v && v !== all[field] ? message : undefined;

/** A whole number from `min` to `max` (an empty field is left to `required`). */
export const intBetween =
  (min: number, max: number, message: string): Rule<unknown> =>
  (v) =>
    typeof v === "string" && v.trim() && !(/^\d+$/.test(v.trim()) && Number(v) >= min && Number(v) <= max) ? message : undefined;

/** What a text input needs from the form for one field (TextField takes these props). */
export interface TextBinding {
  id: string;
  name: string;
  value: string;
  onChange: (value: string) => void;
  onBlur: () => void;
  error?: string;
}

/**
 * The state of a small form: values, the message shown under each field, and the checks of each
 * field (the first failing check's message is shown). Fields are checked on submit and when left
 * with something typed; a field showing a message is checked again on every change, so the message
 * goes as soon as it is fixed (and "确认密码" follows "设置密码").
 */
export function useForm<V extends Record<string, Value>>(initial: V, rules: Rules<V> = {}) {
  const prefix = useId();
  const [values, setValues] = useState(initial);
  // The latest values, also between a change and the next render: a code sent after an await
  // clears the image code without undoing what was typed meanwhile.
  const latest = useRef(values);
  const [errors, setErrors] = useState<Partial<Record<keyof V & string, string>>>({});
  const id = (name: keyof V & string) => `${prefix}-${name}`;
  const check = (name: keyof V & string, all: V) => rules[name]?.map((rule) => rule(all[name], all)).find(Boolean);

  const set = (name: keyof V & string, value: Value) => {
    const next = { ...latest.current, [name]: value };
    latest.current = next;
    setValues(next);
    setErrors((shown) => {
      const again = { ...shown };
      for (const k of Object.keys(shown) as (keyof V & string)[]) {
        // A message set by hand (setError) stays until its own field changes.
        if (shown[k] && (rules[k] || k === name)) again[k] = check(k, next);
      }
      return again;
    });
  };
  /** Shows a message found outside the rules; the field gets the focus unless `keepFocus`. */
  const setError = (name: keyof V & string, message: string | undefined, keepFocus = false) => {
    setErrors((shown) => ({ ...shown, [name]: message }));
    if (message && !keepFocus) document.getElementById(id(name))?.focus();
  };
  /** Checks `names` (all fields with rules by default); shows their messages and focuses the first wrong field. */
  const validate = (names = Object.keys(rules) as (keyof V & string)[]) => {
    const found = Object.fromEntries(names.map((n) => [n, check(n, latest.current)])) as Partial<Record<keyof V & string, string>>;
    setErrors((shown) => ({ ...shown, ...found }));
    const first = names.find((n) => found[n]);
    if (first) document.getElementById(id(first))?.focus();
    return !first;
  };
  /** The props a TextField or Checkbox needs for one field. */
  const field = (name: keyof V & string) => ({
    id: id(name),
    name,
    error: errors[name],
    onBlur: () => {
      const all = latest.current;
      if (all[name]) setErrors((shown) => ({ ...shown, [name]: check(name, all) }));
    },
  });
  const text = (name: keyof V & string): TextBinding => ({
    ...field(name),
    value: String(values[name] ?? ""),
    onChange: (v: string) => set(name, v),
  });
  const checkbox = (name: keyof V & string) => ({
    ...field(name),
    checked: Boolean(values[name]),
    onChange: (v: boolean) => set(name, v),
  });
  /**
   * What was typed before the page was hydrated is on screen but not in the state (React keeps the
   * value it rendered); the submit held until then (lib/before-hydration.ts) must send what is seen.
   */
  const takeWhatIsShown = (form: HTMLFormElement) => {
    for (const name of Object.keys(latest.current) as (keyof V & string)[]) {
      const el = form.elements.namedItem(name);
      if (!(el instanceof HTMLInputElement || el instanceof HTMLTextAreaElement)) continue;
      const shown = el instanceof HTMLInputElement && el.type === "checkbox" ? el.checked : el.value;
      if (shown !== latest.current[name]) set(name, shown);
    }
  };
  /** An onSubmit handler: no page load; `onValid` runs with the values once every check passes. */
  const submit = (onValid: (v: V) => unknown) => (e: FormEvent) => {
    e.preventDefault();
    takeWhatIsShown(e.currentTarget as HTMLFormElement);
    if (validate()) void onValid(latest.current);
  };
  return { values, get: () => latest.current, set, setError, validate, text, checkbox, submit };
}
