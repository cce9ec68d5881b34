import { AppError } from "@portal/core";
import { data } from "react-router";

const notFoundResponse = () => data("页面不存在", { status: 404 });

/** A numeric id route segment; anything else is a page that cannot exist. */
export function idParam(value: string | undefined): number {
  if (!value || !/^[1-9]\d{0,8}$/.test(value)) throw notFoundResponse();
  return Number(value);
}

/** An optional page segment: absent is page 1; "0", "abc" or huge numbers are 404. */
export function pageParam(value: string | undefined): number {
  if (value === undefined) return 1;
  if (!/^[1-9]\d{0,4}$/.test(value)) throw notFoundResponse();
  return Number(value);
}

/** Runs a service call; its NotFound becomes the 404 page instead of a 500. */
export async function orNotFound<T>(load: Promise<T>): Promise<T> {
  try {
    return await load;
  } catch (err) {
    if (err instanceof AppError && err.kind === "NotFound") throw notFoundResponse();
    throw err;
  }
}

/** A page beyond the last one of a non-empty list is a 404, not an empty page. */
export function assertPageInRange(page: number, pages: number) {
  if (page > 1 && page > pages) throw notFoundResponse();
}
