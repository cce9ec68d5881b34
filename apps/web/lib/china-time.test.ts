import { describe, expect, it } from "vitest";
import { chinaMinute, chinaToday } from "./china-time";

describe("chinaMinute", () => {
  it("shows an instant in China time, across the date line of UTC", () => {
    expect(chinaMinute("2026-11-25T16:30:00.000Z")).toBe("2026-11-26 00:30");
    expect(chinaMinute("2026-11-26T05:07:59.999Z")).toBe("2026-11-26 13:07");
  });
});

describe("chinaToday", () => {
  it("turns to the next day at midnight in China, not in UTC", () => {
    expect(chinaToday(Date.parse("2026-11-25T15:59:59.999Z"))).toBe("2026-11-25");
    expect(chinaToday(Date.parse("2026-11-25T16:00:00.000Z"))).toBe("2026-11-26");
  });
});
