/** SPEC §7: success code everywhere is the string 30000. */
export const SUCCESS_CODE = "30000";
export const SUCCESS_MSG = "成功";

export interface Envelope<T> {
  code: string;
  msg: string;
  data: T;
}

/** SPEC §3 "List response": paging fields sit beside the rows. */
export interface PagedEnvelope<T> extends Envelope<{ records: T[] }> {
  code: typeof SUCCESS_CODE;
  current: number;
  pages: number;
  size: number;
  total: number;
}

/** Paging input of every list call (1-based page). */
export interface PageQuery {
  current: number;
  size: number;
}

/** A success answer: its code is the literal "30000", which the OpenAPI response types check. */
export interface OkEnvelope<T> extends Envelope<T> {
  code: typeof SUCCESS_CODE;
}

export function ok<T>(data: T): OkEnvelope<T> {
  return { code: SUCCESS_CODE, msg: SUCCESS_MSG, data };
}

export function paged<T>(records: T[], total: number, page: PageQuery): PagedEnvelope<T> {
  return {
    code: SUCCESS_CODE,
    msg: SUCCESS_MSG,
    data: { records },
    current: page.current,
    size: page.size,
    total,
    pages: Math.ceil(total / page.size),
  };
}
