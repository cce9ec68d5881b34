import { type FormEvent, useRef } from "react";

/**
 * A search field and its button as a plain form: Enter submits, the value is trimmed, and no antd
 * script is needed (ADR 0006). The box keeps its own text (read when the form is sent), so what was
 * typed before the page's scripts ran is searched for too.
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
  const input = useRef<HTMLInputElement>(null);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    props.onSearch(input.current?.value.trim() ?? "");
  };
  return (
    <form className={props.className ?? "topbar-search"} aria-label={props.label} onSubmit={submit}>
      <input
        ref={input}
        type="search"
        className="search-input"
        aria-label={props.label}
        placeholder={props.placeholder}
        maxLength={props.maxLength}
        defaultValue={props.initial}
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
