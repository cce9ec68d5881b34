import { strFromU8, unzipSync } from "fflate";
import { describe, expect, it } from "vitest";
import { docxText, paperToDocx } from "./docx-export";

const xmlOf = (buf: Buffer) => strFromU8(unzipSync(new Uint8Array(buf))["word/document.xml"] as Uint8Array);

describe("paperToDocx", () => {
  it("writes headings, formatted runs, nested lists, a table and a quotation in order", async () => {
    const buf = await paperToDocx({
      title: "套筒灌浆质量控制研究",
      subtitle: "土木工程 · 关键词：装配式建筑",
      sections: [
        {
          title: "引言",
          html: "<h3>研究背景</h3><p>装配式建筑 <strong><em>发展迅速</em></strong>，灌浆 &amp; 连接 &lt;关键&gt;。</p><ul><li>材料<ul><li>灌浆料</li></ul></li><li>工艺</li></ul>",
        },
        {
          title: "试验结果",
          html: '<table><thead><tr><th>编号</th><th>饱满度</th></tr></thead><tbody><tr><td>A1</td><td>98%</td></tr></tbody></table><blockquote><p>灌浆应连续进行。</p></blockquote><ol><li>第一步</li><li>第二步</li></ol>松散的文字<a href="https://example.com/x">规范</a>',
        },
        { title: "结论", html: "" },
      ],
    });
    expect(buf.subarray(0, 2).toString()).toBe("PK");
    const xml = xmlOf(buf);
    expect(xml).toContain('w:val="Title"');
    expect(xml).toContain('w:val="Heading1"');
    expect(xml).toContain('w:val="Heading3"');
    expect(xml).toContain("<w:tbl>");
    expect(xml.match(/<w:numPr>/g)?.length).toBe(5);
    expect(xml).toMatch(/<w:b\/>[\s\S]*<w:i\/>[\s\S]*发展迅速/);

    const text = await docxText(buf);
    const order = [
      "套筒灌浆质量控制研究",
      "土木工程",
      "引言",
      "研究背景",
      "装配式建筑 发展迅速，灌浆 & 连接 <关键>。",
      "灌浆料",
      "试验结果",
      "编号",
      "98%",
      "灌浆应连续进行。",
      "第二步",
      "松散的文字规范（https://example.com/x）",
      "结论",
    ];
    let at = -1;
    for (const piece of order) {
      const next = text.indexOf(piece, at + 1);
      expect(next, piece).toBeGreaterThan(at);
      at = next;
    }
  });

  it("keeps a section with no text as its heading alone", async () => {
    const text = await docxText(await paperToDocx({ title: "空白", sections: [{ title: "只有标题", html: "" }] }));
    expect(text).toBe("空白\n只有标题");
  });
});
