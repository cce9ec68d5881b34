import type { FormEvent } from "react";
import { Form } from "react-router";

/**
 * The list's search box (issue 32). A search keeps every other filter: `carried` (the loader's
 * values of the filters in force) go along as hidden fields. Empty fields are left out of the
 * address, so it holds only what is set. `error` is the service's refusal of the words.
 * Kept to markup and two tiny handlers: the list page's start-up script is within its budget.
 */
export function TenderSearchBox(props: { action: string; keyword: string; scope: string; carried: [string, string][]; error?: string }) {
  return (
    <div className="tender-search-block">
      <Form method="get" action={props.action} className="tender-search" role="search" onSubmit={leaveOutEmpty}>
        <input
          type="search"
          name="q"
          defaultValue={props.keyword}
          maxLength={100}
          onInput={(e) => e.currentTarget.form?.classList.toggle("full", e.currentTarget.value.length >= 100)}
          placeholder="项目名称、招标人、中标人等，如：隧道 -监理"
          aria-label="关键词"
          aria-describedby="tender-search-help"
          aria-invalid={props.error ? true : undefined}
        />
        <select name="scope" defaultValue={props.scope} aria-label="搜索范围">
          <option value="">全文</option>
          <option value="title">标题</option>
          <option value="buyer">招标人</option>
          <option value="winner">中标人</option>
        </select>
        {props.carried.map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <button type="submit">搜索</button>
      </Form>
      {props.error && (
        <p className="tender-search-error" role="alert">
          {props.error}
        </p>
      )}
      <p className="tender-search-error tender-search-limit" role="status">
        关键词最多 100 个字，超出的部分没有输入
      </p>
      <p id="tender-search-help" className="tender-search-help">
        空格分隔 = 同时包含；<code>隧道|桥梁</code> 或 <code>隧道 或 桥梁</code> = 任一；<code>-监理</code> = 排除；
        <code>"盾构隧道"</code> = 完整短语。最多 100 个字、10 个词。
      </p>
    </div>
  );
}

/** Empty fields are disabled while the form is read (so they stay out of the address), then back. */
function leaveOutEmpty(event: FormEvent<HTMLFormElement>) {
  const empty = [...event.currentTarget.elements].filter((el) => (el as HTMLInputElement).name && !(el as HTMLInputElement).value);
  for (const el of empty) (el as HTMLInputElement).disabled = true;
  setTimeout(() => {
    for (const el of empty) (el as HTMLInputElement).disabled = false;
  });
}
