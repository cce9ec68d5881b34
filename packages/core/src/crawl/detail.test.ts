import { describe, expect, it } from "vitest";
import { extractDetail, findDay } from "./detail";
import { detailBroken, detailGbk, detailUtf8 } from "./fixtures/pages";

const base = "http://ggzy.example.gov.cn/jyxx/gcjs/202503/t20250303_1003.html";

describe("notice detail pages", () => {
  it("turns key-fact tables into label：value lines and keeps paragraphs", () => {
    const d = extractDetail(detailUtf8, base);
    expect(d.title).toBe("宜昌市夷陵区黄花至龙泉公路改建工程施工招标公告");
    expect(d.publishedOn).toBe("2025-03-03");
    const lines = d.text.split("\n");
    expect(lines).toContain("项目名称：黄花至龙泉公路改建工程");
    expect(lines).toContain("项目编号：YLJS-2025-0031");
    expect(lines).toContain("最高投标限价：12,345,678.90元");
    expect(lines).toContain("1.招标条件");
    expect(d.text).toContain("招标人为宜昌市夷陵区交通运输局");
    // Scripts, the print link and the site footer are not the notice.
    expect(d.text).not.toMatch(/document\.write|打印|ICP/);
  });

  it("collects 附件 links with absolute URLs and readable names", () => {
    const d = extractDetail(detailUtf8, base);
    expect(d.attachments).toEqual([
      {
        name: "招标文件.pdf",
        url: "http://ggzy.example.gov.cn/attach/2025/0303/%E9%BB%84%E8%8A%B1%E8%87%B3%E9%BE%99%E6%B3%89%E6%8B%9B%E6%A0%87%E6%96%87%E4%BB%B6.pdf",
      },
      {
        name: "工程量清单",
        url: "http://ggzy.example.gov.cn/EpointWebBuilder/pages/webbuildermis/attach/downloadztbattach?attachGuid=7c1e&appUrlFlag=ztb001",
      },
      { name: "图纸.zip", url: "http://ggzy.example.gov.cn/jyxx/files/%E5%9B%BE%E7%BA%B8.zip" },
    ]);
  });

  it("reads a TRS page laid out with tables", () => {
    const d = extractDetail(detailGbk, base);
    expect(d.title).toBe("当阳市玉阳街道老旧小区改造项目监理招标公告");
    expect(d.publishedOn).toBe("2025-03-02");
    expect(d.text.split("\n")).toContain("监理服务费最高限价：壹佰贰拾叁万肆仟元整（￥1,234,000.00元）");
    expect(d.attachments.map((a) => a.name)).toEqual(["监理招标文件.docx"]);
  });

  it("survives unclosed tags and keeps candidate tables as rows the extractor reads", () => {
    const d = extractDetail(detailBroken, base);
    expect(d.title).toBe("远安县鸣凤镇农村公路安全生命防护工程中标候选人公示");
    const lines = d.text.split("\n");
    expect(lines).toContain("名 次 | 第一名 | 第二名 | 第三名");
    expect(lines).toContain("中标候选人名称 | 湖北远安路桥建设有限公司 | 宜昌华宇交通工程有限公司 | 湖北楚通建设集团有限公司");
    expect(lines).toContain("投标报价(元) | 4,567,890.00 | 4,612,345.00 | 4,698,000.00");
    expect(d.text).toContain("招标人：远安县交通运输局");
  });

  it("uses the selectors a source names", () => {
    const d = extractDetail(detailUtf8, base, { content: "table", title: ".ewb-article-tt", attachments: ".ewb-attach" });
    expect(d.text.startsWith("项目名称：黄花至龙泉公路改建工程")).toBe(true);
    expect(d.text).not.toContain("招标条件");
    expect(d.attachments).toEqual([{ name: "图纸.zip", url: "http://ggzy.example.gov.cn/jyxx/files/%E5%9B%BE%E7%BA%B8.zip" }]);
  });

  it("reads days in the usual forms", () => {
    expect(findDay("[2025-3-1]")).toBe("2025-03-01");
    expect(findDay("2025年03月02日 09时")).toBe("2025-03-02");
    expect(findDay("2025/12/31")).toBe("2025-12-31");
    expect(findDay("2025-13-01")).toBeUndefined();
  });
});
