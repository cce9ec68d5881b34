import type { TenderFacets, TenderSearchInput } from "@portal/core";
import { load } from "cheerio";
import { describe, expect, it } from "vitest";
import { chipsOf, facetCount, filterPanelHtml, filterRows } from "./tender-panel.server";

const provinces = [
  { code: "420000", name: "湖北" },
  { code: "110000", name: "北京" },
];
const cities = [{ code: "420500", name: "宜昌" }];

describe("the tender list's filter panel as markup (issue 34, ADR 0042)", () => {
  const input = { keyword: "隧道", province: "420000" } as TenderSearchInput;
  const panel = filterPanelHtml(filterRows(input, provinces, cities), chipsOf(input, provinces, cities), "/tender");
  const $ = load(panel, null, false);

  it("writes a row per filter with its options as links that keep the other filters", () => {
    const rows = $(".filter-row > .filter-label")
      .map((_, el) => $(el).text())
      .get();
    expect(rows).toEqual(["地区", "城市", "阶段", "类型", "时间"]);
    const region = $(".filter-row").first().find(".filter-options > a").get();
    expect(region.map((a) => [$(a).text(), $(a).attr("href")])).toEqual([
      ["全国", "/tender?q=%E9%9A%A7%E9%81%93"],
      ["湖北", "/tender?q=%E9%9A%A7%E9%81%93&province=420000"],
      ["北京", "/tender?q=%E9%9A%A7%E9%81%93&province=110000"],
    ]);
    expect(
      $("a")
        .get()
        .every((a) => $(a).attr("data-discover") === "true"),
    ).toBe(true);
  });

  it("marks the value in force for sight and for screen readers", () => {
    const active = $('a[aria-current="true"]').get();
    expect(active.every((a) => $(a).hasClass("active"))).toBe(true);
    expect($("a.active").length).toBe(active.length);
    expect(active.map((a) => $(a).text())).toEqual(["湖北", "全部", "全部", "全部", "全部"]);
  });

  it("ends with the chips in force, each removing its filter, and one link clearing them all", () => {
    const chips = $("nav.tender-chips > a.tender-chip").get();
    expect(chips.map((a) => [$(a).contents().first().text(), $(a).attr("href"), $(a).attr("title")])).toEqual([
      ["关键词：隧道", "/tender?province=420000", "去掉“关键词”条件"],
      ["地区：湖北", "/tender?q=%E9%9A%A7%E9%81%93", "去掉“地区”条件"],
    ]);
    expect($("nav.tender-chips > a.tender-chips-clear").attr("href")).toBe("/tender");
  });

  it("shows a hostile word as text, never as markup", () => {
    const word = `"><img src=x onerror=alert(1)>`;
    const hostile = { keyword: word } as TenderSearchInput;
    const out = filterPanelHtml(filterRows(hostile, provinces, []), chipsOf(hostile, provinces, []), "/tender");
    const parsed = load(out, null, false);
    expect(parsed("img").length).toBe(0);
    expect(parsed("a.tender-chip").contents().first().text()).toBe(`关键词：${word}`);
  });
});

describe("facet counts", () => {
  it("are written with thousands separators, a lower bound with “+”, nothing for none", () => {
    const facets = {
      total: 1_234_567,
      totalExact: true,
      atLeast: ["province"],
      province: { "420000": 2000, "110000": 0 },
      stage: { "0100": 999 },
    };
    const f = facets as unknown as TenderFacets;
    expect(facetCount(f, "province", "420000", false)).toBe("2,000+");
    expect(facetCount(f, "province", "110000", false)).toBeUndefined();
    expect(facetCount(f, "stage", "0100", false)).toBe("999");
    expect(facetCount(f, "stage", "0100", true)).toBe("1,234,567");
  });
});
