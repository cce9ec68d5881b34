import { describe, expect, it } from "vitest";
import { normOrgName, partyTypeOf, projectNameFromTitle, projectTypeOf } from "./normalize";
import { hamming, popcount32, simhash } from "./simhash";

describe("tender name normalisation", () => {
  it("merges spellings of one organisation", () => {
    const a = normOrgName("湖北正信工程咨询有限公司");
    for (const v of ["湖北正信工程咨询有限责任公司", " 湖北正信 工程咨询有限公司 ", "湖北正信工程咨询有限公司。"]) {
      expect(normOrgName(v)).toBe(a);
    }
    expect(normOrgName("中铁十一局集团（第五工程）有限公司")).toBe(normOrgName("中铁十一局集团(第五工程)有限公司"));
    expect(normOrgName("中铁十一局集团【第五工程】有限公司")).toBe(normOrgName("中铁十一局集团(第五工程)有限公司"));
    expect(normOrgName("ＡＢＣ建设有限公司")).toBe(normOrgName("abc建设有限公司"));
    expect(normOrgName("湖北正信股份有限公司")).not.toBe(a);
  });

  it("reads the project name and types from a title", () => {
    expect(projectNameFromTitle("关于宜昌市黄花隧道改扩建工程施工中标候选人公示")).toBe("宜昌市黄花隧道改扩建工程施工");
    expect(projectNameFromTitle("宜昌市黄花隧道改扩建工程施工招标文件澄清公告（2）")).toBe("宜昌市黄花隧道改扩建工程施工");
    expect(projectNameFromTitle("宜昌市黄花隧道改扩建工程施工的中标结果公告")).toBe("宜昌市黄花隧道改扩建工程施工");
    expect(projectTypeOf("武汉市轨道交通12号线土建施工招标公告")).toBe("SUBWAY");
    expect(projectTypeOf("黄花隧道工程")).toBe("TUNNEL");
    expect(projectTypeOf("某某中学教学楼新建工程")).toBe("BUILDING");
    // Goods and services that build nothing are 货物与服务, not a catch-all (issue 32).
    expect(projectTypeOf("某某医院2026年医用耗材采购项目公开招标公告")).toBe("NON");
    expect(projectTypeOf("某某大学物业管理服务采购项目中标公告")).toBe("NON");
    expect(projectTypeOf("某某中学体育馆维修改造工程施工招标公告")).toBe("COMMON");
    expect(projectTypeOf("某某县农村饮水安全工程设备采购")).toBe("COMMON");
    expect(partyTypeOf("某某水库除险加固工程监理招标公告")).toBe("JL");
    expect(partyTypeOf("某某水库除险加固工程勘察设计招标公告")).toBe("ZX");
    expect(partyTypeOf("某某水库除险加固工程施工招标公告")).toBe("SG");
    expect(partyTypeOf("办公家具采购公告")).toBe("COMMON");
  });

  it("computes SimHash distances bit-exactly", () => {
    const a = simhash(["宜昌市", "黄花", "隧道", "改扩建", "工程", "12345678"]);
    const b = simhash(["宜昌市", "黄花", "隧道", "改扩建", "工程", "12345678", "来源"]);
    expect(hamming(a.value, a.value)).toBe(0);
    expect(hamming(a.value, b.value)).toBeLessThan(20);
    const x = BigInt.asUintN(64, a.value ^ b.value);
    expect(popcount32(Number(x >> 32n)) + popcount32(Number(x & 0xffffffffn))).toBe(hamming(a.value, b.value));
    expect(popcount32(0xffffffff)).toBe(32);
    expect(a.bands.every((band) => band >= 0 && band < 65536)).toBe(true);
  });
});
