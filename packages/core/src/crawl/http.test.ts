import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { decodeBody } from "./decode";
import { fakeClock } from "./fixtures/clock";
import { encodeGbk } from "./fixtures/gbk";
import { startFixtureSite } from "./fixtures/site";
import { CrawlError, createCrawlHttp } from "./http";

let site: Awaited<ReturnType<typeof startFixtureSite>>;
beforeAll(async () => {
  site = await startFixtureSite();
});
afterAll(() => site.close());

const client = (o: Parameters<typeof createCrawlHttp>[0] = {}) => {
  const { clock, sleeps } = fakeClock();
  return { http: createCrawlHttp({ trustHosts: [new URL(site.origin).host], clock, hostDelayMs: 500, backoffMs: 100, ...o }), sleeps };
};

describe("crawler HTTP", () => {
  it("sends a clear User-Agent and reads robots.txt once", async () => {
    const { http } = client();
    await http.get(`${site.origin}/jyxx/gcjs/index.html`);
    await http.get(`${site.origin}/jyxx/gcjs/index_1.html`);
    const mine = site.requests.slice(-3);
    expect(mine.map((r) => r.path)).toEqual(["/robots.txt", "/jyxx/gcjs/index.html", "/jyxx/gcjs/index_1.html"]);
    expect(mine[1].headers["user-agent"]).toMatch(/^ZhuxinBot\/1\.0/);
    await http.close();
  });

  it("refuses a path robots.txt disallows, without requesting it", async () => {
    const { http } = client();
    const before = site.hits.get("/private/x.html") ?? 0;
    await expect(http.get(`${site.origin}/private/x.html`)).rejects.toThrow("robots.txt 不允许抓取");
    expect(site.hits.get("/private/x.html") ?? 0).toBe(before);
    await http.close();
  });

  it("keeps requests to one host apart by the host delay", async () => {
    const { http, sleeps } = client({ hostDelayMs: 2_000 });
    await http.get(`${site.origin}/jyxx/gcjs/index.html`);
    await http.get(`${site.origin}/jyxx/gcjs/index_1.html`);
    await http.get(`${site.origin}/jyxx/gcjs/202503/t20250303_1003.html`);
    // The fake clock does not move between requests, so each later one waits the full gap.
    expect(sleeps).toEqual([2_000, 2_000]);
    await http.close();
  });

  it("answers 304 to a conditional GET with the remembered ETag", async () => {
    const { http } = client();
    const first = await http.get(`${site.origin}/jyxx/gcjs/index.html`);
    expect(first.etag).toBe('"list-1-v1"');
    const again = await http.get(`${site.origin}/jyxx/gcjs/index.html`, { etag: first.etag });
    expect(again).toMatchObject({ status: 304, notModified: true, text: "" });
    expect(site.requests.at(-1)?.headers["if-none-match"]).toBe('"list-1-v1"');
    await http.close();
  });

  it("retries a 503 after the back-off (honouring Retry-After) and then succeeds", async () => {
    site.state.flakyFailures = 1;
    const { http, sleeps } = client({ hostDelayMs: 0 });
    const r = await http.get(`${site.origin}/jyxx/gcjs/202502/flaky.html`);
    expect(r.status).toBe(200);
    expect(r.text).toContain("湖北枝江建工集团有限公司");
    expect(sleeps).toEqual([1_000]); // Retry-After: 1 beats the 100 ms back-off
    await http.close();
  });

  it("gives up after its retries with a message for staff", async () => {
    site.state.flakyFailures = 10;
    const { http, sleeps } = client({ hostDelayMs: 0, retries: 2 });
    const err = await http.get(`${site.origin}/jyxx/gcjs/202502/flaky.html`).catch((e) => e);
    expect(err).toBeInstanceOf(CrawlError);
    expect(err.message).toMatch(/^HTTP 503：/);
    expect(sleeps).toHaveLength(2);
    site.state.flakyFailures = 0;
    await http.close();
  });

  it("does not retry a 404", async () => {
    const { http, sleeps } = client({ hostDelayMs: 0 });
    await expect(http.get(`${site.origin}/nothing.html`)).rejects.toMatchObject({ status: 404, retryable: false });
    expect(sleeps).toEqual([]);
    await http.close();
  });

  it("decodes a GB2312 page that declares its charset only in <meta>", async () => {
    const { http } = client();
    const r = await http.get(`${site.origin}/jyxx/gcjs/202503/t20250302_1002.html`);
    expect(r.charset).toBe("gb18030");
    expect(r.text).toContain("壹佰贰拾叁万肆仟元整");
    await http.close();
  });

  it("refuses inward addresses unless the host is trusted (no SSRF through a source URL)", async () => {
    const http = createCrawlHttp({ clock: fakeClock().clock });
    await expect(http.get(`${site.origin}/jyxx/gcjs/index.html`)).rejects.toThrow(/内网地址/);
    // A name is checked after DNS: localhost resolves inward.
    await expect(http.get(site.origin.replace("127.0.0.1", "localhost"))).rejects.toThrow(/内网地址 localhost/);
    await expect(http.get("file:///etc/passwd")).rejects.toThrow(/不支持的地址/);
    await http.close();
  });

  it("refuses a source at an IPv4-mapped IPv6 address of the machine itself, and the server sees no request (issue 29)", async () => {
    const before = site.requests.length;
    const port = new URL(site.origin).port;
    const mapped = ["[::ffff:7f00:1]", "[::ffff:127.0.0.1]", "[0:0:0:0:0:ffff:7f00:1]"];
    // As a production crawl runs (other spellings of 127.0.0.1 too), and as a test run that trusts
    // 127.0.0.1:port: trust names that destination, and a mapped address is another name for it.
    const runs: [ReturnType<typeof createCrawlHttp>, string[]][] = [
      [createCrawlHttp({ clock: fakeClock().clock }), [...mapped, "2130706433", "0x7f.1", "127.1"]],
      [client().http, mapped],
    ];
    for (const [http, hosts] of runs) {
      for (const host of hosts) {
        const err = await http.get(`http://${host}:${port}/jyxx/gcjs/index.html`).catch((e) => e);
        expect(err, host).toBeInstanceOf(CrawlError);
        expect(err.message).toMatch(/内网地址/);
        expect(err.retryable).toBe(false);
      }
      await http.close();
    }
    expect(site.requests.length).toBe(before);
  });
});

describe("decoding", () => {
  it("follows header, then <meta>, then guesses GB18030 for bytes that are not UTF-8", () => {
    const gbk = encodeGbk("<p>招标公告</p>");
    expect(decodeBody(gbk, "text/html; charset=GBK")).toEqual({ text: "<p>招标公告</p>", charset: "gb18030" });
    expect(decodeBody(gbk).text).toBe("<p>招标公告</p>");
    // A server default of UTF-8 in front of a GBK page loses to the page's own declaration.
    const page = encodeGbk('<meta charset="gbk"><p>中标结果</p>');
    expect(decodeBody(page, "text/html; charset=utf-8").text).toContain("中标结果");
    expect(decodeBody(Buffer.from("<p>监理</p>"), "text/html").text).toBe("<p>监理</p>");
  });
});
