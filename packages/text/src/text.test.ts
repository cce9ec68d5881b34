import { describe, expect, it } from "vitest";
import { highlight, htmlToText, snippet } from "./highlight";
import { queryTerms, segment, toSearchText, toTsQuery } from "./segment";

describe("segment", () => {
  it("cuts Chinese into words, keeping two-character words findable", () => {
    const words = segment("地铁隧道盾构施工安全管理");
    expect(words).toEqual(expect.arrayContaining(["地铁", "隧道", "盾构", "施工"]));
  });

  it("indexes compound words together with their parts (search mode)", () => {
    expect(segment("城市轨道交通工程")).toEqual(expect.arrayContaining(["轨道交通", "轨道", "交通"]));
  });

  it("drops punctuation and lower-cases Latin letters", () => {
    expect(segment("BIM，GIS！")).toEqual(["bim", "gis"]);
  });
});

describe("toTsQuery", () => {
  it("ANDs quoted words", () => {
    expect(toTsQuery("地铁隧道")).toBe("'地铁' & '隧道'");
  });

  it("turns tsquery operators and quotes into plain text, and empty queries into null", () => {
    expect(toTsQuery("!&|:*  ")).toBeNull();
    expect(toTsQuery("it's")).not.toContain("''s'");
    expect(toTsQuery("GB/T 50378")).toBe("'gb' & 't' & '50378'");
  });

  it("segments queries like documents so every query word is in the document's text", () => {
    const doc = toSearchText("城市轨道交通地铁隧道工程施工规范").split(" ");
    for (const w of queryTerms("轨道交通隧道")) expect(doc).toContain(w);
  });
});

describe("highlight", () => {
  it("wraps hits in <em> and escapes everything else", () => {
    expect(highlight("<b>地铁</b>隧道", ["隧道", "地铁"])).toBe("&#60;b&#62;<em>地铁</em>&#60;/b&#62;<em>隧道</em>");
  });

  it("prefers the longer of overlapping terms and ignores case", () => {
    expect(highlight("轨道交通 BIM", ["轨道", "轨道交通", "bim"])).toBe("<em>轨道交通</em> <em>BIM</em>");
  });

  it("cannot be used to inject markup through a term", () => {
    expect(highlight("a<img>", ["<img>"])).toBe("a<em>&#60;img&#62;</em>");
  });
});

describe("snippet and htmlToText", () => {
  it("shows the window around the first hit", () => {
    const text = `${"前".repeat(200)}隧道${"后".repeat(200)}`;
    const s = snippet(text, ["隧道"], 40);
    expect(s).toContain("隧道");
    expect(s.startsWith("…")).toBe(true);
    expect(s.endsWith("…")).toBe(true);
  });

  it("extracts text from HTML", () => {
    expect(htmlToText("<p>第一段&amp;</p><p>第二段</p><script>x()</script>")).toBe("第一段&\n第二段");
  });
});
