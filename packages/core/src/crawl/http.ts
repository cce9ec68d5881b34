import net from "node:net";
import { undici } from "../lazy";
import { decodeBody } from "./decode";
import { type Clock, hostLimiter, realClock } from "./host-limiter";
import { CrawlError, header, inflate, RETRY_STATUS, retryAfterMs } from "./http-parts";
import { robotsCache } from "./robots";
import { isPrivateAddress, publicOnlyLookup } from "./safe-lookup";

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
  /** Tests crawl a server on 127.0.0.1; production refuses inward addresses (safe-lookup.ts). */
  allowPrivateAddresses?: boolean;
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
 * The crawler's outgoing HTTP (ctx.http of DESIGN §8): robots.txt obeyed, one request at a time
 * per host with a gap, retries with exponential back-off, conditional GET, redirects followed by
 * hand so each hop is checked, bodies capped and decoded (GBK included).
 */
export function createCrawlHttp(opts: CrawlHttpOptions = {}) {
  const userAgent = opts.userAgent ?? DEFAULT_USER_AGENT;
  const clock = opts.clock ?? realClock;
  const timeoutMs = opts.timeoutMs ?? 15_000;
  const retries = opts.retries ?? 3;
  const backoffMs = opts.backoffMs ?? 1_000;
  const maxBytes = opts.maxBytes ?? 10 * 1024 * 1024;
  const agent = new (undici().Agent)({
    headersTimeout: timeoutMs,
    bodyTimeout: timeoutMs,
    connect: { timeout: timeoutMs, ...(opts.allowPrivateAddresses ? {} : { lookup: publicOnlyLookup }) },
  });
  const limiter = hostLimiter(clock);

  /** Web addresses only, and no address literal pointing inward (names are checked at connect time). */
  function checkTarget(url: string) {
    const u = new URL(url);
    if (u.protocol !== "http:" && u.protocol !== "https:") throw new CrawlError(`不支持的地址：${url}`, false);
    const host = u.hostname.replace(/^\[|\]$/g, "");
    if (!opts.allowPrivateAddresses && net.isIP(host) && isPrivateAddress(host)) throw new CrawlError(`拒绝访问内网地址：${url}`, false);
  }

  /** One request, no retries: status, headers and the (inflated, capped) body. */
  async function once(url: string, extra: Record<string, string>) {
    checkTarget(url);
    try {
      const res = await undici().request(url, {
        dispatcher: agent,
        method: "GET",
        headers: {
          "user-agent": userAgent,
          accept: "text/html,application/xhtml+xml,application/xml,application/json;q=0.9,*/*;q=0.8",
          "accept-encoding": "gzip, deflate, br",
          "accept-language": "zh-CN,zh;q=0.9",
          ...extra,
        },
        signal: AbortSignal.timeout(timeoutMs * 2),
      });
      const chunks: Buffer[] = [];
      let size = 0;
      for await (const chunk of res.body) {
        size += chunk.length;
        if (size > maxBytes) {
          res.body.destroy();
          throw new CrawlError(`页面超过 ${Math.round(maxBytes / 1048576)} MB：${url}`, false);
        }
        chunks.push(chunk);
      }
      const body = inflate(Buffer.concat(chunks), header(res.headers, "content-encoding"));
      return { status: res.statusCode, headers: res.headers, body };
    } catch (err) {
      if (err instanceof CrawlError) throw err;
      const reason = err instanceof Error ? err.message : String(err);
      throw new CrawlError(`无法读取 ${url}：${reason}`, !(err instanceof Error && "code" in err && err.code === "EPRIVATEADDR"));
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
    close: () => agent.close(),
  };
}

export type CrawlHttp = ReturnType<typeof createCrawlHttp>;
