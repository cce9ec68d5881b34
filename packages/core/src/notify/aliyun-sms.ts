import { createHmac, randomUUID } from "node:crypto";
import { configured, defaultHttp, type HttpClient } from "../http";
import type { SmsMessage, SmsProvider } from "./notifier";

/**
 * Aliyun SMS (Dysmsapi SendSms, 2017-05-25) with the RPC signature: parameters sorted, percent-encoded
 * with only A-Z a-z 0-9 - _ . ~ left as they are, "GET&%2F&" + the encoded query, HMAC-SHA1 keyed
 * with the secret plus "&", Base64. Tested against the documented DescribeRegions example.
 */
export function percentEncode(s: string): string {
  return encodeURIComponent(s).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}

export function canonicalQuery(params: Record<string, string>): string {
  return Object.keys(params)
    .sort()
    .map((k) => `${percentEncode(k)}=${percentEncode(params[k])}`)
    .join("&");
}

export function rpcStringToSign(method: string, params: Record<string, string>): string {
  return `${method}&${percentEncode("/")}&${percentEncode(canonicalQuery(params))}`;
}

export function rpcSignature(method: string, params: Record<string, string>, secret: string): string {
  return createHmac("sha1", `${secret}&`).update(rpcStringToSign(method, params), "utf8").digest("base64");
}

export interface AliyunSmsConfig {
  accessKeyId: string;
  accessKeySecret: string;
  signName: string;
  /** Template with a `code` parameter. */
  templateCode: string;
  noticeTemplateCode?: string;
  /** https://dysmsapi.aliyuncs.com — overridable for tests. */
  endpoint?: string;
  now?: () => Date;
  /** The outgoing-HTTP port; the process's default one when absent. */
  http?: HttpClient;
}

export function aliyunSms(config: AliyunSmsConfig): SmsProvider {
  const endpoint = config.endpoint ?? "https://dysmsapi.aliyuncs.com";
  const http = config.http ?? defaultHttp();
  return {
    name: "aliyun",
    async send(msg: SmsMessage) {
      const templateCode = msg.template === "vcode" ? config.templateCode : config.noticeTemplateCode;
      if (!templateCode) return;
      const params: Record<string, string> = {
        AccessKeyId: config.accessKeyId,
        Action: "SendSms",
        Format: "JSON",
        PhoneNumbers: msg.phone,
        RegionId: "cn-hangzhou",
        SignName: config.signName,
        SignatureMethod: "HMAC-SHA1",
        SignatureNonce: randomUUID(),
        SignatureVersion: "1.0",
        TemplateCode: templateCode,
        TemplateParam: JSON.stringify(msg.template === "vcode" ? { code: msg.params.code } : {}),
        Timestamp: (config.now?.() ?? new Date()).toISOString().replace(/\.\d{3}Z$/, "Z"),
        Version: "2017-05-25",
      };
      const query = `Signature=${percentEncode(rpcSignature("GET", params, config.accessKeySecret))}&${canonicalQuery(params)}`;
      // The endpoint is fixed (code or configuration): only it is reached, whatever its address.
      const res = await http.fetch(`${endpoint}/?${query}`, {
        ...configured(endpoint),
        timeoutMs: 10_000,
        totalMs: 10_000,
        maxBytes: 1024 * 1024,
      });
      const body = (await res.json().catch(() => ({}))) as { Code?: string; Message?: string };
      if (!res.ok || body.Code !== "OK") throw new Error(`阿里云短信发送失败：${body.Code ?? res.status} ${body.Message ?? ""}`.trim());
    },
  };
}
