import { describe, expect, it } from "vitest";
import { markdownToHtml as md } from "./markdown";

describe("markdownToHtml", () => {
  it("renders headings below the page's h1, paragraphs with line breaks, rules", () => {
    expect(md("# 标题\n\n## 一级\n\n第一行\n第二行\n\n---\n\n### 二级\n#### 小节")).toBe(
      "<h2>标题</h2>\n<h2>一级</h2>\n<p>第一行<br>第二行</p>\n<hr>\n<h3>二级</h3>\n<h4>小节</h4>",
    );
  });

  it("renders bold, italic, code and http(s) links only", () => {
    expect(md("**加粗** 与 *斜体*，`GB 50204` 与 [规范](https://example.com/a?b=1&c=2)")).toBe(
      '<p><strong>加粗</strong> 与 <em>斜体</em>，<code>GB 50204</code> 与 <a href="https://example.com/a?b=1&amp;c=2" rel="noopener noreferrer nofollow" target="_blank">规范</a></p>',
    );
    expect(md("[点我](javascript:alert(1))")).toBe("<p>[点我](javascript:alert(1))</p>");
    expect(md("[x](data:text/html,abc)")).not.toContain("<a");
    expect(md("`**不加粗**`")).toBe("<p><code>**不加粗**</code></p>");
    expect(md("snake_case_name 保持原样")).toBe("<p>snake_case_name 保持原样</p>");
  });

  it("never lets HTML through", () => {
    for (const attack of [
      "<script>alert(1)</script>",
      '<img src=x onerror="alert(1)">',
      '[a"><svg onload=alert(1)>](https://x.com/"onmouseover=alert(1))',
      "<a href='javascript:x'>x</a>",
    ]) {
      const html = md(attack);
      expect(html).not.toMatch(/<(script|img|svg)/);
      expect(html).not.toMatch(/<a /);
      expect(html).not.toContain("javascript:x'>");
    }
    expect(md("a & b < c")).toBe("<p>a &amp; b &lt; c</p>");
  });

  it("renders lists, nested ones and the Chinese 1、 numbering", () => {
    expect(md("- 甲\n- 乙\n  - 乙一\n- 丙")).toBe("<ul><li>甲</li><li>乙<ul><li>乙一</li></ul></li><li>丙</li></ul>");
    expect(md("1. 准备\n2. 施工")).toBe("<ol><li>准备</li><li>施工</li></ol>");
    expect(md("1、材料进场\n2、工艺控制")).toBe("<ol><li>材料进场</li><li>工艺控制</li></ol>");
  });

  it("renders tables and quotes", () => {
    expect(md("| 事项 | 责任单位 |\n|---|:---:|\n| 雨季方案 | **施工单位** |")).toBe(
      "<table><thead><tr><th>事项</th><th>责任单位</th></tr></thead><tbody><tr><td>雨季方案</td><td><strong>施工单位</strong></td></tr></tbody></table>",
    );
    expect(md("> 引用一\n> 引用二")).toBe("<blockquote><p>引用一<br>引用二</p></blockquote>");
  });

  it("renders half-streamed text sensibly", () => {
    expect(md("正在写 **加")).toBe("<p>正在写 **加</p>");
    expect(md("| 事项 | 责任单位 |")).toBe("<p>| 事项 | 责任单位 |</p>");
    expect(md("```\nconst a = '<b>';")).toBe("<pre><code>const a = &#39;&lt;b&gt;&#39;;</code></pre>");
    expect(md("- 甲\n- ")).toBe("<ul><li>甲</li><li></li></ul>");
  });

  it("renders a long document in one pass", () => {
    const doc = Array.from({ length: 3000 }, (_, i) => `## 第${i}节\n\n正文 **重点** 内容，*说明* \`代码\`。\n\n- 要点一\n- 要点二\n`).join(
      "\n",
    );
    expect(doc.length).toBeGreaterThan(140_000);
    const html = md(doc);
    expect(html.match(/<h2>/g)).toHaveLength(3000);
    expect(html.match(/<strong>/g)).toHaveLength(3000);
  });
});
