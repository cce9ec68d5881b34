import dns, { type LookupAddress } from "node:dns";
import type { Socket } from "node:net";
import type * as Undici from "undici";
import { undici } from "../lazy";
import { addressVerdict, isAddressLiteral } from "./address";

/**
 * The outgoing-HTTP port (ctx.http of DESIGN §8): every request the server makes to another
 * server — the crawler and robots.txt, robot webhooks, OAuth and WeChat login, SMS, payments, the
 * language model, S3 — goes through `fetch` here. A destination is either
 *
 * - **checked** (the default; anything a user or staff member typed): the name is resolved once,
 *   every address it resolves to must be public unicast (address.ts), the connection goes to the
 *   address that was checked (no second lookup), address literals are checked before connecting,
 *   and the socket's peer is checked again once connected, before a byte is sent; or
 * - **trusted**: a host the operator configured (LLM_BASE_URL, S3_ENDPOINT, the SMS and payment
 *   gateways, WECHAT_*_BASE, OAUTH_PROVIDERS, WEBHOOK_HOSTS), reached whatever its address, since
 *   a model on 127.0.0.1 or an OSS endpoint inside a VPC (100.64/10) is what the operator meant.
 *
 * `allow` fixes the destinations of a call whose provider is fixed: nothing else is reached,
 * redirects included. Redirects are followed by hand (at most 5), each hop checked like the first;
 * answers have a size limit and time limits (headers, each silence in the body, the whole call).
 */
export interface OutgoingInit {
  method?: string;
  headers?: HeadersInit;
  body?: BodyInit | null;
  /** The caller's own cancel; the port's time limits apply as well. */
  signal?: AbortSignal | null;
  /** "follow" (at most 5 hops, each checked), "manual" (the 3xx is the answer) or "error". */
  redirect?: "follow" | "manual" | "error";
  /** Only these destinations: origins (https://host[:port]) or hosts (host[:port], either scheme). */
  allow?: readonly string[];
  /** Destinations the operator configured, in the same forms: reached without the address check. */
  trust?: readonly string[];
  /** Longest wait for the answer to start, and for each next piece of its body (default 15 s). */
  timeoutMs?: number;
  /** The whole call, body included (default 60 s; Infinity for streamed files). */
  totalMs?: number;
  /** Largest body accepted, after decompression (default 10 MiB; Infinity for streamed files). */
  maxBytes?: number;
}

export interface HttpClient {
  fetch(url: string | URL, init?: OutgoingInit): Promise<Response>;
}

export interface OutgoingHttp extends HttpClient {
  close(): Promise<void>;
}

export interface HttpOptions {
  /** Name resolution (every address of the name); tests stand in for DNS. Default: the system's. */
  resolve?: (hostname: string) => Promise<LookupAddress[]>;
  /** TCP (and TLS) connect timeout; default 10 s. */
  connectTimeoutMs?: number;
}

export const MAX_REDIRECTS = 5;
const DEFAULT_TIMEOUT_MS = 15_000;
const DEFAULT_TOTAL_MS = 60_000;
const DEFAULT_MAX_BYTES = 10 * 1024 * 1024;
const REDIRECT = new Set([301, 302, 303, 307, 308]);
const NULL_BODY = new Set([101, 103, 204, 205, 304]);

/** A request the port would not make, or an answer it would not take; never worth retrying. */
export class OutgoingRefused extends Error {
  readonly code = "EOUTGOINGREFUSED";
  constructor(
    message: string,
    readonly kind: "address" | "destination" | "redirect" | "size",
  ) {
    super(message);
    this.name = "OutgoingRefused";
  }
}

const refusedAddress = (host: string, address: string, reason: string) =>
  new OutgoingRefused(
    host === address ? `拒绝访问内网地址 ${host}（${reason}）` : `拒绝访问内网地址 ${host}（${address}，${reason}）`,
    "address",
  );

/** Endpoints from configuration, as `allow` and `trust` of a call: only these, whatever their address. */
export function configured(...urls: (string | undefined | null)[]): { allow: string[]; trust: string[] } {
  const origins = [...new Set(urls.filter((u): u is string => !!u).map((u) => new URL(u).origin))];
  return { allow: origins, trust: origins };
}

function matches(url: URL, entries: readonly string[] | undefined): boolean {
  if (!entries) return false;
  return entries.some((e) => {
    const entry = e.trim().toLowerCase();
    if (entry.includes("://")) {
      try {
        return new URL(entry).origin === url.origin;
      } catch {
        return false;
      }
    }
    return entry === url.host;
  });
}

/** Whether a destination may be reached, and whether without the address check; throws when not. */
function destination(url: URL, init: OutgoingInit): "trusted" | "checked" {
  if (url.protocol !== "http:" && url.protocol !== "https:") throw new OutgoingRefused(`不支持的地址：${url.href}`, "destination");
  if (matches(url, init.trust)) return "trusted";
  if (init.allow && !matches(url, init.allow)) throw new OutgoingRefused(`不在允许的地址之内：${url.host}`, "destination");
  if (isAddressLiteral(url.hostname)) {
    const reason = addressVerdict(url.hostname);
    if (reason) throw refusedAddress(url.hostname, url.hostname, reason);
  }
  return "checked";
}

type LookupCallback = (err: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void;

const systemResolve = (hostname: string) => dns.promises.lookup(hostname, { all: true });

/** A `lookup` for net.connect: one resolution, every address checked, the checked ones handed back. */
function checkedLookup(resolve: (hostname: string) => Promise<LookupAddress[]>) {
  return (hostname: string, options: dns.LookupOptions, callback: LookupCallback) => {
    resolve(hostname).then(
      (all) => {
        for (const a of all) {
          const reason = addressVerdict(a.address);
          if (reason) return callback(refusedAddress(hostname, a.address, reason), "");
        }
        const family = options.family === 4 || options.family === "IPv4" ? 4 : options.family === 6 || options.family === "IPv6" ? 6 : 0;
        const list = family ? all.filter((a) => a.family === family) : all;
        if (list.length === 0) {
          const missing: NodeJS.ErrnoException = new Error(`无法解析 ${hostname}`);
          missing.code = "ENOTFOUND";
          return callback(missing, "");
        }
        if (options.all) return callback(null, list);
        callback(null, list[0].address, list[0].family);
      },
      (err) => callback(err, ""),
    );
  };
}

/**
 * The connector of checked requests: an address literal is refused before connecting (net.connect
 * never calls `lookup` for one), and the peer of every new socket is checked before it is used.
 */
function checkedConnector(base: Undici.buildConnector.connector): Undici.buildConnector.connector {
  return (options, callback) => {
    if (isAddressLiteral(options.hostname)) {
      const reason = addressVerdict(options.hostname);
      if (reason) return callback(refusedAddress(options.hostname, options.hostname, reason), null);
    }
    base(options, (...args) => {
      const [err, socket] = args;
      if (err) return callback(err, null);
      const peer = (socket as Socket).remoteAddress;
      const reason = peer ? addressVerdict(peer) : "连接没有对端地址";
      if (reason) {
        socket.destroy();
        return callback(refusedAddress(options.hostname, peer ?? "?", reason), null);
      }
      callback(null, socket);
    });
  };
}

/** The refusal inside undici's "fetch failed", if that is what it was. */
function unwrap(err: unknown): unknown {
  for (let e = err, depth = 0; e && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    if (e instanceof OutgoingRefused) return e;
  }
  return err;
}

const timeoutError = (message: string) => new DOMException(message, "TimeoutError");

/**
 * The body as it arrives, with the size limit and the silence limit; `done` runs once it has
 * ended, failed or been cancelled (it clears the call's overall timer).
 */
function limitedBody(
  source: ReadableStream<Uint8Array>,
  o: { maxBytes: number; timeoutMs: number; url: string; done: () => void },
): ReadableStream<Uint8Array> {
  const reader = source.getReader();
  let size = 0;
  let finished = false;
  const finish = () => {
    if (!finished) {
      finished = true;
      o.done();
    }
  };
  return new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        let timer: NodeJS.Timeout | undefined;
        const silence = new Promise<never>((_, reject) => {
          timer = setTimeout(() => reject(timeoutError(`${o.url} 的应答 ${o.timeoutMs} ms 没有新的内容`)), o.timeoutMs);
        });
        try {
          const next = await Promise.race([reader.read(), silence]);
          if (next.done) {
            finish();
            controller.close();
            return;
          }
          size += next.value.byteLength;
          if (size > o.maxBytes) throw new OutgoingRefused(`应答超过 ${o.maxBytes} 字节：${o.url}`, "size");
          controller.enqueue(next.value);
        } catch (err) {
          finish();
          reader.cancel(err).catch(() => {});
          controller.error(err);
        } finally {
          clearTimeout(timer);
        }
      },
      cancel(reason) {
        finish();
        return reader.cancel(reason);
      },
    },
    { highWaterMark: 0 },
  );
}

/** The headers that describe a request body, dropped when a redirect turns the request into a GET. */
const BODY_HEADERS = ["content-type", "content-length", "content-encoding", "content-language", "content-location"];

export function createHttp(options: HttpOptions = {}): OutgoingHttp {
  const connectTimeout = options.connectTimeoutMs ?? 10_000;
  let agents: { checked: Undici.Agent; trusted: Undici.Agent } | undefined;
  const agentsNow = () => {
    if (!agents) {
      const u = undici();
      const base = u.buildConnector({ timeout: connectTimeout, lookup: checkedLookup(options.resolve ?? systemResolve) });
      agents = {
        checked: new u.Agent({ connect: checkedConnector(base) }),
        trusted: new u.Agent({ connect: { timeout: connectTimeout } }),
      };
    }
    return agents;
  };

  async function fetchOnce(url: URL, init: OutgoingInit, signal: AbortSignal, timeoutMs: number) {
    const kind = destination(url, init);
    const waiting = new AbortController();
    const timer = setTimeout(() => waiting.abort(timeoutError(`${url.host} ${timeoutMs} ms 内未应答`)), timeoutMs);
    try {
      // Only what the callers send: method, headers and a body (a stream goes half-duplex).
      return await undici().fetch(url, {
        method: init.method,
        headers: init.headers as Undici.RequestInit["headers"],
        body: init.body as Undici.RequestInit["body"],
        ...(init.body instanceof ReadableStream ? { duplex: "half" as const } : {}),
        redirect: "manual",
        signal: AbortSignal.any([signal, waiting.signal]),
        dispatcher: agentsNow()[kind],
      });
    } catch (err) {
      throw unwrap(err);
    } finally {
      clearTimeout(timer);
    }
  }

  return {
    async fetch(input, init = {}) {
      const timeoutMs = init.timeoutMs ?? DEFAULT_TIMEOUT_MS;
      const totalMs = init.totalMs ?? DEFAULT_TOTAL_MS;
      const maxBytes = init.maxBytes ?? DEFAULT_MAX_BYTES;
      const overall = new AbortController();
      const totalTimer = Number.isFinite(totalMs)
        ? setTimeout(() => overall.abort(timeoutError(`${totalMs} ms 内未完成`)), totalMs)
        : undefined;
      totalTimer?.unref();
      const signal = init.signal ? AbortSignal.any([init.signal, overall.signal]) : overall.signal;
      const done = () => clearTimeout(totalTimer);
      let url = new URL(String(input));
      let request: OutgoingInit = { ...init, headers: new Headers(init.headers) };
      try {
        for (let hop = 0; ; hop++) {
          const res = await fetchOnce(url, request, signal, timeoutMs);
          const location = res.headers.get("location");
          if (REDIRECT.has(res.status) && location && init.redirect !== "manual") {
            await res.body?.cancel().catch(() => {});
            if (init.redirect === "error") throw new OutgoingRefused(`${url.host} 要求重定向，此请求不跟随重定向`, "redirect");
            if (hop >= MAX_REDIRECTS) throw new OutgoingRefused(`重定向超过 ${MAX_REDIRECTS} 次：${String(input)}`, "redirect");
            const next = new URL(location, url);
            request = redirected(request, res.status, url, next);
            url = next;
            continue;
          }
          // undici's stream is Node's web ReadableStream; only the typings of the two packages differ.
          const source = res.body as ReadableStream<Uint8Array> | null;
          const body = source && !NULL_BODY.has(res.status) ? limitedBody(source, { maxBytes, timeoutMs, url: url.href, done }) : null;
          if (!body) done();
          const answer = new Response(body, { status: res.status, statusText: res.statusText, headers: res.headers as unknown as Headers });
          Object.defineProperty(answer, "url", { value: url.href });
          Object.defineProperty(answer, "redirected", { value: hop > 0 });
          return answer;
        }
      } catch (err) {
        done();
        throw err;
      }
    },
    async close() {
      const a = agents;
      agents = undefined;
      if (a) await Promise.all([a.checked.close(), a.trusted.close()]);
    },
  };
}

/** The next hop's request as fetch makes it: 303 (and 301/302 after a POST) become a GET without a body. */
function redirected(request: OutgoingInit, status: number, from: URL, to: URL): OutgoingInit {
  const method = (request.method ?? "GET").toUpperCase();
  const headers = new Headers(request.headers);
  let next: OutgoingInit = { ...request, headers };
  if ((status === 303 && method !== "GET" && method !== "HEAD") || ((status === 301 || status === 302) && method === "POST")) {
    next = { ...next, method: "GET", body: undefined };
    for (const h of BODY_HEADERS) headers.delete(h);
  } else if (request.body instanceof ReadableStream) {
    throw new OutgoingRefused(`${from.host} 要求重定向，而请求内容无法重发`, "redirect");
  }
  // Credentials meant for one origin never travel to another.
  if (to.origin !== from.origin) for (const h of ["authorization", "cookie", "proxy-authorization"]) headers.delete(h);
  return next;
}

let shared: OutgoingHttp | undefined;

/** The process's one client (connections are pooled per origin); callers without ctx.http use it. */
export function defaultHttp(): HttpClient {
  shared ??= createHttp();
  return shared;
}
