import { TENDER_KEYWORD_MAX, TENDER_TERMS_MAX } from "@portal/contract";
import type { TenderSearchInput } from "@portal/core";
import { type FormEvent, useState } from "react";
import { useNavigate } from "react-router";
import { tenderFilterValues, tenderHref } from "~/lib/tender-url";

const SCOPES = [
  ["", "全文"],
  ["title", "标题"],
  ["buyer", "招标人"],
  ["winner", "中标人"],
] as const;

/**
 * The list's search box (issue 32). A search keeps every other filter: the hidden fields carry them
 * when the page has no script yet, and after hydration the address is written by tenderHref, so it
 * holds only what is set. `error` is the service's refusal of the words (too long, too many terms).
 */
export function TenderSearchBox({ input, error }: { input: TenderSearchInput; error?: string }) {
  const navigate = useNavigate();
  const [length, setLength] = useState((input.keyword ?? "").length);
  const carried = Object.entries(tenderFilterValues(input)).filter(([name]) => name !== "q" && name !== "scope");
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    navigate(tenderHref(input, { q: String(form.get("q") ?? "").trim() || undefined, scope: String(form.get("scope") ?? "") || undefined }));
  };
  const full = length >= TENDER_KEYWORD_MAX;
  return (
    <div className="tender-search-block">
      <form method="get" action={input.category ? `/tender/${input.category}` : "/tender"} className="tender-search" role="search" onSubmit={onSubmit}>
        <input
          type="search"
          name="q"
          defaultValue={input.keyword ?? ""}
          maxLength={TENDER_KEYWORD_MAX}
          onInput={(e) => setLength(e.currentTarget.value.length)}
          placeholder="项目名称、招标人、中标人等，如：隧道 -监理"
          aria-label="关键词"
          aria-describedby="tender-search-help"
          aria-invalid={error ? true : undefined}
        />
        <select name="scope" defaultValue={input.scope && input.scope !== "all" ? input.scope : ""} aria-label="搜索范围">
          {SCOPES.map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </select>
        {carried.map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <button type="submit">搜索</button>
      </form>
      {error && (
        <p className="tender-search-error" role="alert">
          {error}
        </p>
      )}
      {full && !error && (
        <p className="tender-search-error" role="status">
          关键词最多 {TENDER_KEYWORD_MAX} 个字，超出的部分没有输入
        </p>
      )}
      <p id="tender-search-help" className="tender-search-help">
        空格分隔 = 同时包含；<code>隧道|桥梁</code> 或 <code>隧道 或 桥梁</code> = 任一；<code>-监理</code> = 排除；
        <code>"盾构隧道"</code> = 完整短语。最多 {TENDER_KEYWORD_MAX} 个字、{TENDER_TERMS_MAX} 个词。
      </p>
    </div>
  );
}
