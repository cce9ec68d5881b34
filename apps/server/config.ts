import path from "node:path";
import { z } from "zod";

/**
 * Every setting the server reads, checked once at start-up: a bad value stops the process with a
 * message that names the variable, instead of failing later in a request.
 */
/** "a, b,,c" → ["a", "b", "c"]; unset → []. */
const commaList = () =>
  z
    .string()
    .default("")
    .transform((v) =>
      v
        .split(",")
        .map((item) => item.trim())
        .filter(Boolean),
    );

/** An http(s) address without query or fragment, stored without a trailing slash so paths can be appended. */
const baseUrl = () =>
  z
    .string()
    .url()
    .regex(/^https?:\/\/[^/?#\s]+(\/[^?#\s]*)?$/i, "须为 http(s):// 开头、不含 ? 与 # 的地址")
    .transform((v) => v.replace(/\/+$/, ""));

const schema = z
  .object({
    NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
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
    TRUST_PROXY: z
      .enum(["true", "false"])
      .default("false")
      .transform((v) => v === "true"),
    BUILD_DIR: z.string().default("./build"),
    /**
     * Hosts (host:port) subscription robots may post to besides WeCom, DingTalk and Feishu's own, also
     * over plain HTTP: a company's own robot gateway, or the local receiver of tests.
     */
    WEBHOOK_HOSTS: commaList(),
    /** Signs expiring download links (/dl/…); generated into DATA_DIR when unset. Set it when several processes serve downloads. */
    FILE_LINK_SECRET: z.string().min(32, "至少 32 个字符").optional(),
    /**
     * S3-compatible object storage for stored files (DESIGN §8, ADR 0018): set S3_BUCKET to use it,
     * with the endpoint and key pair; unset, files stay in DATA_DIR/files. 对象存储（S3 兼容）。
     */
    S3_ENDPOINT: z
      .string()
      .regex(/^https?:\/\/[^/\s]+/i, "须为 http(s):// 开头的地址，如 https://oss-cn-hangzhou.aliyuncs.com")
      .optional(),
    S3_REGION: z.string().min(1).default("us-east-1"),
    S3_BUCKET: z.string().min(3).max(63).optional(),
    S3_ACCESS_KEY_ID: z.string().optional(),
    S3_SECRET_ACCESS_KEY: z.string().optional(),
    /** endpoint/bucket/key (MinIO and most self-hosted servers); "false" for bucket.endpoint/key (AWS, OSS, COS). */
    S3_FORCE_PATH_STYLE: z
      .enum(["true", "false"])
      .default("true")
      .transform((v) => v === "true"),
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
    WECHATPAY_APIV3_KEY: z.string().length(32, "须为 32 个字符").optional(),
    WECHATPAY_GATEWAY: z.string().url().optional(),
    /** Alipay (当面付 precreate): all of them, or none. */
    ALIPAY_APP_ID: z.string().optional(),
    ALIPAY_PRIVATE_KEY: z.string().optional(),
    ALIPAY_PUBLIC_KEY: z.string().optional(),
    ALIPAY_GATEWAY: z.string().url().optional(),
    /** Hosts pages may show images from besides our own (an object-storage or CDN host), comma-separated, e.g. https://img.example.com */
    IMAGE_HOSTS: commaList().pipe(z.array(z.string().regex(/^https:\/\/[a-z0-9.-]+(:\d+)?$/i, "须为 https://主机名"))),
    /** Tests only: append each new image code's id and answer to this file (the e2e harness sets it). */
    IMAGE_CODE_TEST_FILE: z.string().optional(),
    /**
     * Daily allowance of visit-statistics beacons (page views, and reading times separately) per
     * address (an IPv6 address by its /64) and per browser, in a Beijing day; beyond it they are
     * dropped and counted in trace_beacons_dropped_total (issue 29).
     */
    TRACE_DAILY_PER_ADDRESS: z.coerce.number().int().min(1).default(5000),
    TRACE_DAILY_PER_VISITOR: z.coerce.number().int().min(1).default(500),
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
    MAIL_FROM: z.string().default("筑信工程云 <no-reply@localhost>"),
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
    LLM_TIMEOUT_MS: z.coerce.number().int().min(1000).max(600_000).default(30_000),
    /** Calls per minute the portal may make (the provider's quota, or what one wants to spend). */
    LLM_PER_MINUTE: z.coerce.number().int().min(1).max(10_000).default(20),
  })
  .refine((c) => c.WORKER === "on" || c.REDIS_URL, { path: ["WORKER"], message: "WORKER=off 时须设置 REDIS_URL，否则任务无人执行" })
  .refine((c) => !c.LLM_BASE_URL || c.LLM_MODEL, {
    path: ["LLM_MODEL"],
    message: "设置了 LLM_BASE_URL 时须同时设置 LLM_MODEL（模型名称）",
  })
  .superRefine((c, ctx) => {
    // A bucket without where and how to reach it would fail on the first upload; refuse to start instead.
    if (!c.S3_BUCKET) return;
    for (const name of ["S3_ENDPOINT", "S3_ACCESS_KEY_ID", "S3_SECRET_ACCESS_KEY"] as const)
      if (!c[name]) ctx.addIssue({ code: "custom", path: [name], message: `设置了 S3_BUCKET 时须同时设置 ${name}` });
  });

export type Config = z.infer<typeof schema> & { dbDir: string };

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  // An empty variable means "not set", as in most .env files.
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ""));
  const parsed = schema.safeParse(cleaned);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`);
    throw new Error(`配置错误，请检查环境变量：\n${lines.join("\n")}`);
  }
  return { ...parsed.data, dbDir: path.join(parsed.data.DATA_DIR, "db") };
}
