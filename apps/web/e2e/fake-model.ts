import { type FakeAnswer, type FakeLlm, type FakeRequest, startFakeLlm } from "../../../packages/core/src/testing/fake-llm";

/**
 * The language model of the browser tests: a real OpenAI-compatible server on loopback that answers
 * by what it is asked, since the tests cannot queue answers inside the server's process. Paper
 * outlines get a fixed outline, paper sections a few streamed sentences naming the section, writing
 * tools a short streamed text; anything else (the tender extractor) an empty JSON object.
 */
export const E2E_OUTLINE = {
  title: "装配式混凝土结构套筒灌浆质量控制研究",
  abstract: "以某装配式住宅项目为依托，分析套筒灌浆不饱满的成因，提出施工全过程的质量控制措施。",
  keywords: "装配式建筑；套筒灌浆；质量控制",
  sections: [
    { title: "引言", brief: "装配式建筑的发展与灌浆质量问题" },
    { title: "灌浆缺陷成因分析", brief: "材料、工艺、环境与管理" },
    { title: "结论", brief: "主要结论与建议" },
  ],
};

function respond(req: FakeRequest): FakeAnswer {
  const system = req.messages[0]?.content ?? "";
  const user = req.messages[1]?.content ?? "";
  if (!req.stream) return { content: system.includes("拟定提纲") ? E2E_OUTLINE : {} };
  // The section's title reaches the model as material (ai/prompt.ts): 第 3 节“<资料 名称="section">\n…\n</资料>”.
  const section = /现在撰写第 \d+ 节“<资料 名称="section">\n([^\n]+)\n<\/资料>”/.exec(user)?.[1];
  const text = section
    ? [
        `### ${section}的要点\n\n`,
        `本节论述${section}。`,
        "套筒灌浆质量直接关系到结构安全，",
        "应从材料进场、施工工艺和验收三个环节加以控制。\n",
      ]
    : ["## 会议概况\n\n", "本次例会讨论了雨季施工安排。\n\n", "## 会议决定\n\n", "1. 施工单位编制雨季施工方案。\n"];
  // Slow enough that a person (and the test) sees the text arrive piece by piece.
  return { stream: text, delayMs: 250 };
}

export function startE2eModel(): Promise<FakeLlm> {
  return startFakeLlm({ respond });
}
