import { z } from "@hono/zod-openapi";
import { ERRORS } from "@portal/contract";
import { pageQuerySchema } from "@portal/contract/schema";
import { jsonBody, pagedResponses, responses } from "../openapi";

export const ADMIN_TAG = "管理后台";

const errorBody = z.object({ code: z.string(), msg: z.string(), data: z.null() });
const err = (description: string) => ({ description, content: { "application/json": { schema: errorBody } } });

/** Every admin call can also answer 401 (no staff session), 403 (role lacks the permission) and 404/409. */
const adminErrors = (permission: string) => ({
  401: err(`未登录或登录已过期（${ERRORS.Unauthenticated.code}）`),
  403: err(`没有权限（${ERRORS.Forbidden.code}，需要 ${permission}），或跨站请求被拒绝（${ERRORS.CrossSite.code}）`),
  404: err(`记录不存在（${ERRORS.NotFound.code}）`),
  409: err(`与现有数据冲突（${ERRORS.Conflict.code}）`),
});

/**
 * One admin call: POST /admin/<area>/<verb>, JSON in, envelope out. `permission` is what the
 * service checks; it is written into the description so API users know which role they need.
 */
export function adminRouteConfig<Req extends z.ZodTypeAny, Res extends z.ZodTypeAny>(opts: {
  area: string;
  verb: string;
  summary: string;
  description?: string;
  permission: string;
  body: Req;
  data: Res;
  paged?: false;
}) {
  return {
    method: "post" as const,
    path: `/admin/${opts.area}/${opts.verb}`,
    tags: [ADMIN_TAG],
    summary: opts.summary,
    description: `${opts.description ?? opts.summary}。需要工作人员登录，权限：${opts.permission}。`,
    request: jsonBody(opts.body),
    responses: { ...responses(opts.data, opts.summary), ...adminErrors(opts.permission) } as const,
  };
}

/** Like adminRoute for paged lists: rows in data.records, current / pages / size / total beside them. */
export function adminPagedRouteConfig<Req extends z.ZodTypeAny, Row extends z.ZodTypeAny>(opts: {
  area: string;
  summary: string;
  description?: string;
  permission: string;
  body: Req;
  row: Row;
}) {
  return {
    method: "post" as const,
    path: `/admin/${opts.area}/listPaged`,
    tags: [ADMIN_TAG],
    summary: opts.summary,
    description: `${opts.description ?? opts.summary}。需要工作人员登录，权限：${opts.permission}。`,
    request: jsonBody(opts.body, false),
    responses: { ...pagedResponses(opts.row, opts.summary), ...adminErrors(opts.permission) } as const,
  };
}

export const intId = z.number().int().min(1).max(2_147_483_647).openapi({ description: "编号", example: 1 });
export const idBody = z.object({ id: intId });
export const idResult = z.object({ id: intId });
export const pageQuery = pageQuerySchema;

/**
 * Times typed in the console: "2026-03-15 10:00" (China time) or an ISO time with offset.
 * Empty means "not set".
 */
export const timeInput = z
  .string()
  .max(40)
  .regex(/^\d{4}-\d{2}-\d{2}([ T]\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?)?$/, "时间格式应为 YYYY-MM-DD HH:mm")
  .transform((s) => {
    const hasZone = /(Z|[+-]\d{2}:?\d{2})$/.test(s);
    const iso = s.replace(" ", "T") + (s.length === 10 ? "T00:00" : "") + (hasZone ? "" : "+08:00");
    return new Date(iso);
  })
  .refine((d) => !Number.isNaN(d.getTime()), "时间不存在")
  .openapi({ type: "string", description: "北京时间 YYYY-MM-DD HH:mm，或带时区的 ISO 时间", example: "2026-03-15 10:00" });

export const dayInput = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, "日期格式应为 YYYY-MM-DD")
  .openapi({ example: "2026-03-15" });
