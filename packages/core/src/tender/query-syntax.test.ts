import { describe, expect, it } from "vitest";
import { parseSearchBox, TERMS_MAX } from "./query-syntax";

describe("the tender search box's syntax", () => {
  it("reads spaces as AND, a leading minus as exclusion", () => {
    expect(parseSearchBox("隧道 -监理")).toEqual({ all: ["隧道"], any: [], not: ["监理"], phrases: [] });
    expect(parseSearchBox("  隧道  盾构 ")).toMatchObject({ all: ["隧道", "盾构"], not: [] });
    // Full-width minus from a Chinese input method; a minus inside a word is part of it.
    expect(parseSearchBox("隧道 －监理 GB-50300")).toMatchObject({ all: ["隧道", "GB-50300"], not: ["监理"] });
    // A lone minus is nothing.
    expect(parseSearchBox("隧道 - 监理")).toMatchObject({ all: ["隧道", "监理"], not: [] });
  });

  it("reads | and a lone 或 as OR, joining their neighbours into one group", () => {
    expect(parseSearchBox("隧道|桥梁")).toEqual({ all: [], any: [["隧道", "桥梁"]], not: [], phrases: [] });
    expect(parseSearchBox("湖北 隧道 | 桥梁 ｜ 涵洞")).toMatchObject({ all: ["湖北"], any: [["隧道", "桥梁", "涵洞"]] });
    expect(parseSearchBox("隧道 或 桥梁 -监理")).toMatchObject({ all: [], any: [["隧道", "桥梁"]], not: ["监理"] });
    // 或者 is a word, not the operator; a dangling | joins nothing.
    expect(parseSearchBox("或者 隧道 |")).toMatchObject({ all: ["或者", "隧道"], any: [] });
    expect(parseSearchBox("| 隧道")).toMatchObject({ all: ["隧道"], any: [] });
  });

  it("keeps quoted phrases whole, in ASCII and Chinese quotes, and excludes quoted phrases", () => {
    expect(parseSearchBox('"盾构 隧道" 湖北')).toEqual({ all: ["盾构 隧道", "湖北"], any: [], not: [], phrases: ["盾构 隧道"] });
    expect(parseSearchBox("“地铁隧道” -「中标 公告」")).toMatchObject({ all: ["地铁隧道"], not: ["中标 公告"], phrases: ["地铁隧道"] });
    // An unclosed quote runs to the end.
    expect(parseSearchBox('湖北 "盾构隧道')).toMatchObject({ all: ["湖北", "盾构隧道"], phrases: ["盾构隧道"] });
  });

  it(`refuses more than ${TERMS_MAX} terms with a Chinese message`, () => {
    const words = Array.from({ length: TERMS_MAX }, (_, i) => `词${i}`);
    expect(parseSearchBox(words.join(" ")).all).toHaveLength(TERMS_MAX);
    expect(() => parseSearchBox([...words, "-监理"].join(" "))).toThrow(
      expect.objectContaining({ userMessage: expect.stringMatching(/搜索词最多 10 个（现有 11 个）/) }),
    );
    expect(() => parseSearchBox(`${words.slice(1).join(" ")} 桥梁|涵洞`)).toThrow(
      expect.objectContaining({ userMessage: expect.stringMatching(/最多 10 个/) }),
    );
  });
});
