// The helpers that make the extractor fast must answer exactly as the plain forms they replace.
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { normalizeText } from "./normalize";
import { RecentCache } from "./recent";
import { endsLikeOrg, ORG_END } from "./values";

const notices = readFileSync(path.join(__dirname, "fixtures/provinces.jsonl"), "utf8")
  .split("\n")
  .filter((l) => l.trim())
  .slice(0, 60)
  .map((l) => (JSON.parse(l) as { text: string }).text);

describe("endsLikeOrg", () => {
  it("answers as ORG_END on the slice, for every end in real notices", () => {
    for (const text of notices.slice(0, 20))
      for (let end = 0; end <= Math.min(text.length, 800); end++) {
        const from = Math.max(0, end - 9);
        expect(endsLikeOrg(text, from, end)).toBe(ORG_END.test(text.slice(from, end)));
      }
  });
  it("never reaches before `from`", () => {
    expect(endsLikeOrg("某某公司", 3, 4)).toBe(false);
    expect(endsLikeOrg("某某公司", 2, 4)).toBe(true);
    expect(endsLikeOrg("某某公司", 2, 2)).toBe(false);
  });
});

describe("normalizeText", () => {
  // The chain of replacements the one-pass table stands for.
  const SPACES = /[\u00a0\u1680\u2000-\u200b\u202f\u205f\u3000\ufeff\t\r\f\v]/g;
  const plain = (s: string) =>
    s
      .replace(/(?<=\S)[ ]*\t[ \t]*(?=\S)/g, (run) => run.replace(/\t/g, "|"))
      .replace(/[\uff01-\uff5e]/g, (c) => String.fromCharCode(c.charCodeAt(0) - 0xfee0))
      .replace(SPACES, " ")
      .replace(/[【〔［]/g, "[")
      .replace(/[】〕］]/g, "]")
      .replace(/[︰∶]/g, ":")
      .replace(/[—–－]/g, "-")
      .replace(/釆/g, "采")
      .replace(/(?<=[\u4e00-\u9fa5 ])\?+(?=[\u4e00-\u9fa5 ])/g, (q) => " ".repeat(q.length))
      .replace(/截至(?=时间|日期)/g, "截止");

  it("maps every character as the chain of replacements does, one unit for one", () => {
    for (const text of notices) expect(normalizeText(text)).toBe(plain(text));
    const odd = "\ufeff招标人\t甲公司\t\u3000【采购】〔2026〕１２号：投标截至时间—２０２６年\u2003釆购\r\n︰∶–－";
    expect(normalizeText(odd)).toBe(plain(odd));
    expect(normalizeText(odd).length).toBe(odd.length);
    // Entities a pattern-stripped page keeps read as their characters, padded to their length.
    expect(normalizeText("招标人：&nbsp;&nbsp;某某公司&#160;A&amp;B&#12288;")).toBe(
      `招标人:${" ".repeat(12)}某某公司${" ".repeat(6)}A&${" ".repeat(4)}B${" ".repeat(8)}`,
    );
    // Spaces a page's encoding lost read as spaces; a web address keeps its question mark.
    expect(normalizeText("地??? 址：北京市 http://a.cn/x?id=1 是否?")).toBe("地    址:北京市 http://a.cn/x?id=1 是否?");
  });
});

describe("RecentCache", () => {
  it("keeps what is used again, whatever passes through once", () => {
    const cache = new RecentCache<string, number>(3);
    cache.set("招标人", 1);
    for (let i = 0; i < 100; i++) {
      cache.set(`一次${i}`, i);
      expect(cache.get("招标人")).toBe(1);
    }
    expect(cache.get("一次0")).toBeUndefined();
    expect(cache.get("一次99")).toBe(99);
  });
});
