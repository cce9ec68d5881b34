// Browser-side wrapper for every call to our API (SPEC §8 error handling).
// Uses the global `fetch` at call time so it runs unchanged in the browser,
// in Node (SSR, tests) and under test doubles.
import { ERRORS, SUCCESS_CODE } from "@portal/contract";
import { cacheGet, cacheSet, currentTime } from "./request-cache";

export { clearRequestCache, setNow } from "./request-cache";

export { SUCCESS_CODE };
export const DEFAULT_TIMEOUT_MS = 10_000;
export const DEFAULT_CACHE_TTL_MS = 180_000;

export const ERROR_MESSAGES = {
  401: ERRORS.Unauthenticated.msg,
  403: ERRORS.Forbidden.msg,
  503: ERRORS.Unavailable.msg,
  504: "网关超时，请稍后再试",
  network: "网络异常，请稍后再试",
  cancelled: "请求已取消",
} as const;

export interface ApiEnvelope<T = unknown> {
  code: string;
  msg: string;
  data: T;
  current?: number;
  pages?: number;
  size?: number;
  total?: number;
}

export interface RequestOptions {
  method?: string;
  /** POST/PUT/DELETE: the JSON body. GET: the query parameters. */
  data?: unknown;
  baseURL?: string;
  timeoutMs?: number;
  cache?: boolean | { ttlMs: number };
  model?: readonly string[];
  dropEmpty?: boolean;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  silent?: boolean;
}

export type CallOptions = Omit<RequestOptions, "method" | "data">;

interface ApiErrorInit {
  status: number;
  code: string;
  msg: string;
  body: Record<string, unknown>;
  retryAfter?: number;
  cancelled?: boolean;
  timedOut?: boolean;
  cause?: unknown;
}

/**
 * Every failure rejects with this. `status` is 0 when no HTTP answer arrived
 * (network error, timeout, cancellation). `msg` is the text shown to the user.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly msg: string;
  readonly body: Record<string, unknown>;
  readonly retryAfter?: number;
  readonly cancelled: boolean;
  readonly timedOut: boolean;

  constructor(init: ApiErrorInit) {
    super(init.msg, init.cause === undefined ? undefined : { cause: init.cause });
    this.name = "ApiError";
    this.status = init.status;
    this.code = init.code;
    this.msg = init.msg;
    this.body = init.body;
    this.retryAfter = init.retryAfter;
    this.cancelled = init.cancelled ?? false;
    this.timedOut = init.timedOut ?? false;
  }
}

export type ErrorNotifier = (message: string) => void;
const noop: ErrorNotifier = () => {};
// No-op by default: the server has nowhere to show a toast, and the console is
// not a user-facing channel. The app plugs in antd's `message.error`.
let notifier: ErrorNotifier = noop;

/** Install the user-facing error display; returns the previous one so callers can restore it. */
export function setErrorNotifier(fn: ErrorNotifier | null): ErrorNotifier {
  const previous = notifier;
  notifier = fn ?? noop;
  return previous;
}

// Statuses whose meaning is ours rather than the endpoint's, so the fixed
// wording wins even if a proxy or the server put something else in `msg`.
const FIXED_MESSAGES: Record<number, string> = {
  401: ERROR_MESSAGES[401],
  403: ERROR_MESSAGES[403],
  503: ERROR_MESSAGES[503],
  504: ERROR_MESSAGES[504],
};

export async function request<T = unknown>(path: string, options: RequestOptions = {}): Promise<ApiEnvelope<T>> {
  const method = (options.method ?? "POST").toUpperCase();
  const isGet = method === "GET";
  // GET queries always skip empty values: `?keyword=` would filter by "" server-side.
  const payload = shapePayload(options.data, options.model, isGet || options.dropEmpty === true);
  let url = buildUrl(options.baseURL ?? "", path);
  if (isGet) url = appendQuery(url, payload);
  const body = isGet || payload === undefined ? undefined : JSON.stringify(payload);
  const headers: Record<string, string> = {
    "Content-Type": "application/json",
    Accept: "application/json",
    // The server's CSRF check rejects state-changing calls without it; a
    // cross-site form cannot set custom headers.
    "X-Requested-With": "XMLHttpRequest",
    ...options.headers,
  };
  const ttlMs = options.cache === true ? DEFAULT_CACHE_TTL_MS : options.cache ? options.cache.ttlMs : 0;
  // Custom headers are part of the key so a forwarded cookie or tenant header
  // can never serve one caller's answer to another.
  const key = ttlMs > 0 ? [method, url, body ?? "", JSON.stringify(options.headers ?? {})].join("\n") : "";
  if (key) {
    const hit = cacheGet<ApiEnvelope<T>>(key);
    if (hit) return hit;
  }
  // The session is an HttpOnly cookie; there is deliberately no token header.
  const envelope = await send<T>(url, { method, headers, body, credentials: "same-origin" }, options);
  if (key) cacheSet(key, envelope, ttlMs);
  return envelope;
}

/**
 * Sends `file` as the multipart field `file` to `url`, with the header the server's CSRF check asks
 * for and the session cookie. Returns whether the HTTP status was a success and the parsed answer
 * (null when it was not JSON); each caller judges the answer and words its own messages. A network
 * failure rejects, as fetch does.
 */
export async function postFile<T>(url: string, file: File): Promise<{ ok: boolean; body: Partial<ApiEnvelope<T>> | null }> {
  const form = new FormData();
  form.append("file", file);
  const res = await fetch(url, {
    method: "POST",
    body: form,
    credentials: "same-origin",
    headers: { "X-Requested-With": "XMLHttpRequest", Accept: "application/json" },
  });
  return { ok: res.ok, body: (await res.json().catch(() => null)) as Partial<ApiEnvelope<T>> | null };
}

export function post<T = unknown>(path: string, data?: unknown, options: CallOptions = {}): Promise<ApiEnvelope<T>> {
  return request<T>(path, { ...options, method: "POST", data });
}

export function get<T = unknown>(path: string, query?: Record<string, unknown>, options: CallOptions = {}): Promise<ApiEnvelope<T>> {
  return request<T>(path, { ...options, method: "GET", data: query });
}

async function send<T>(url: string, init: RequestInit, options: RequestOptions): Promise<ApiEnvelope<T>> {
  const outer = options.signal;
  const fail = (details: ApiErrorInit): ApiError => {
    if (!options.silent) {
      // A broken notifier must not turn a clean ApiError into something else.
      try {
        notifier(details.msg);
      } catch {}
    }
    return new ApiError(details);
  };
  const cancelled = (cause: unknown) =>
    new ApiError({
      status: 0,
      code: "CANCELLED",
      msg: ERROR_MESSAGES.cancelled,
      body: { code: "CANCELLED", msg: ERROR_MESSAGES.cancelled },
      cancelled: true,
      cause,
    });
  if (outer?.aborted) throw cancelled(outer.reason);

  // Own controller instead of AbortSignal.any/timeout, which older browsers
  // lack, and so we can tell our timeout apart from the caller's cancel.
  const controller = new AbortController();
  const onAbort = () => controller.abort(outer?.reason);
  outer?.addEventListener("abort", onAbort, { once: true });
  let timedOut = false;
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const timer =
    timeoutMs > 0 && Number.isFinite(timeoutMs)
      ? setTimeout(() => {
          timedOut = true;
          controller.abort();
        }, timeoutMs)
      : undefined;

  let res: Response;
  let text: string;
  try {
    res = await fetch(url, { ...init, signal: controller.signal });
    // Read the body inside the timer too: a server can stall mid-body.
    text = await res.text();
  } catch (cause) {
    // The caller gave up (e.g. the page unmounted): nothing to tell the user.
    if (outer?.aborted) throw cancelled(cause);
    const code = timedOut ? "TIMEOUT" : "NETWORK_ERROR";
    throw fail({ status: 0, code, msg: ERROR_MESSAGES.network, body: { code, msg: ERROR_MESSAGES.network }, timedOut, cause });
  } finally {
    clearTimeout(timer);
    outer?.removeEventListener("abort", onAbort);
  }

  const parsed = parseEnvelope(text);
  const serverMsg = typeof parsed?.msg === "string" && parsed.msg.trim() ? parsed.msg : undefined;
  const status = res.status;
  if (!res.ok || !parsed) {
    // A 2xx that is not our envelope (HTML fallback page, empty body) is as
    // useless to the page as no answer at all.
    const msg = FIXED_MESSAGES[status] ?? serverMsg ?? ERROR_MESSAGES.network;
    throw fail({
      status,
      code: parsed ? String(parsed.code) : String(status),
      msg,
      body: parsed ?? { code: String(status), msg },
      retryAfter: status === 429 ? parseRetryAfter(res.headers.get("Retry-After")) : undefined,
    });
  }
  if (String(parsed.code) !== SUCCESS_CODE) {
    throw fail({ status, code: String(parsed.code), msg: serverMsg ?? ERROR_MESSAGES.network, body: parsed });
  }
  return parsed as unknown as ApiEnvelope<T>;
}

function buildUrl(baseURL: string, path: string): string {
  const p = path.startsWith("/") ? path : `/${path}`;
  // `/apiary` is not under `/api`; only an exact segment counts as prefixed.
  const prefixed = /^\/api(?:[/?#]|$)/.test(p) ? p : `/api${p}`;
  return baseURL.replace(/\/+$/, "") + prefixed;
}

function shapePayload(data: unknown, model: readonly string[] | undefined, dropEmpty: boolean): unknown {
  if (data === null || typeof data !== "object" || Array.isArray(data)) return data;
  let entries = Object.entries(data as Record<string, unknown>);
  if (model) entries = entries.filter(([k]) => model.includes(k));
  if (dropEmpty) entries = entries.filter(([, v]) => v !== null && v !== undefined && v !== "");
  return Object.fromEntries(entries);
}

function appendQuery(url: string, query: unknown): string {
  if (query === null || typeof query !== "object") return url;
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(query as Record<string, unknown>)) {
    for (const item of Array.isArray(v) ? v : [v]) {
      if (item === null || item === undefined || item === "") continue;
      params.append(k, item instanceof Date ? item.toISOString() : String(item));
    }
  }
  const qs = params.toString();
  return qs ? `${url}${url.includes("?") ? "&" : "?"}${qs}` : url;
}

function parseEnvelope(text: string): Record<string, unknown> | undefined {
  try {
    const value: unknown = JSON.parse(text);
    if (value && typeof value === "object" && !Array.isArray(value) && "code" in value) return value as Record<string, unknown>;
  } catch {}
  return undefined;
}

function parseRetryAfter(header: string | null): number | undefined {
  if (!header) return undefined;
  const value = header.trim();
  if (/^\d+$/.test(value)) return Number(value);
  // HTTP allows an absolute date as well; convert it to seconds from now.
  const at = Date.parse(value);
  return Number.isNaN(at) ? undefined : Math.max(0, Math.ceil((at - currentTime()) / 1000));
}
