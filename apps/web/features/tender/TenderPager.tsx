import { Form } from "react-router";
import { Pager } from "~/components/Pager";

export interface TenderPaging {
  page: number;
  pages: number;
  /** Addresses of the pages the pager shows (computed by the loader: tender-paging.server.ts). */
  hrefs: Record<number, string>;
  /** The list has more pages than it offers. */
  capped: boolean;
  action: string;
  carried: [string, string][];
}

/**
 * Page numbers with ellipses, 上一页/下一页 and a jump to any page (issue 32). Markup only: the
 * loader has worked out every address, and the jump is a plain GET the loader reads.
 */
export function TenderPager({ paging }: { paging: TenderPaging }) {
  const { page, pages, hrefs } = paging;
  if (pages <= 1) return null;
  return (
    <div className="tender-pager">
      <Pager current={page} pages={pages} href={(p) => hrefs[p]} />
      <Form method="get" action={paging.action} className="pager-jump" aria-label="跳转页码">
        {paging.carried.map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <label>
          跳至 <input key={page} type="number" name="page" min={1} max={pages} defaultValue={page} required /> 页
        </label>
        <button type="submit">确定</button>
      </Form>
      {paging.capped && <p className="pager-cap">结果较多，列表只列出前 {pages} 页；再加关键词或筛选条件可以看到更早的公告。</p>}
    </div>
  );
}
