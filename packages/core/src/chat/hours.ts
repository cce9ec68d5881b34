import type { ChatSettings } from "../site";

const WEEKDAY_NAMES = ["", "一", "二", "三", "四", "五", "六", "日"];

/** Beijing time (UTC+8, no daylight saving) of an instant: ISO weekday and minutes since midnight. */
function beijing(at: Date): { weekday: number; minutes: number } {
  const shifted = new Date(at.getTime() + 8 * 3600_000);
  const day = shifted.getUTCDay();
  return { weekday: day === 0 ? 7 : day, minutes: shifted.getUTCHours() * 60 + shifted.getUTCMinutes() };
}

const toMinutes = (hhmm: string) => {
  const [h, m] = hhmm.split(":").map(Number);
  return h * 60 + m;
};

/** Whether agents are at work at `at`, by the console's working days and hours. */
export function withinWorkingHours(setting: Pick<ChatSettings, "workDays" | "workStart" | "workEnd">, at: Date): boolean {
  const { weekday, minutes } = beijing(at);
  if (!setting.workDays.includes(weekday)) return false;
  return minutes >= toMinutes(setting.workStart) && minutes < toMinutes(setting.workEnd);
}

/** "周一至周五 09:00–18:00" for the visitor; consecutive days are joined into a range. */
export function workingHoursText(setting: Pick<ChatSettings, "workDays" | "workStart" | "workEnd">): string {
  const days = [...new Set(setting.workDays)].sort((a, b) => a - b);
  if (days.length === 0) return "暂无人工服务时间";
  const consecutive = days.every((d, i) => i === 0 || d === days[i - 1] + 1);
  const dayText =
    days.length === 7
      ? "每天"
      : consecutive && days.length > 2
        ? `周${WEEKDAY_NAMES[days[0]]}至周${WEEKDAY_NAMES[days[days.length - 1]]}`
        : days.map((d) => `周${WEEKDAY_NAMES[d]}`).join("、");
  return `${dayText} ${setting.workStart}–${setting.workEnd}`;
}
