import { type FormEvent, useState } from "react";

/**
 * A search field and its button as a plain form: Enter submits, the value is trimmed, and no antd
 * script is needed (ADR 0006).
 */
export function SearchBox(props: {
  label: string;
  placeholder: string;
  maxLength?: number;
  initial?: string;
  className?: string;
  buttonText?: string;
  onSearch: (keyword: string) => void;
}) {
  const [value, setValue] = useState(props.initial ?? "");
  const submit = (e: FormEvent) => {
    e.preventDefault();
    props.onSearch(value.trim());
  };
  return (
    <form className={props.className ?? "topbar-search"} aria-label={props.label} onSubmit={submit}>
      <input
        type="search"
        className="search-input"
        aria-label={props.label}
        placeholder={props.placeholder}
        maxLength={props.maxLength}
        value={value}
        onChange={(e) => setValue(e.target.value)}
      />
      <button type="submit" className="search-button" aria-label="搜索">
        {props.buttonText ?? (
          <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true">
            <circle cx="7" cy="7" r="5" fill="none" stroke="currentColor" strokeWidth="1.6" />
            <path d="m11 11 3.5 3.5" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" />
          </svg>
        )}
      </button>
    </form>
  );
}
