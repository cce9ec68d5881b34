import { ERRORS } from "@portal/contract";
import { AppError } from "@portal/core";
import type { Context } from "hono";
import { HTTPException } from "hono/http-exception";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import type { ZodError } from "zod";
import type { AppEnv } from "../env";
import type { Metrics } from "../metrics";

function envelope(c: Context, status: number, code: string, msg: string) {
  return c.json({ code, msg, data: null }, status as ContentfulStatusCode);
}

/** The single place where failures become HTTP answers (DESIGN §3 "one error model"). */
export function errorHandler(metrics: Metrics) {
  return (err: Error, c: Context<AppEnv>) => {
    if (err instanceof AppError) {
      const def = ERRORS[err.kind];
      if (err.retryAfter) c.header("Retry-After", String(err.retryAfter));
      return envelope(c, def.status, def.code, err.userMessage);
    }
    if (err instanceof HTTPException) {
      // Hono raises these for malformed JSON and for the body limit.
      if (err.status === 413) return envelope(c, 413, ERRORS.PayloadTooLarge.code, ERRORS.PayloadTooLarge.msg);
      if (err.status < 500) return envelope(c, err.status, ERRORS.Invalid.code, "请求格式不正确");
    }
    metrics.appErrors.inc();
    const log = c.get("log");
    log?.error({ err, path: c.req.path }, "unexpected error");
    return envelope(c, 500, ERRORS.Internal.code, `${ERRORS.Internal.msg}（请求编号 ${c.get("requestId") ?? "-"}）`);
  };
}

/** Validation failures name the first bad field in Chinese. */
export function validationHook(result: { success: boolean; error?: ZodError }, c: Context) {
  if (result.success || !result.error) return;
  const issue = result.error.issues[0];
  const field = issue?.path.join(".") || "请求体";
  return envelope(c, 400, ERRORS.Invalid.code, `参数 ${field} 不正确：${translateIssue(issue)}`);
}

function translateIssue(issue: ZodError["issues"][number] | undefined): string {
  if (!issue) return "格式错误";
  switch (issue.code) {
    case "invalid_type":
      // zod 4 leaves `input` out of issues unless asked, so a missing field shows only in the message.
      return ("input" in issue && issue.input === undefined) || /received undefined/.test(issue.message) ? "不能为空" : "类型错误";
    case "too_big":
      return `超出上限 ${String(issue.maximum)}`;
    case "too_small":
      return `低于下限 ${String(issue.minimum)}`;
    case "invalid_value":
      return "取值不在允许范围内";
    case "invalid_format":
      return "格式错误";
    default:
      return "格式错误";
  }
}
