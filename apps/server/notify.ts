import { aliyunSms, type Notifier, smtpMail, tencentSms } from "@portal/core";
import type { Config } from "./config";

/**
 * SMS and e-mail providers from configuration. Without one (the default) messages stay in the
 * outbox table for administrators, marked as not delivered. A provider chosen without its settings
 * stops the start with a message naming what is missing.
 */
export function createNotifier(config: Config): Notifier {
  const need = (names: (keyof Config)[]) => {
    const missing = names.filter((n) => !config[n]);
    if (missing.length) throw new Error(`配置错误：缺少 ${missing.join("、")}`);
  };
  const notifier: Notifier = {};
  if (config.SMS_PROVIDER === "tencent") {
    need(["TENCENT_SMS_SECRET_ID", "TENCENT_SMS_SECRET_KEY", "TENCENT_SMS_SDK_APP_ID", "TENCENT_SMS_SIGN_NAME", "TENCENT_SMS_TEMPLATE_ID"]);
    notifier.sms = tencentSms({
      secretId: config.TENCENT_SMS_SECRET_ID as string,
      secretKey: config.TENCENT_SMS_SECRET_KEY as string,
      sdkAppId: config.TENCENT_SMS_SDK_APP_ID as string,
      signName: config.TENCENT_SMS_SIGN_NAME as string,
      templateId: config.TENCENT_SMS_TEMPLATE_ID as string,
      noticeTemplateId: config.TENCENT_SMS_NOTICE_TEMPLATE_ID,
      region: config.TENCENT_SMS_REGION,
    });
  } else if (config.SMS_PROVIDER === "aliyun") {
    need(["ALIYUN_SMS_ACCESS_KEY_ID", "ALIYUN_SMS_ACCESS_KEY_SECRET", "ALIYUN_SMS_SIGN_NAME", "ALIYUN_SMS_TEMPLATE_CODE"]);
    notifier.sms = aliyunSms({
      accessKeyId: config.ALIYUN_SMS_ACCESS_KEY_ID as string,
      accessKeySecret: config.ALIYUN_SMS_ACCESS_KEY_SECRET as string,
      signName: config.ALIYUN_SMS_SIGN_NAME as string,
      templateCode: config.ALIYUN_SMS_TEMPLATE_CODE as string,
      noticeTemplateCode: config.ALIYUN_SMS_NOTICE_TEMPLATE_CODE,
    });
  }
  if (config.MAIL_PROVIDER === "smtp") {
    need(["SMTP_URL"]);
    notifier.mail = smtpMail({ url: config.SMTP_URL as string, from: config.MAIL_FROM });
  }
  return notifier;
}
