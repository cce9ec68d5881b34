import { describe, expect, it } from "vitest";
import { COVER_THEMES, COVER_VARIANTS, coverSvg, coverThemeFor, demoCoverUrl, parseCoverName } from "./cover-art";

describe("generated cover illustrations", () => {
  it("picks a scene from the words of a title", () => {
    expect(coverThemeFor("某高速公路隧道工程施工总承包")).toBe("tunnel");
    expect(coverThemeFor("城市轨道交通工程解决方案")).toBe("subway");
    expect(coverThemeFor("多地加快推进城市地下管网更新改造")).toBe("pipes");
    expect(coverThemeFor("住房城乡建设部关于印发管理办法的通知")).toBe("document");
    expect(coverThemeFor("筑信计量支付云")).toBe("digital");
    expect(coverThemeFor("年终回顾")).toBe("city");
    expect(demoCoverUrl("水库除险加固", 6)).toBe("/covers/water-2.svg");
  });

  it("draws every scene and variant as a plain, script-free SVG of 640 × 360", () => {
    for (const theme of COVER_THEMES) {
      for (let v = 0; v < COVER_VARIANTS; v++) {
        const svg = coverSvg(theme, v);
        expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 640 360"/);
        expect(svg).toMatch(/<\/svg>$/);
        expect(svg).not.toMatch(/<script|\son\w+=|href=|NaN|undefined/i);
        expect(svg.length).toBeLessThan(12_000);
      }
    }
    expect(coverSvg("bridge", 0)).not.toBe(coverSvg("bridge", 1));
  });

  it("accepts only the names it can draw", () => {
    expect(parseCoverName("bridge-3.svg")).toEqual({ theme: "bridge", variant: 3 });
    for (const bad of ["bridge-4.svg", "bridge-12.svg", "evil-1.svg", "../bridge-1.svg", "bridge-1.svg.html", "Bridge-1.svg", ""]) {
      expect(parseCoverName(bad), bad).toBeNull();
    }
  });
});
