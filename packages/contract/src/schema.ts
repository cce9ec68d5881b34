import { z } from "@hono/zod-openapi";
import { SUCCESS_CODE } from "./envelope";

export function envelopeSchema<T extends z.ZodTypeAny>(data: T) {
  return z.object({ code: z.literal(SUCCESS_CODE), msg: z.string(), data });
}

export function pagedSchema<T extends z.ZodTypeAny>(row: T) {
  return z.object({
    code: z.literal(SUCCESS_CODE),
    msg: z.string(),
    data: z.object({ records: z.array(row) }),
    current: z.number().int(),
    pages: z.number().int(),
    size: z.number().int(),
    total: z.number().int(),
  });
}

export const errorSchema = z
  .object({
    code: z.string().openapi({ example: "40001" }),
    msg: z.string().openapi({ example: "参数不正确" }),
    data: z.null(),
  })
  .openapi("Error");

/** Paging input shared by every list call: 1-based page, bounded size so nobody can ask for a million rows. */
export const pageQuerySchema = z.object({
  current: z.coerce.number().int().min(1).max(10_000).default(1),
  size: z.coerce.number().int().min(1).max(100).default(20),
});
