import { expect, it } from "vitest";
import { delayText } from "./delay-text";

it("says a delay in hours up to two days, then in days", () => {
  expect(delayText(null)).toBe("—");
  expect(delayText(-3)).toBe("不足 1 小时");
  expect(delayText(0.4)).toBe("不足 1 小时");
  expect(delayText(1)).toBe("约 1 小时");
  expect(delayText(23.6)).toBe("约 24 小时");
  expect(delayText(47.9)).toBe("约 48 小时");
  expect(delayText(48)).toBe("约 2 天");
  expect(delayText(89.5)).toBe("约 4 天");
});
