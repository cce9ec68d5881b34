/** 12:05 or 1:02:05: a lesson's length or a position in it. */
export function clock(seconds: number): string {
  const s = Math.max(0, Math.round(seconds));
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const ss = String(s % 60).padStart(2, "0");
  return h ? `${h}:${String(m).padStart(2, "0")}:${ss}` : `${m}:${ss}`;
}

/** "28 分钟" (at least one minute once there is anything): a course's total length. */
export function minutes(seconds: number): string {
  if (seconds <= 0) return "";
  return `${Math.max(1, Math.round(seconds / 60))} 分钟`;
}

export const ACCESS_TAG: Record<string, { text: string; className: string }> = {
  free: { text: "免费", className: "lesson-tag-free" },
  login: { text: "登录观看", className: "lesson-tag-login" },
  plan: { text: "会员", className: "lesson-tag-plan" },
};
