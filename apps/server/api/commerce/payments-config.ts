import type { Payments } from "@portal/core";
import type { Config } from "../../config";

/** PEM keys arrive in one-line environment variables with "\n" escapes. */
const pem = (v: string) => v.replace(/\\n/g, "\n");

/**
 * The payment setup from configuration: transfer details always (empty until set), WeChat Pay and
 * Alipay only when all of their settings are present. `origin` is where the gateways call back.
 */
export function paymentsFromConfig(config: Config, origin: string): Payments {
  const c = config;
  const bank = c.PAY_BANK_ACCOUNT ? { holder: c.PAY_BANK_HOLDER ?? "", bank: c.PAY_BANK_NAME ?? "", account: c.PAY_BANK_ACCOUNT } : null;
  const wechat =
    c.WECHATPAY_MCHID &&
    c.WECHATPAY_APPID &&
    c.WECHATPAY_SERIAL_NO &&
    c.WECHATPAY_PRIVATE_KEY &&
    c.WECHATPAY_PLATFORM_PUBLIC_KEY &&
    c.WECHATPAY_APIV3_KEY
      ? {
          mchid: c.WECHATPAY_MCHID,
          appid: c.WECHATPAY_APPID,
          serialNo: c.WECHATPAY_SERIAL_NO,
          privateKey: pem(c.WECHATPAY_PRIVATE_KEY),
          platformPublicKey: pem(c.WECHATPAY_PLATFORM_PUBLIC_KEY),
          apiV3Key: c.WECHATPAY_APIV3_KEY,
          gateway: c.WECHATPAY_GATEWAY,
        }
      : undefined;
  const alipay =
    c.ALIPAY_APP_ID && c.ALIPAY_PRIVATE_KEY && c.ALIPAY_PUBLIC_KEY
      ? {
          appId: c.ALIPAY_APP_ID,
          privateKey: pem(c.ALIPAY_PRIVATE_KEY),
          alipayPublicKey: pem(c.ALIPAY_PUBLIC_KEY),
          gateway: c.ALIPAY_GATEWAY,
        }
      : undefined;
  return { bank, wechat, alipay, origin };
}
