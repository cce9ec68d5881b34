/**
 * The one error catalogue: every typed failure maps to an HTTP status, a business code and a
 * Chinese message a user can act on. Server and web both read it; the OpenAPI description lists it.
 */
export const ERRORS = {
  Invalid: { status: 400, code: "40001", msg: "请求参数不正确" },
  CaptchaRequired: { status: 400, code: "40002", msg: "请输入图形验证码" },
  Unauthenticated: { status: 401, code: "40101", msg: "登录已过期，请重新登录或刷新页面" },
  Forbidden: { status: 403, code: "40301", msg: "您没有权限进行此操作" },
  CrossSite: { status: 403, code: "40302", msg: "请求来源不被允许，请刷新页面后重试" },
  NotFound: { status: 404, code: "40401", msg: "您访问的内容不存在或已被删除" },
  Conflict: { status: 409, code: "40901", msg: "数据已被修改，请刷新后重试" },
  PayloadTooLarge: { status: 413, code: "41301", msg: "提交的内容过大" },
  RateLimited: { status: 429, code: "42901", msg: "操作过于频繁，请稍后再试" },
  Internal: { status: 500, code: "50001", msg: "服务器开小差了，请稍后再试" },
  Unavailable: { status: 503, code: "50301", msg: "服务正在升级，请稍后再试" },
} as const;

export type ErrorKind = keyof typeof ERRORS;
