import type { TenderSearchInput } from "@portal/core";
import { type FormEvent, useState } from "react";
import { useNavigate } from "react-router";
import { Pager } from "~/components/Pager";
import { OFFSET_PAGES, PAGE_MAX, tenderFilterValues, tenderHref } from "~/lib/tender-url";

const blockOf = (page: number) => Math.floor((page - 1) / OFFSET_PAGES);

/**
 * Page numbers with ellipses, 上一页/下一页 and a jump to any page (issue 32). Pages 1–10 are
 * numbered offsets; deeper pages hang on the cursor of the end of page 10, 20, 30…: a page of the
 * same block as this one (or the next block's first) links with its cursor, any other page without
 * one and the loader finds it. The list offers PAGE_MAX pages and says so when there are more.
 */
export function TenderPager(props: {
  input: TenderSearchInput;
  page: number;
  total: number;
  /** The cursor this page's block hangs on, and this page's own last row's. */
  blockCursor?: string;
  next: string | null;
  size: number;
}) {
  const { input, page, total, blockCursor, next, size } = props;
  const navigate = useNavigate();
  const [jumpError, setJumpError] = useState("");
  const counted = Math.ceil(total / size);
  // The count may be an estimate: a next page exists exactly when there is a cursor to it.
  const pages = Math.min(PAGE_MAX, next ? Math.max(counted, page + 1) : page);
  const cursorOf = (p: number) => {
    if (p <= OFFSET_PAGES) return undefined;
    if (page > OFFSET_PAGES && blockOf(p) === blockOf(page)) return blockCursor;
    if (blockOf(p) === blockOf(page) + 1 && page % OFFSET_PAGES === 0) return next ?? undefined;
    return undefined;
  };
  const href = (p: number) => tenderHref(input, {}, { page: p, after: cursorOf(p) });
  const jump = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const wanted = Number(new FormData(event.currentTarget).get("page"));
    if (!Number.isInteger(wanted) || wanted < 1 || wanted > pages) {
      setJumpError(`请输入 1–${pages} 之间的页码`);
      return;
    }
    setJumpError("");
    navigate(href(wanted));
  };
  if (pages <= 1) return null;
  return (
    <div className="tender-pager">
      <Pager current={page} pages={pages} href={href} />
      <form
        method="get"
        action={input.category ? `/tender/${input.category}` : "/tender"}
        className="pager-jump"
        noValidate
        onSubmit={jump}
        aria-label="跳转页码"
      >
        {Object.entries(tenderFilterValues(input)).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <label>
          跳至 <input key={page} type="number" name="page" min={1} max={pages} defaultValue={page} aria-label="页码" /> 页
        </label>
        <button type="submit">确定</button>
        {jumpError && (
          <span className="pager-jump-error" role="alert">
            {jumpError}
          </span>
        )}
      </form>
      {counted > PAGE_MAX && (
        <p className="pager-cap">
          结果较多，列表只列出前 {PAGE_MAX} 页（{(PAGE_MAX * size).toLocaleString("en-US")} 条）；再加关键词或筛选条件可以看到更早的公告。
        </p>
      )}
    </div>
  );
}
