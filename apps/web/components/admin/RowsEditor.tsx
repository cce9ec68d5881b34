import type { FormEvent, ReactNode } from "react";
import { Button } from "~/components/form/Button";
import type { Rule } from "~/components/form/use-form";

/** One box of a row: what it edits, how it is named and how it is checked. */
export interface RowColumn<R> {
  name: keyof R & string;
  /** Read out with the row's number ("页脚链接第 2 行的链接文字") and shown as the placeholder. */
  label: string;
  width: number;
  /** Text beside the box: "每天" … "次". */
  before?: string;
  after?: string;
  /** Several lines (a canned reply). */
  multiline?: boolean;
  /** A number: the phone's number pad. */
  numeric?: boolean;
  /** The form's checks (use-form.ts), given the box's text without the spaces around it. */
  rules?: Rule<R>[];
  /** A box that cannot change for this row (sign-in's points are set above the list). */
  disabled?: (row: R) => boolean;
}

type Rows = Record<string, string>;

function cellProblem<R extends Rows>(column: RowColumn<R>, row: R): string | undefined {
  if (column.disabled?.(row)) return undefined;
  return column.rules?.map((rule) => rule(row[column.name].trim(), row)).find(Boolean);
}

/** A row list as a form's submit checks it. */
export interface RowsCheck<R extends Rows> {
  id: string;
  rows: R[];
  columns: RowColumn<R>[];
  /** From the first submit on, the editor marks its wrong boxes (RowsEditor's `checked`). */
  setChecked: (checked: boolean) => void;
}

/**
 * The submit of a form with fields (`validateFields`, useForm's validate) and row lists: every
 * message at once, the lists' too, not only once the fields above are right; the focus goes to the
 * first wrong box from the top; `save` runs when everything is right.
 */
export function submitWithRows(
  validateFields: () => boolean,
  // biome-ignore lint/suspicious/noExplicitAny: lists of different rows, checked alike
  lists: RowsCheck<any>[],
  save: () => void,
) {
  return (e: FormEvent) => {
    e.preventDefault();
    let right = validateFields();
    for (const { id, rows, columns, setChecked } of lists) {
      setChecked(true);
      const problem = rowsProblem(id, rows, columns);
      if (problem && right) document.getElementById(problem.focus)?.focus();
      right &&= !problem;
    }
    if (right) save();
  };
}

const cellId = (id: string, row: number, column: string) => `${id}-${row}-${column}`;

/**
 * The first wrong box of `rows` as a message naming its row ("第 2 行：请输入链接文字"), and the
 * id of that box, so that the form can focus it; undefined when every row is right.
 */
export function rowsProblem<R extends Rows>(id: string, rows: R[], columns: RowColumn<R>[]) {
  for (const [i, row] of rows.entries())
    for (const column of columns) {
      const message = cellProblem(column, row);
      if (message) return { message: `第 ${i + 1} 行：${message}`, focus: cellId(id, i, column.name) };
    }
  return undefined;
}

/**
 * A list edited row by row under one legend (快捷回复, 页脚链接, 积分规则): a box per column, the
 * row's buttons, an add button and one message line for the list. Once `checked` (the form was
 * submitted), wrong boxes are marked and the first problem is shown, and both follow every change.
 * Rows have no identity of their own, so they are keyed by position.
 */
export function RowsEditor<R extends Rows>({
  id,
  legend,
  extra,
  rows,
  columns,
  onChange,
  checked,
  newRow,
  max,
  addLabel = "添加",
  movable,
}: {
  id: string;
  legend: string;
  extra?: ReactNode;
  rows: R[];
  columns: RowColumn<R>[];
  onChange: (rows: R[]) => void;
  checked: boolean;
  /** Without it the list is fixed: no row is added or removed. */
  newRow?: R;
  max?: number;
  addLabel?: string;
  /** 上移 and 下移 on each row (the order is the order shown). */
  movable?: boolean;
}) {
  const set = (i: number, name: string, value: string) => onChange(rows.map((r, j) => (j === i ? { ...r, [name]: value } : r)));
  const move = (i: number, to: number) => {
    const next = [...rows];
    [next[i], next[to]] = [next[to], next[i]];
    onChange(next);
  };
  const problem = checked ? rowsProblem(id, rows, columns) : undefined;
  return (
    <fieldset id={id} className="ui-field ui-fieldset">
      <legend className="ui-label">{legend}</legend>
      {extra && (
        <div id={`${id}-extra`} className="ui-extra">
          {extra}
        </div>
      )}
      {rows.map((row, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: rows have no identity before they are saved
        <div key={i} className="admin-row">
          {columns.map((c) => {
            const props = {
              id: cellId(id, i, c.name),
              "aria-label": `${legend}第 ${i + 1} 行的${c.label}`,
              "aria-invalid": checked && cellProblem(c, row) ? true : undefined,
              "aria-describedby": `${id}-error`,
              placeholder: c.label,
              value: row[c.name],
              disabled: c.disabled?.(row),
            };
            return (
              <span key={c.name} className="admin-row-cell">
                {c.before}
                <span className={`ui-input${c.multiline ? " ui-textarea" : ""}`} style={{ width: c.width }}>
                  {c.multiline ? (
                    <textarea rows={1} {...props} onChange={(e) => set(i, c.name, e.target.value)} />
                  ) : (
                    <input {...props} inputMode={c.numeric ? "numeric" : undefined} onChange={(e) => set(i, c.name, e.target.value)} />
                  )}
                </span>
                {c.after}
              </span>
            );
          })}
          {movable && (
            <>
              <Button size="small" disabled={i === 0} onClick={() => move(i, i - 1)} aria-label={`上移第 ${i + 1} 行`}>
                上移
              </Button>
              <Button size="small" disabled={i === rows.length - 1} onClick={() => move(i, i + 1)} aria-label={`下移第 ${i + 1} 行`}>
                下移
              </Button>
            </>
          )}
          {newRow && (
            <Button
              size="small"
              className="ui-btn-danger-outline"
              onClick={() => onChange(rows.filter((_, j) => j !== i))}
              aria-label={`删除第 ${i + 1} 行`}
            >
              删除
            </Button>
          )}
        </div>
      ))}
      {newRow && (
        <Button onClick={() => onChange([...rows, newRow])} disabled={max !== undefined && rows.length >= max}>
          {addLabel}
        </Button>
      )}
      <div id={`${id}-error`} className="ui-error" aria-live="polite">
        {problem?.message}
      </div>
    </fieldset>
  );
}
