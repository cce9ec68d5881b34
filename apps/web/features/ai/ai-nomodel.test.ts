import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { AiToolsIntro, NoModel } from "./NoModel";

/**
 * With no model the AI pages say so in a user's words (issue 35): no setting names, and no promise
 * of a draft in seconds that the site cannot keep.
 */
describe("AI pages while the site has not enabled AI writing", () => {
  it("say the site has not enabled it, without naming settings", () => {
    for (const html of [
      renderToStaticMarkup(createElement(NoModel)),
      renderToStaticMarkup(createElement(NoModel, { what: "AI 论文写作" })),
    ]) {
      expect(html).toMatch(/本站暂未开通 AI (论文)?写作，开通后即可使用/);
      expect(html).not.toMatch(/LLM_|大模型|接入/);
    }
  });

  it("keep the promise of a draft in seconds only while drafts can be written", () => {
    expect(renderToStaticMarkup(createElement(AiToolsIntro, { enabled: true }))).toContain("几十秒得到");
    const off = renderToStaticMarkup(createElement(AiToolsIntro, { enabled: false }));
    expect(off).not.toMatch(/几十秒|初稿/);
    expect(off).toContain("写作助手");
  });
});
