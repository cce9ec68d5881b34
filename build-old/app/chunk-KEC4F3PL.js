import {
  localFileStorage,
  s3FileStorage
} from "./chunk-HQW4VBLW.js";
import {
  openDatabase
} from "./chunk-7ZUXAX3K.js";

// apps/server/storage.ts
import { mkdirSync } from "node:fs";
import path from "node:path";
function openStorage(config) {
  if (config.S3_BUCKET && config.S3_ENDPOINT && config.S3_ACCESS_KEY_ID && config.S3_SECRET_ACCESS_KEY)
    return s3FileStorage({
      endpoint: config.S3_ENDPOINT,
      region: config.S3_REGION,
      bucket: config.S3_BUCKET,
      accessKeyId: config.S3_ACCESS_KEY_ID,
      secretAccessKey: config.S3_SECRET_ACCESS_KEY,
      forcePathStyle: config.S3_FORCE_PATH_STYLE
    });
  const dir = path.resolve(config.DATA_DIR, "files");
  mkdirSync(dir, { recursive: true });
  return localFileStorage(dir);
}

// apps/server/config.ts
import path2 from "node:path";
import { z } from "zod";
var commaList = () => z.string().default("").transform(
  (v) => v.split(",").map((item) => item.trim()).filter(Boolean)
);
var baseUrl = () => z.string().url().regex(/^https?:\/\/[^/?#\s]+(\/[^?#\s]*)?$/i, "\u987B\u4E3A http(s):// \u5F00\u5934\u3001\u4E0D\u542B ? \u4E0E # \u7684\u5730\u5740").transform((v) => v.replace(/\/+$/, ""));
var schema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3e3),
  HOST: z.string().default("0.0.0.0"),
  DATA_DIR: z.string().default("./data"),
  DATABASE_URL: z.string().url().optional(),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  REDIS_URL: z.string().url().optional(),
  /**
   * "off" keeps background jobs out of this process: a separate `npm run worker` runs them. Needs
   * REDIS_URL, because only then can another process see the jobs this one adds.
   */
  WORKER: z.enum(["on", "off"]).default("on"),
  /** How the crawler introduces itself to the sites it reads (a contact URL or address belongs in it). */
  CRAWL_USER_AGENT: z.string().min(8).max(200).optional(),
  DEMO_DATA: z.enum(["on", "off"]).default("on"),
  /** Anonymous visitors' public pages from a 60 s cache (ADR 0007); "off" renders every request. */
  PAGE_CACHE: z.enum(["on", "off"]).default("on"),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  PUBLIC_ORIGIN: z.string().url().optional(),
  /** Without PUBLIC_ORIGIN: the host names the site answers for (comma-separated); only their pages are cached. */
  PUBLIC_HOSTS: commaList(),
  TRUST_PROXY: z.enum(["true", "false"]).default("false").transform((v) => v === "true"),
  BUILD_DIR: z.string().default("./build"),
  /**
   * Hosts (host:port) subscription robots may post to besides WeCom, DingTalk and Feishu's own, also
   * over plain HTTP: a company's own robot gateway, or the local receiver of tests.
   */
  WEBHOOK_HOSTS: commaList(),
  /** Signs expiring download links (/dl/…); generated into DATA_DIR when unset. Set it when several processes serve downloads. */
  FILE_LINK_SECRET: z.string().min(32, "\u81F3\u5C11 32 \u4E2A\u5B57\u7B26").optional(),
  /**
   * S3-compatible object storage for stored files (DESIGN §8, ADR 0018): set S3_BUCKET to use it,
   * with the endpoint and key pair; unset, files stay in DATA_DIR/files. 对象存储（S3 兼容）。
   */
  S3_ENDPOINT: z.string().regex(/^https?:\/\/[^/\s]+/i, "\u987B\u4E3A http(s):// \u5F00\u5934\u7684\u5730\u5740\uFF0C\u5982 https://oss-cn-hangzhou.aliyuncs.com").optional(),
  S3_REGION: z.string().min(1).default("us-east-1"),
  S3_BUCKET: z.string().min(3).max(63).optional(),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  /** endpoint/bucket/key (MinIO and most self-hosted servers); "false" for bucket.endpoint/key (AWS, OSS, COS). */
  S3_FORCE_PATH_STYLE: z.enum(["true", "false"]).default("true").transform((v) => v === "true"),
  /** The account customers transfer to for membership orders (对公转账), shown with the order number. */
  PAY_BANK_HOLDER: z.string().optional(),
  PAY_BANK_NAME: z.string().optional(),
  PAY_BANK_ACCOUNT: z.string().optional(),
  /** WeChat Pay API v3 (Native): all of them, or none. Keys in PEM; the APIv3 key is 32 characters. */
  WECHATPAY_MCHID: z.string().optional(),
  WECHATPAY_APPID: z.string().optional(),
  WECHATPAY_SERIAL_NO: z.string().optional(),
  WECHATPAY_PRIVATE_KEY: z.string().optional(),
  WECHATPAY_PLATFORM_PUBLIC_KEY: z.string().optional(),
  WECHATPAY_APIV3_KEY: z.string().length(32, "\u987B\u4E3A 32 \u4E2A\u5B57\u7B26").optional(),
  WECHATPAY_GATEWAY: z.string().url().optional(),
  /** Alipay (当面付 precreate): all of them, or none. */
  ALIPAY_APP_ID: z.string().optional(),
  ALIPAY_PRIVATE_KEY: z.string().optional(),
  ALIPAY_PUBLIC_KEY: z.string().optional(),
  ALIPAY_GATEWAY: z.string().url().optional(),
  /** Hosts pages may show images from besides our own (an object-storage or CDN host), comma-separated, e.g. https://img.example.com */
  IMAGE_HOSTS: commaList().pipe(z.array(z.string().regex(/^https:\/\/[a-z0-9.-]+(:\d+)?$/i, "\u987B\u4E3A https://\u4E3B\u673A\u540D"))),
  /** Tests only: append each new image code's id and answer to this file (the e2e harness sets it). */
  IMAGE_CODE_TEST_FILE: z.string().optional(),
  /** Bearer token a metrics scraper sends to /metrics; unset, only this machine (loopback) may read it. */
  METRICS_TOKEN: z.string().min(16).optional(),
  /** Where SMS and e-mail go. `outbox` keeps them in the database for administrators (nothing is delivered). */
  SMS_PROVIDER: z.enum(["outbox", "tencent", "aliyun"]).default("outbox"),
  TENCENT_SMS_SECRET_ID: z.string().optional(),
  TENCENT_SMS_SECRET_KEY: z.string().optional(),
  TENCENT_SMS_SDK_APP_ID: z.string().optional(),
  TENCENT_SMS_SIGN_NAME: z.string().optional(),
  TENCENT_SMS_TEMPLATE_ID: z.string().optional(),
  TENCENT_SMS_NOTICE_TEMPLATE_ID: z.string().optional(),
  TENCENT_SMS_REGION: z.string().default("ap-guangzhou"),
  ALIYUN_SMS_ACCESS_KEY_ID: z.string().optional(),
  ALIYUN_SMS_ACCESS_KEY_SECRET: z.string().optional(),
  ALIYUN_SMS_SIGN_NAME: z.string().optional(),
  ALIYUN_SMS_TEMPLATE_CODE: z.string().optional(),
  ALIYUN_SMS_NOTICE_TEMPLATE_CODE: z.string().optional(),
  MAIL_PROVIDER: z.enum(["outbox", "smtp"]).default("outbox"),
  /** smtp://user:password@host:587 or smtps://…:465 */
  SMTP_URL: z.string().url().optional(),
  MAIL_FROM: z.string().default("\u7B51\u4FE1\u5DE5\u7A0B\u4E91 <no-reply@localhost>"),
  /** WeChat open-platform website login (微信开放平台网站应用). */
  WECHAT_APPID: z.string().optional(),
  WECHAT_SECRET: z.string().optional(),
  /**
   * Where WeChat's QR page and API are reached: a gateway in front of them, or a test's stand-in on
   * loopback. The QR page's origin is also the one host pages may frame (CSP frame-src).
   */
  WECHAT_OPEN_BASE: baseUrl().default("https://open.weixin.qq.com"),
  WECHAT_API_BASE: baseUrl().default("https://api.weixin.qq.com"),
  /** The site's own Bilibili space (https://space.bilibili.com/…): news items may be distributed there. */
  BILIBILI_SPACE_URL: z.string().url().optional(),
  /** Further OAuth 2 / OIDC providers as JSON: [{"type","name","clientId","clientSecret","authorizeUrl","tokenUrl","userinfoUrl","scope","subjectField"}] */
  OAUTH_PROVIDERS: z.string().optional(),
  /** Organisation platform and open platform, opened from the user menu with a one-time code. */
  ORG_PLATFORM_URL: z.string().default("/backService"),
  OPEN_PLATFORM_URL: z.string().default("/open"),
  /** Shared secrets the platforms' servers present (HTTP Basic, user org / open) to redeem a one-time code. */
  ORG_PLATFORM_SECRET: z.string().min(16).optional(),
  OPEN_PLATFORM_SECRET: z.string().min(16).optional(),
  /**
   * An OpenAI-compatible chat-completions API root (…/v1): the tender extractor asks it for fields
   * its rules missed (ADR 0013). Unset, nothing is sent anywhere.
   */
  LLM_BASE_URL: z.string().url().optional(),
  LLM_API_KEY: z.string().optional(),
  LLM_MODEL: z.string().min(1).max(200).optional(),
  LLM_TIMEOUT_MS: z.coerce.number().int().min(1e3).max(6e5).default(3e4),
  /** Calls per minute the portal may make (the provider's quota, or what one wants to spend). */
  LLM_PER_MINUTE: z.coerce.number().int().min(1).max(1e4).default(20)
}).refine((c) => c.WORKER === "on" || c.REDIS_URL, { path: ["WORKER"], message: "WORKER=off \u65F6\u987B\u8BBE\u7F6E REDIS_URL\uFF0C\u5426\u5219\u4EFB\u52A1\u65E0\u4EBA\u6267\u884C" }).refine((c) => !c.LLM_BASE_URL || c.LLM_MODEL, {
  path: ["LLM_MODEL"],
  message: "\u8BBE\u7F6E\u4E86 LLM_BASE_URL \u65F6\u987B\u540C\u65F6\u8BBE\u7F6E LLM_MODEL\uFF08\u6A21\u578B\u540D\u79F0\uFF09"
}).superRefine((c, ctx) => {
  if (!c.S3_BUCKET) return;
  for (const name of ["S3_ENDPOINT", "S3_ACCESS_KEY_ID", "S3_SECRET_ACCESS_KEY"])
    if (!c[name]) ctx.addIssue({ code: "custom", path: [name], message: `\u8BBE\u7F6E\u4E86 S3_BUCKET \u65F6\u987B\u540C\u65F6\u8BBE\u7F6E ${name}` });
});
function loadConfig(env = process.env) {
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== void 0 && v !== ""));
  const parsed = schema.safeParse(cleaned);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`);
    throw new Error(`\u914D\u7F6E\u9519\u8BEF\uFF0C\u8BF7\u68C0\u67E5\u73AF\u5883\u53D8\u91CF\uFF1A
${lines.join("\n")}`);
  }
  return { ...parsed.data, dbDir: path2.join(parsed.data.DATA_DIR, "db") };
}

// apps/server/database.ts
async function openConfiguredDatabase(config, onPoolError) {
  const database = await openDatabase({
    url: config.DATABASE_URL,
    dataDir: config.dbDir,
    poolSize: config.DATABASE_POOL_SIZE,
    onPoolError
  });
  await database.migrate();
  return database;
}

// apps/server/logger.ts
import pino from "pino";
function createLogger(level, destination) {
  return pino(
    {
      level,
      base: void 0,
      timestamp: pino.stdTimeFunctions.isoTime,
      redact: {
        paths: [
          "*.password",
          "*.newPassword",
          "*.oldPassword",
          "*.code",
          "*.vcode",
          "*.icode",
          "*.token",
          "*.authorization",
          "*.cookie",
          "*.headers.authorization",
          "*.headers.cookie",
          "password",
          "token"
        ],
        censor: "[\u5DF2\u9690\u85CF]"
      }
    },
    destination
  );
}

export {
  openStorage,
  loadConfig,
  openConfiguredDatabase,
  createLogger
};
//# sourceMappingURL=chunk-KEC4F3PL.js.map
