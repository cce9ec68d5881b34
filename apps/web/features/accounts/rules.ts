import { pattern, type Rule, required } from "~/components/form/use-form";

/** The checks of a mainland mobile number, with the messages the forms have always shown. */
export const PHONE_RULES: Rule<unknown>[] = [required("请输入手机号"), pattern(/^1[3-9]\d{9}$/, "请输入正确的 11 位手机号")];
export const VCODE_RULES: Rule<unknown>[] = [required("请输入短信验证码")];
