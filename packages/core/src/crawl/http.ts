import { defaultHttp, type HttpClient, OutgoingRefused } from "../http";
import { decodeBody } from "./decode";
import { type Clock, hostLimiter, realClock } from "./host-limiter";
import { CrawlError, header, RETRY_STATUS, retryAfterMs } from "./http-parts";
import { robotsCache } from "./robots";

export { CrawlError } from "./http-parts";

const MAX_REDIRECTS = 5;

/** Product token sites can name in robots.txt; the URL in parentheses is where they learn who we are. */
export const DEFAULT_USER_AGENT = "ZhuxinBot/1.0 (+tender notice collector of the Zhuxin engineering portal)";

export interface CrawlHttpOptions {
  userAgent?: string;
  timeoutMs?: number;
  /** Tries after the first one for network errors, 429 and 5xx. */
  retries?: number;
  backoffMs?: number;
  /** Minimum gap between two requests to one host, unless the source or robots.txt asks for more. */
  hostDelayMs?: number;
  maxBytes?: number;
  clock?: Clock;
  /** The outgoing-HTTP port (ctx.http); the process's default one when absent. */
  http?: HttpClient;
  /**
   * Hosts (host:port) reached without the address check. Source URLs are typed by staff, so
   * production passes none; tests name their fixture site on 127.0.0.1.
   */
  trustHosts?: string[];
}

export interface GetOptions {
  /** Validators remembered from the last fetch of this URL: a 304 answer means unchanged. */
  etag?: string | null;
  lastModified?: string | null;
  hostDelayMs?: number;
}

export interface HttpResult {
  /** After redirects. */
  url: string;
  status: number;
  notModified: boolean;
  text: string;
  charset: string;
  contentType?: string;
  etag?: string;
  lastModified?: string;
}

/**
 * The crawler's use of the outgoing-HTTP port (ctx.http of DESIGN §8, which checks every address
 * and caps bodies and time): robots.txt obeyed, one request at a time per host with a gap, retries
 * with exponential back-off, conditional GET, redirects followed here so each hop is checked by
 * robots.txt as well as by the port, bodies decoded (GBK included).
 */
export function createCrawlHttp(opts: CrawlHttpOptions = {}) {
  const userAgent = opts.userAgent ?? DEFAULT_USER_AGENT;
  const clock = opts.clock ?? realClock;
  const timeoutMs = opts.timeoutMs ?? 15_000;
  const retries = opts.retries ?? 3;
  const backoffMs = opts.backoffMs ?? 1_000;
  const maxBytes = opts.maxBytes ?? 10 * 1024 * 1024;
  const http = opts.http ?? defaultHttp();
  const limiter = hostLimiter(clock);

  /** Web addresses only; the port checks where they lead. */
  function checkTarget(url: string) {
    const u = new URL(url);
    if (u.protocol !== "http:" && u.protocol !== "https:") throw new CrawlError(`不支持的地址：${url}`, false);
  }

  /** One request, no retries: status, headers and the (decompressed, capped) body. */
  async function once(url: string, extra: Record<string, string>) {
    checkTarget(url);
    try {
      const res = await http.fetch(url, {
        headers: {
          "user-agent": userAgent,
          accept: "text/html,application/xhtml+xml,application/xml,application/json;q=0.9,*/*;q=0.8",
          "accept-encoding": "gzip, deflate, br",
          "accept-language": "zh-CN,zh;q=0.9",
          ...extra,
        },
        redirect: "manual",
        timeoutMs,
        totalMs: timeoutMs * 2,
        maxBytes,
        trust: opts.trustHosts,
      });
      const body = Buffer.from(await res.arrayBuffer());
      return { status: res.status, headers: res.headers, body };
    } catch (err) {
      if (err instanceof OutgoingRefused)
        throw new CrawlError(
          err.kind === "size" ? `页面超过 ${Math.round(maxBytes / 1048576)} MB：${url}` : `${err.message}：${url}`,
          false,
        );
      const cause = err instanceof Error && err.cause instanceof Error ? err.cause : err;
      throw new CrawlError(`无法读取 ${url}：${cause instanceof Error ? cause.message : String(cause)}`, true);
    }
  }

  const robots = robotsCache(async (url) => {
    const r = await once(url, {});
    return { status: r.status, text: decodeBody(r.body, header(r.headers, "content-type")).text };
  }, clock.now);

  /** One URL with the host's pacing and the retries; redirects are the caller's loop. */
  async function paced(url: string, extra: Record<string, string>, hostDelayMs: number) {
    const host = new URL(url).host;
    for (let attempt = 0; ; attempt++) {
      let wait: number | undefined;
      try {
        const r = await limiter.run(host, hostDelayMs, () => once(url, extra));
        if (!RETRY_STATUS.has(r.status) || attempt >= retries) return r;
        wait = retryAfterMs(header(r.headers, "retry-after"), clock.now());
      } catch (err) {
        if (!(err instanceof CrawlError) || !err.retryable || attempt >= retries) throw err;
      }
      await clock.sleep(Math.max(wait ?? 0, backoffMs * 2 ** attempt));
    }
  }

  return {
    userAgent,
    async get(url: string, o: GetOptions = {}): Promise<HttpResult> {
      let current = url;
      for (let hop = 0; hop <= MAX_REDIRECTS; hop++) {
        checkTarget(current);
        if (!(await robots.allowed(current, userAgent))) throw new CrawlError(`robots.txt 不允许抓取：${current}`, false);
        const delay = Math.max(o.hostDelayMs ?? opts.hostDelayMs ?? 1_000, (await robots.crawlDelayMs(current, userAgent)) ?? 0);
        const conditional: Record<string, string> = {};
        if (hop === 0 && o.etag) conditional["if-none-match"] = o.etag;
        if (hop === 0 && o.lastModified) conditional["if-modified-since"] = o.lastModified;
        const r = await paced(current, conditional, delay);
        const location = header(r.headers, "location");
        if (r.status >= 300 && r.status < 400 && r.status !== 304 && location) {
          current = new URL(location, current).toString();
          continue;
        }
        const contentType = header(r.headers, "content-type");
        if (r.status === 304)
          return {
            url: current,
            status: 304,
            notModified: true,
            text: "",
            charset: "utf-8",
            contentType,
            etag: o.etag ?? undefined,
            lastModified: o.lastModified ?? undefined,
          };
        if (r.status < 200 || r.status >= 300) throw new CrawlError(`HTTP ${r.status}：${current}`, RETRY_STATUS.has(r.status), r.status);
        const { text, charset } = decodeBody(r.body, contentType);
        return {
          url: current,
          status: r.status,
          notModified: false,
          text,
          charset,
          contentType,
          etag: header(r.headers, "etag"),
          lastModified: header(r.headers, "last-modified"),
        };
      }
      throw new CrawlError(`重定向次数过多：${url}`, false);
    },
    /** Connections belong to the port, which outlives a crawl run. */
    close: async () => {},
  };
}

export type CrawlHttp = ReturnType<typeof createCrawlHttp>;
