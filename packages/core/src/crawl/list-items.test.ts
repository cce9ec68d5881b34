import { describe, expect, it } from "vitest";
import { chinaDay, fragmentText, parseFeedItems, parseJsonItems, parseListPage } from "./list-items";

describe("list pages, feeds and APIs", () => {
  it("reads an Atom feed with relative links and zoned times", () => {
    const atom = `<?xml version="1.0" encoding="utf-8"?><feed xmlns="http://www.w3.org/2005/Atom"><title>采购公告</title>
<entry><title>点军区桥边镇小学改造工程询价公告</title><link href="/a/9.html"/><updated>2025-03-06T23:30:00Z</updated>
<content type="html">&lt;p&gt;采购人：点军区教育局&lt;/p&gt;&lt;p&gt;预算：48万元&lt;/p&gt;</content></entry></feed>`;
    expect(parseFeedItems(atom, "https://ccgp.example.gov.cn/feed.xml")).toEqual([
      // 23:30 UTC is already the next morning in China.
      {
        url: "https://ccgp.example.gov.cn/a/9.html",
        title: "点军区桥边镇小学改造工程询价公告",
        publishedOn: "2025-03-07",
        text: "采购人：点军区教育局\n预算：48万元",
      },
    ]);
  });

  it("reads days as sources write them", () => {
    expect(chinaDay("2025-03-05 23:59:59")).toBe("2025-03-05");
    expect(chinaDay(1741190400)).toBe("2025-03-06"); // 2025-03-05T16:00:00Z in epoch seconds
    expect(chinaDay("1741190400000")).toBe("2025-03-06");
    expect(chinaDay("Wed, 05 Mar 2025 16:30:00 +0800")).toBe("2025-03-05");
    expect(chinaDay("")).toBeUndefined();
  });

  it("keeps plain text as it is and turns markup into lines", () => {
    expect(fragmentText("投标报价<100万元\n工期：90天")).toBe("投标报价<100万元\n工期：90天");
    expect(fragmentText("<div>甲</div><div>乙<br>丙</div>")).toBe("甲\n乙\n丙");
  });

  it("takes list rows by selector and finds 下一页 without being told", () => {
    const html = `<ul class="list"><li><a href="1.html">甲工程招标公告</a><span>2025-03-02</span></li>
<li><a href="javascript:;">无链接</a></li><li><span class="t">乙工程中标公告</span><a href="/x/2.html#top" title="乙">详情</a><em>2025/3/1</em></li></ul>
<div class="page"><a href="list.html">首页</a><a href="list_2.html">下一页</a></div>`;
    const page = parseListPage(html, "https://ggzy.example.gov.cn/x/list.html", { listItem: "ul.list li", secondPage: 2 });
    expect(page).toEqual({
      items: [
        { url: "https://ggzy.example.gov.cn/x/1.html", title: "甲工程招标公告", publishedOn: "2025-03-02" },
        { url: "https://ggzy.example.gov.cn/x/2.html", title: "乙", publishedOn: "2025-03-01" },
      ],
      next: "https://ggzy.example.gov.cn/x/list_2.html",
    });
    const titled = parseListPage(html, "https://ggzy.example.gov.cn/x/list.html", { listItem: "ul.list li", title: ".t", secondPage: 2 });
    expect(titled.items[1].title).toBe("乙工程中标公告");
  });

  it("maps JSON fields by path and skips rows without a link", () => {
    const body = JSON.stringify({ result: { rows: [{ t: "甲", u: "/d/1", d: "2025-03-01" }, { t: "乙" }] } });
    expect(
      parseJsonItems(body, "https://api.example.gov.cn/list?page=1", {
        list: "$.result.rows",
        title: "t",
        url: "u",
        date: "d",
        firstPage: 1,
        fetchDetail: false,
      }),
    ).toEqual([{ url: "https://api.example.gov.cn/d/1", title: "甲", publishedOn: "2025-03-01", text: undefined }]);
  });
});
