import { describe, expect, it } from "vitest";
import { codeOf, showValue } from "./tender-labels";

/** Issue 29: the correction drawer showed ENGINEERING, TUNNEL, JL where staff read Chinese. */
describe("tender field values in the console", () => {
  it("shows the Chinese name of a code, with the code kept for the tooltip", () => {
    expect(showValue("category", "ENGINEERING")).toBe("工程建设");
    expect(showValue("project_type", "TUNNEL")).toBe("隧道");
    expect(showValue("party_type", "JL")).toBe("监理单位");
    expect(showValue("stage", "0100")).toBe("招标/资格预审公告");
    expect(codeOf("party_type", "JL")).toBe("JL");
    expect(codeOf("buyer", "某某公司")).toBeUndefined();
  });

  it("leaves other values as they are", () => {
    expect(showValue("buyer", "宜昌市交通运输局")).toBe("宜昌市交通运输局");
    expect(showValue("budget_yuan", null)).toBe("—");
  });
});
