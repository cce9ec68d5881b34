import { mkdtemp, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { importCsv, importFile, importHtml, importJsonl } from "./file-import";
import { encodeGbk } from "./fixtures/gbk";
import { detailGbk } from "./fixtures/pages";

describe("file import", () => {
  it("reads JSONL rows under their usual names and says which lines it skipped", () => {
    const jsonl = [
      JSON.stringify({
        title: "兴山县昭君镇污水处理厂提标改造工程招标公告",
        text: "招标人：兴山县水利和湖泊局\n最高投标限价：5,678,000.00元",
        source_url: "https://ggzy.example.gov.cn/a/1.html",
        publish_date: "2025-04-01",
        publisher: "兴山县公共资源交易中心",
      }),
      "",
      "{不是JSON",
      JSON.stringify({ title: "没有正文的公告", url: "https://ggzy.example.gov.cn/a/2.html" }),
      JSON.stringify({ title: "链接不对", text: "正文", url: "/a/3.html" }),
      JSON.stringify({
        标题: "秭归县郭家坝镇道路工程中标结果公告",
        content: "<p>中标人：湖北三峡建设有限公司</p><p>中标价：3,210,000元</p>",
        link: "https://ggzy.example.gov.cn/a/4.html",
        date: "2025年4月2日",
        attachments: [{ name: "中标通知书.pdf", url: "/f/4.pdf" }],
      }),
    ].join("\n");
    const { notices, skipped } = importJsonl(jsonl);
    expect(notices).toEqual([
      {
        sourceUrl: "https://ggzy.example.gov.cn/a/1.html",
        sourceSite: "兴山县公共资源交易中心",
        title: "兴山县昭君镇污水处理厂提标改造工程招标公告",
        text: "招标人：兴山县水利和湖泊局\n最高投标限价：5,678,000.00元",
        publishedOn: "2025-04-01",
        attachments: undefined,
      },
      {
        sourceUrl: "https://ggzy.example.gov.cn/a/4.html",
        sourceSite: undefined,
        title: "秭归县郭家坝镇道路工程中标结果公告",
        text: "中标人：湖北三峡建设有限公司\n中标价：3,210,000元",
        publishedOn: "2025-04-02",
        attachments: [{ name: "中标通知书.pdf", url: "https://ggzy.example.gov.cn/f/4.pdf" }],
      },
    ]);
    expect(skipped).toEqual([
      { line: 3, reason: "不是有效的 JSON" },
      { line: 4, reason: "缺少正文" },
      { line: 5, reason: "链接无效：/a/3.html" },
    ]);
  });

  it("reads CSV with a header row, quoted commas and line breaks, and Excel's byte-order mark", () => {
    const csv =
      '\ufeff标题,正文,原文链接,发布日期\r\n"五峰县长乐坪镇供水工程招标公告","招标人：五峰县水利局\n预算：120万元，含税","https://ggzy.example.gov.cn/b/1.html",2025-05-06\r\n"引号""测试""公告",正文,https://ggzy.example.gov.cn/b/2.html,\r\n,,,\r\n';
    const { notices, skipped } = importCsv(csv);
    expect(notices.map((n) => [n.title, n.text, n.publishedOn])).toEqual([
      ["五峰县长乐坪镇供水工程招标公告", "招标人：五峰县水利局\n预算：120万元，含税", "2025-05-06"],
      ['引号"测试"公告', "正文", undefined],
    ]);
    expect(skipped).toEqual([]);
  });

  it("reads a saved GBK detail page and finds its address in the browser's comment", () => {
    const saved = `<!-- saved from url=(0064)http://ggzy.dangyang.gov.cn/jyxx/gcjs/202503/t20250302_1002.html -->\n${detailGbk}`;
    const { notices } = importHtml(encodeGbk(saved), "file:///tmp/x.html");
    expect(notices).toHaveLength(1);
    expect(notices[0]).toMatchObject({
      sourceUrl: "http://ggzy.dangyang.gov.cn/jyxx/gcjs/202503/t20250302_1002.html",
      title: "当阳市玉阳街道老旧小区改造项目监理招标公告",
      publishedOn: "2025-03-02",
      attachments: [
        {
          name: "监理招标文件.docx",
          url: "http://ggzy.dangyang.gov.cn/attach/2025/%E7%9B%91%E7%90%86%E6%8B%9B%E6%A0%87%E6%96%87%E4%BB%B6.docx",
        },
      ],
    });
    expect(notices[0].text).toContain("招标人：当阳市住房和城乡建设局");
  });

  it("chooses the reader by extension", async () => {
    const dir = await mkdtemp(path.join(tmpdir(), "ingest-"));
    const jsonl = path.join(dir, "a.jsonl");
    await writeFile(jsonl, `${JSON.stringify({ title: "标题一", text: "正文一", url: "https://x.example/1" })}\n`);
    expect((await importFile(jsonl)).notices).toHaveLength(1);
    const page = path.join(dir, "b.html");
    await writeFile(
      page,
      "<html><head><title>远安县某工程招标公告</title></head><body><div class='content'>招标人：远安县交通运输局，最高投标限价：100万元，投标截止时间：2025年5月1日。</div></body></html>",
    );
    const html = await importFile(page);
    expect(html.notices[0]).toMatchObject({ sourceUrl: `file://${page}`, title: "远安县某工程招标公告" });
    await expect(importFile(path.join(dir, "c.xlsx"))).rejects.toThrow("不支持的文件类型：.xlsx");
  });
});
