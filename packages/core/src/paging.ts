// The kernel's paging (DESIGN §3): one bounded page input and one paged answer, SPEC §3 "List response".

/** 1-based paging input, bounded like the API's pageQuerySchema. */
export interface Page {
  current: number;
  size: number;
}

export function normalizePage(page: Partial<Page> | undefined, defaultSize = 20): Page {
  const current = Math.min(10_000, Math.max(1, Math.trunc(page?.current ?? 1)));
  const size = Math.min(100, Math.max(1, Math.trunc(page?.size ?? defaultSize)));
  return { current, size };
}

export interface Paged<T> {
  records: T[];
  total: number;
  current: number;
  size: number;
  pages: number;
}

export function pagedResult<T>(records: T[], total: number, page: Page): Paged<T> {
  return { records, total, current: page.current, size: page.size, pages: Math.ceil(total / page.size) };
}
