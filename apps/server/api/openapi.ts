import { createRoute, z } from "@hono/zod-openapi";
import { ERRORS } from "@portal/contract";
import { envelopeSchema, pagedSchema } from "@portal/contract/schema";

/** Request body descriptor for createRoute. */
export function jsonBody<T extends z.ZodTypeAny>(schema: T, required = true) {
  return { body: { required, content: { "application/json": { schema } } } };
}

/** POST routes of one tag with a JSON body, the shape of most calls of SPEC §7. */
export function postRoutes(tag: string) {
  return <B extends z.ZodTypeAny, R extends ReturnType<typeof responses>>(
    path: string,
    summary: string,
    body: B,
    res: R,
    description?: string,
  ) => createRoute({ method: "post" as const, path, summary, description, tags: [tag], request: jsonBody(body), responses: res });
}

const errorBody = z.object({ code: z.string(), msg: z.string(), data: z.null() }).openapi("Error");

/** Further error answers of routes that need a login (401), a role (403), name a record (404) or may conflict (409). */
export function moreErrors(opts: { unauthenticated?: boolean; forbidden?: string; notFound?: string; conflict?: string }) {
  const err = (description: string) => ({ description, content: { "application/json": { schema: errorBody } } });
  return {
    ...(opts.unauthenticated ? { 401: err(`未登录或登录已过期（${ERRORS.Unauthenticated.code}）`) } : {}),
    ...(opts.forbidden ? { 403: err(`${opts.forbidden}（${ERRORS.Forbidden.code}）；跨站请求被拒绝（${ERRORS.CrossSite.code}）`) } : {}),
    ...(opts.notFound ? { 404: err(`${opts.notFound}不存在（${ERRORS.NotFound.code}）`) } : {}),
    ...(opts.conflict ? { 409: err(`${opts.conflict}（${ERRORS.Conflict.code}）`) } : {}),
  };
}

/** Successful envelope plus the error answers every route can give (400, 403 cross-site, 429, 500). */
export function responses<T extends z.ZodTypeAny>(data: T, description: string) {
  const err = (description: string) => ({ description, content: { "application/json": { schema: errorBody } } });
  return {
    200: { description, content: { "application/json": { schema: envelopeSchema(data) } } },
    400: err(`参数错误（${ERRORS.Invalid.code}）`),
    403: err(`跨站请求被拒绝（${ERRORS.CrossSite.code}）`),
    429: err(`请求过于频繁（${ERRORS.RateLimited.code}），见 Retry-After`),
    500: err(`服务器内部错误（${ERRORS.Internal.code}）`),
  } as const;
}

/** Like responses(), for paged lists: rows in data.records, current / pages / size / total beside them. */
export function pagedResponses<T extends z.ZodTypeAny>(row: T, description: string) {
  const base = responses(row, description);
  return { ...base, 200: { description, content: { "application/json": { schema: pagedSchema(row) } } } } as const;
}
