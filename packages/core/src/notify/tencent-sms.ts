import { createHash, createHmac } from "node:crypto";
import { configured, defaultHttp, type HttpClient } from "../http";
import type { SmsMessage, SmsProvider } from "./notifier";

/**
 * Tencent Cloud SMS (SendSms, API 2021-01-11) with the TC3-HMAC-SHA256 request signature as the
 * "Signature v3" documentation describes it: canonical request → string to sign → signing key
 * derived from the date and service → hex HMAC. tc3Sign is tested against the documented example.
 */
const sha256hex = (s: string) => createHash("sha256").update(s, "utf8").digest("hex");
const hmac = (key: Buffer | string, s: string) => createHmac("sha256", key).update(s, "utf8").digest();

export interface Tc3Input {
  secretId: string;
  secretKey: string;
  service: string;
  host: string;
  /** Seconds since the epoch. */
  timestamp: number;
  payload: string;
  contentType?: string;
}

export function tc3Sign(input: Tc3Input) {
  const contentType = input.contentType ?? "application/json; charset=utf-8";
  const canonicalHeaders = `content-type:${contentType}\nhost:${input.host}\n`;
  const signedHeaders = "content-type;host";
  const canonicalRequest = ["POST", "/", "", canonicalHeaders, signedHeaders, sha256hex(input.payload)].join("\n");
  const date = new Date(input.timestamp * 1000).toISOString().slice(0, 10);
  const scope = `${date}/${input.service}/tc3_request`;
  const stringToSign = ["TC3-HMAC-SHA256", String(input.timestamp), scope, sha256hex(canonicalRequest)].join("\n");
  const kDate = hmac(`TC3${input.secretKey}`, date);
  const kService = hmac(kDate, input.service);
  const kSigning = hmac(kService, "tc3_request");
  const signature = createHmac("sha256", kSigning).update(stringToSign, "utf8").digest("hex");
  const authorization = `TC3-HMAC-SHA256 Credential=${input.secretId}/${scope}, SignedHeaders=${signedHeaders}, Signature=${signature}`;
  return { canonicalRequest, stringToSign, signature, authorization, contentType };
}

export interface TencentSmsConfig {
  secretId: string;
  secretKey: string;
  sdkAppId: string;
  signName: string;
  /** Template with one parameter: the code. */
  templateId: string;
  /** Optional template for notices (no code); without it notices are not sent by SMS. */
  noticeTemplateId?: string;
  region: string;
  /** https://sms.tencentcloudapi.com — overridable for tests. */
  endpoint?: string;
  now?: () => Date;
  /** The outgoing-HTTP port; the process's default one when absent. */
  http?: HttpClient;
}

export function tencentSms(config: TencentSmsConfig): SmsProvider {
  const endpoint = config.endpoint ?? "https://sms.tencentcloudapi.com";
  const host = new URL(endpoint).host;
  const http = config.http ?? defaultHttp();
  return {
    name: "tencent",
    async send(msg: SmsMessage) {
      const templateId = msg.template === "vcode" ? config.templateId : config.noticeTemplateId;
      if (!templateId) return;
      const payload = JSON.stringify({
        PhoneNumberSet: [`+86${msg.phone}`],
        SmsSdkAppId: config.sdkAppId,
        SignName: config.signName,
        TemplateId: templateId,
        TemplateParamSet: msg.template === "vcode" ? [msg.params.code] : [],
      });
      const timestamp = Math.floor((config.now?.() ?? new Date()).getTime() / 1000);
      const signed = tc3Sign({ secretId: config.secretId, secretKey: config.secretKey, service: "sms", host, timestamp, payload });
      // The endpoint is fixed (code or configuration): only it is reached, whatever its address.
      const res = await http.fetch(endpoint, {
        ...configured(endpoint),
        timeoutMs: 10_000,
        totalMs: 10_000,
        maxBytes: 1024 * 1024,
        method: "POST",
        headers: {
          Authorization: signed.authorization,
          "Content-Type": signed.contentType,
          Host: host,
          "X-TC-Action": "SendSms",
          "X-TC-Version": "2021-01-11",
          "X-TC-Timestamp": String(timestamp),
          "X-TC-Region": config.region,
        },
        body: payload,
      });
      const body = (await res.json().catch(() => ({}))) as {
        Response?: { Error?: { Code: string; Message: string }; SendStatusSet?: { Code: string; Message: string }[] };
      };
      const error = body.Response?.Error ?? body.Response?.SendStatusSet?.find((s) => s.Code !== "Ok");
      if (!res.ok || error || !body.Response)
        throw new Error(`腾讯云短信发送失败：${error?.Code ?? res.status} ${error?.Message ?? ""}`.trim());
    },
  };
}
