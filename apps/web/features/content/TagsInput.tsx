import { type KeyboardEvent, useState } from "react";

/**
 * Free tags typed one by one (antd's Select in tags mode, without its ~24 KB of script): Enter, a
 * comma or leaving the box adds what was typed; Backspace in the empty box takes the last one back;
 * each tag has its own remove button. Duplicates and empty tags are ignored, at most `max` are kept.
 */
export function TagsInput({
  id,
  value,
  onChange,
  max = 10,
  maxLength = 20,
  placeholder = "输入后回车",
}: {
  id: string;
  value: string[];
  onChange: (tags: string[]) => void;
  max?: number;
  maxLength?: number;
  placeholder?: string;
}) {
  const [draft, setDraft] = useState("");
  const add = (text: string) => {
    const fresh = text
      .split(/[,，]/)
      .map((t) => t.trim())
      .filter((t) => t && !value.includes(t));
    if (fresh.length) onChange([...value, ...new Set(fresh)].slice(0, max));
    setDraft("");
  };
  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === "Enter" && !e.nativeEvent.isComposing) {
      e.preventDefault(); // adds the tag instead of sending the form
      add(draft);
    } else if (e.key === "Backspace" && !draft && value.length) {
      onChange(value.slice(0, -1));
    }
  };
  const full = value.length >= max;
  return (
    <div className="ui-input admin-tags">
      {value.map((t) => (
        <span className="ui-tag" key={t}>
          {t}
          <button type="button" aria-label={`移除标签 ${t}`} onClick={() => onChange(value.filter((x) => x !== t))}>
            ×
          </button>
        </span>
      ))}
      <input
        id={id}
        value={draft}
        maxLength={maxLength}
        disabled={full}
        placeholder={full ? `最多 ${max} 个` : value.length ? "" : placeholder}
        onChange={(e) => (/[,，]/.test(e.target.value) ? add(e.target.value) : setDraft(e.target.value))}
        onKeyDown={onKeyDown}
        onBlur={() => draft && add(draft)}
      />
    </div>
  );
}
