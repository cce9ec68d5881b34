import { describe, expect, it } from "vitest";
import { drawImageCode } from "./captcha";

describe("image code picture (issue 8, item 2)", () => {
  it("holds no text: the glyphs are filled outlines among noise curves, in shuffled order", () => {
    const svg = drawImageCode("K7WQ");
    expect(svg.startsWith("<svg")).toBe(true);
    expect(svg).not.toMatch(/<text|<tspan|font-family/);
    for (const ch of "K7WQ") expect(svg).not.toContain(`>${ch}<`);
    const filled = svg.match(/<path fill="[^"]+" d="[^"]+"\/>/g) ?? [];
    expect(filled.length).toBe(4);
    expect((svg.match(/<path[^>]*fill="none"/g) ?? []).length).toBeGreaterThanOrEqual(3);
  });

  it("draws the same answer differently every time, glyph order not following reading order", () => {
    const drawings = new Set(Array.from({ length: 5 }, () => drawImageCode("ABCD")));
    expect(drawings.size).toBe(5);
    // Over many drawings the first glyph in the markup is not always the leftmost one.
    const firstIsLeftmost = Array.from({ length: 40 }, () => {
      const xs = [...drawImageCode("ABCD").matchAll(/<path fill="[^"]+" d="M([\d.]+)/g)].map((m) => Number(m[1]));
      return xs[0] === Math.min(...xs);
    });
    expect(firstIsLeftmost.some((v) => !v)).toBe(true);
  });
});
