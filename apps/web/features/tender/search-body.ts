import type { TenderSearchInput } from "@portal/core";

/** The list's search as the export and 订阅此搜索 calls take it: the words and filters, not the page. */
export function searchBody(input: TenderSearchInput) {
  const { current: _page, after: _after, facets: _facets, size: _size, ...search } = input;
  return search;
}
