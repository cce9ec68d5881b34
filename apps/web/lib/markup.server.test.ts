import { describe, expect, it } from "vitest";
import { html, Markup } from "./markup.server";

describe("markup written on the server (ADR 0042)", () => {
  it("escapes every value put in, in text and in attributes", () => {
    const label = `<img src=x onerror="alert(1)">&'`;
    const href = `/tender?q=" onclick="x`;
    expect(html`<a href="${href}">${label}</a>`.html).toBe(
      '<a href="/tender?q=&#34; onclick=&#34;x">&#60;img src=x onerror=&#34;alert(1)&#34;&#62;&#38;&#39;</a>',
    );
  });

  it("keeps markup it made itself, lists of it, and leaves out false, null and undefined", () => {
    const items = ["甲", "乙<"].map((x) => html`<li>${x}</li>`);
    const out = html`<ul>${items}</ul>${false}${null}${undefined}${html`<b>${3}</b>`}`;
    expect(out).toBeInstanceOf(Markup);
    expect(String(out)).toBe("<ul><li>甲</li><li>乙&#60;</li></ul><b>3</b>");
  });
});
