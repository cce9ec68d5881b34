import { ERRORS, type ErrorKind } from "@portal/contract";

/**
 * The typed error every service throws. The server maps it once (apps/server/middleware/errors.ts)
 * to HTTP status + business code + Chinese message; anything else becomes a logged 500.
 */
export class AppError extends Error {
  readonly kind: ErrorKind;
  /** Chinese text for the user; defaults to the catalogue's message for the kind. */
  readonly userMessage: string;
  /** Seconds until a rate-limited caller may retry. */
  readonly retryAfter?: number;

  constructor(kind: ErrorKind, userMessage?: string, opts?: { retryAfter?: number; cause?: unknown }) {
    super(userMessage ?? ERRORS[kind].msg, { cause: opts?.cause });
    this.name = `AppError(${kind})`;
    this.kind = kind;
    this.userMessage = userMessage ?? ERRORS[kind].msg;
    this.retryAfter = opts?.retryAfter;
  }
}

export const notFound = (what?: string) => new AppError("NotFound", what ? `${what}不存在或已被删除` : undefined);
export const invalid = (msg?: string) => new AppError("Invalid", msg);
export const forbidden = (msg?: string) => new AppError("Forbidden", msg);
export const unauthenticated = () => new AppError("Unauthenticated");
export const conflict = (msg?: string) => new AppError("Conflict", msg);
export const rateLimited = (retryAfter: number) => new AppError("RateLimited", `操作过于频繁，请 ${retryAfter} 秒后再试`, { retryAfter });
