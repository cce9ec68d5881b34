import { describe, expect, it } from "vitest";
import { withinWorkingHours, workingHoursText } from "./hours";

const weekdays = { workDays: [1, 2, 3, 4, 5], workStart: "09:00", workEnd: "18:00" };

describe("agents' working hours (Beijing time)", () => {
  it("counts Beijing's weekday and clock, whatever the server's time zone", () => {
    // 2026-11-24 is a Tuesday; 01:00Z is 09:00 in Beijing, 09:59Z is 17:59.
    expect(withinWorkingHours(weekdays, new Date("2026-11-24T01:00:00Z"))).toBe(true);
    expect(withinWorkingHours(weekdays, new Date("2026-11-24T09:59:00Z"))).toBe(true);
    expect(withinWorkingHours(weekdays, new Date("2026-11-24T10:00:00Z"))).toBe(false);
    expect(withinWorkingHours(weekdays, new Date("2026-11-24T00:59:00Z"))).toBe(false);
    // Friday 16:00Z is already Saturday 00:00 in Beijing.
    expect(withinWorkingHours({ ...weekdays, workStart: "00:00", workEnd: "24:00" }, new Date("2026-11-27T16:00:00Z"))).toBe(false);
    expect(withinWorkingHours({ workDays: [6], workStart: "00:00", workEnd: "24:00" }, new Date("2026-11-27T16:00:00Z"))).toBe(true);
  });

  it("says the hours in Chinese, joining consecutive days", () => {
    expect(workingHoursText(weekdays)).toBe("周一至周五 09:00–18:00");
    expect(workingHoursText({ ...weekdays, workDays: [1, 2, 3, 4, 5, 6, 7] })).toBe("每天 09:00–18:00");
    expect(workingHoursText({ ...weekdays, workDays: [6, 1, 3] })).toBe("周一、周三、周六 09:00–18:00");
    expect(workingHoursText({ ...weekdays, workDays: [] })).toBe("暂无人工服务时间");
  });
});
