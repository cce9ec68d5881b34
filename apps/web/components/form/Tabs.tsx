import { type KeyboardEvent, type ReactNode, useId } from "react";

export interface TabItem {
  key: string;
  label: string;
  content: ReactNode;
}

/**
 * Tabs after the WAI-ARIA pattern: one tab stop, arrow keys (and Home/End) move between the tabs and
 * show each at once. Only the shown panel is rendered, so a hidden QR code stops polling. `vertical`
 * puts the tabs in a column on the left (个人中心), moved through with the up and down arrows.
 */
export function Tabs({
  label,
  items,
  active,
  onChange,
  vertical,
  className,
}: {
  label: string;
  items: TabItem[];
  active: string;
  onChange: (key: string) => void;
  vertical?: boolean;
  className?: string;
}) {
  const prefix = useId();
  const tabId = (key: string) => `${prefix}-tab-${key}`;
  const panelId = (key: string) => `${prefix}-panel-${key}`;
  const current = items.find((t) => t.key === active) ?? items[0];
  const move = (e: KeyboardEvent) => {
    const at = items.findIndex((t) => t.key === current?.key);
    const [next, previous] = vertical ? ["ArrowDown", "ArrowUp"] : ["ArrowRight", "ArrowLeft"];
    const to: number | undefined = { [next]: at + 1, [previous]: at - 1, Home: 0, End: items.length - 1 }[e.key];
    if (to === undefined) return;
    e.preventDefault();
    const chosen = items[(to + items.length) % items.length];
    if (!chosen) return;
    onChange(chosen.key);
    document.getElementById(tabId(chosen.key))?.focus();
  };
  return (
    <div className={["ui-tabs", vertical && "ui-tabs-vertical", className].filter(Boolean).join(" ")}>
      <div role="tablist" aria-label={label} aria-orientation={vertical ? "vertical" : undefined} className="ui-tablist" onKeyDown={move}>
        {items.map((t) => {
          const selected = t.key === current?.key;
          return (
            <button
              key={t.key}
              id={tabId(t.key)}
              type="button"
              role="tab"
              aria-selected={selected}
              aria-controls={selected ? panelId(t.key) : undefined}
              tabIndex={selected ? 0 : -1}
              className="ui-tab"
              onClick={() => onChange(t.key)}
            >
              {t.label}
            </button>
          );
        })}
      </div>
      {current && (
        <div role="tabpanel" id={panelId(current.key)} aria-labelledby={tabId(current.key)} key={current.key} className="ui-tabpanel">
          {current.content}
        </div>
      )}
    </div>
  );
}
