import { invalid } from "../errors";
import COMMON from "./common-passwords.json";

/**
 * Password rules (DESIGN §7): 8 to 128 characters, all of them hashed (no truncation), not one of
 * the passwords people use most (the list includes the common Chinese ones: 123456, woaini1314 …),
 * and not the phone number. No composition rules: length beats forced symbols.
 */
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;
const common = new Set((COMMON as string[]).map((p) => p.toLowerCase()));

export type StrengthLevel = "weak" | "medium" | "strong";
export const STRENGTH_TEXT: Record<StrengthLevel, string> = { weak: "弱", medium: "中", strong: "强" };

export interface PasswordStrength {
  /** 0 (unusable) … 4 */
  score: number;
  level: StrengthLevel;
  levelText: string;
  /** Why it is weak or rejected, in Chinese; empty when fine. */
  problems: string[];
  acceptable: boolean;
}

export function isCommonPassword(password: string): boolean {
  return common.has(password.toLowerCase());
}

export function passwordStrength(password: string, context: { phone?: string | null; email?: string | null } = {}): PasswordStrength {
  const problems: string[] = [];
  const length = [...password].length;
  if (length < PASSWORD_MIN) problems.push(`密码至少 ${PASSWORD_MIN} 位`);
  if (length > PASSWORD_MAX) problems.push(`密码不能超过 ${PASSWORD_MAX} 位`);
  if (isCommonPassword(password)) problems.push("这是常见密码，很容易被猜到，请换一个");
  if (context.phone && password.includes(context.phone)) problems.push("密码不能包含手机号");
  const local = context.email?.split("@")[0];
  if (local && local.length >= 4 && password.toLowerCase().includes(local.toLowerCase())) problems.push("密码不能包含邮箱名");
  if (/^(.)\1+$/.test(password)) problems.push("密码不能全是同一个字符");

  const classes = [/[a-z]/, /[A-Z]/, /\d/, /[^A-Za-z0-9]/].filter((r) => r.test(password)).length;
  let score = 0;
  if (problems.length === 0) {
    score = 1;
    if (length >= 10) score++;
    if (length >= 14) score++;
    if (classes >= 3) score++;
    if (classes >= 2 && length >= 12) score++;
    score = Math.min(score, 4);
  }
  const level: StrengthLevel = score >= 3 ? "strong" : score === 2 ? "medium" : "weak";
  if (problems.length === 0 && level === "weak") problems.push("建议使用更长的密码，或混合字母、数字和符号");
  return { score, level, levelText: STRENGTH_TEXT[level], problems, acceptable: score > 0 };
}

/** Throws a 400 naming the first rule the password breaks. */
export function assertPasswordAcceptable(password: string, context: { phone?: string | null; email?: string | null } = {}): void {
  const s = passwordStrength(password, context);
  if (!s.acceptable) throw invalid(s.problems[0]);
}
