/** Where the visitor is in a multi-step flow (antd's small Steps look): done, current, still to come. */
export function Steps({ titles, current }: { titles: string[]; current: number }) {
  return (
    <ol className="ui-steps">
      {titles.map((title, i) => (
        <li
          key={title}
          className={i < current ? "ui-step-done" : i === current ? "ui-step-current" : undefined}
          aria-current={i === current ? "step" : undefined}
        >
          <span className="ui-step-icon" aria-hidden="true">
            {i < current ? "✓" : i + 1}
          </span>
          <span className="ui-step-title">{title}</span>
        </li>
      ))}
    </ol>
  );
}
