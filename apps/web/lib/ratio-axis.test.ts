import { describe, expect, it } from "vitest";
import { ratioAxis } from "./ratio-axis";

/** 招标数据统计's ratio chart (issue 35): once it started at 70 % with ticks at 72/75/78 %. */
describe("the ratio chart's axis", () => {
  const ticks = (axis: ReturnType<typeof ratioAxis>) => {
    const out: string[] = [];
    for (let v = axis.min; v <= axis.max + 1e-9; v += axis.interval) out.push(axis.axisLabel.formatter(v));
    return out;
  };

  it("runs from 0 % to 100 % in steps of 20 %", () => {
    expect(ticks(ratioAxis([0.92, 0.87, 0.95]))).toEqual(["0%", "20%", "40%", "60%", "80%", "100%"]);
  });

  it("reaches past 100 % when a province's winners bid over the maximum price", () => {
    expect(ratioAxis([0.9, 1.07]).max).toBe(1.2);
    expect(ratioAxis([]).max).toBe(1);
  });
});
