import {
  DELIVER_JOB,
  DELIVER_SCHEDULE,
  MATCH_JOB,
  MATCH_SCHEDULE,
  PURGE_VISITS_JOB,
  REMINDER_JOB,
  REMINDER_SCHEDULE,
  TRANSCODE_JOB,
  aliyunSms,
  bullmqQueue,
  memoryQueue,
  openAiCompatible,
  purgeDeletedAccounts,
  purgeOldVisits,
  registerCrawlJobs,
  registerLlmFill,
  resumeTranscodes,
  runDeliveries,
  runMatching,
  runReminders,
  runTranscode,
  scheduleCrawlSources,
  scheduleLlmFill,
  smtpMail,
  tencentSms,
  tenderSink,
  withLane
} from "./chunk-HQW4VBLW.js";

// apps/server/ai.ts
function createAi(config) {
  if (!config.LLM_BASE_URL || !config.LLM_MODEL) return void 0;
  return openAiCompatible({
    baseUrl: config.LLM_BASE_URL,
    apiKey: config.LLM_API_KEY,
    model: config.LLM_MODEL,
    timeoutMs: config.LLM_TIMEOUT_MS
  });
}

// apps/server/jobs.ts
var MINUTE = 6e4;
var HOUR = 60 * MINUTE;
async function openQueue(config, logger) {
  const log = logger.child({ component: "jobs" });
  const url = config.REDIS_URL;
  const [main, media] = url ? await Promise.all([bullmqQueue({ url, log }), bullmqQueue({ url, log, name: "portal-media", concurrency: 1 })]) : [memoryQueue({ log }), memoryQueue({ log, concurrency: 1 })];
  return withLane(main, media, [TRANSCODE_JOB]);
}
function jobCtx(deps, queue, job) {
  return {
    actor: { kind: "system", job },
    db: deps.db,
    cache: deps.cache,
    now: deps.now ?? (() => /* @__PURE__ */ new Date()),
    log: deps.logger.child({ job }),
    queue,
    ai: deps.ai,
    throttle: deps.throttle,
    notify: deps.notify,
    storage: deps.storage
  };
}
async function startJobs(deps, queue, work) {
  await queue.schedule("purge-accounts", "account.purge", {}, { every: HOUR });
  await scheduleCrawlSources(jobCtx(deps, queue, "crawl-schedule"), queue);
  await scheduleLlmFill(queue, Boolean(deps.ai));
  await queue.schedule(MATCH_SCHEDULE, MATCH_JOB, {}, { every: MINUTE, attempts: 1 });
  await queue.schedule(DELIVER_SCHEDULE, DELIVER_JOB, {}, { every: MINUTE, attempts: 1 });
  await queue.schedule(REMINDER_SCHEDULE, REMINDER_JOB, {}, { every: HOUR, attempts: 1 });
  await queue.schedule("purge-visits", PURGE_VISITS_JOB, {}, { every: 24 * HOUR, attempts: 1 });
  const waiting = await resumeTranscodes(jobCtx(deps, queue, "transcode"));
  if (waiting > 0) deps.logger.info({ lessons: waiting }, "lesson transcodes queued");
  if (!work) return;
  queue.process(TRANSCODE_JOB, async (job) => {
    await runTranscode(jobCtx(deps, queue, "transcode"), job.data.lessonId);
  });
  queue.process(PURGE_VISITS_JOB, async () => {
    const removed = await purgeOldVisits(jobCtx(deps, queue, "purge-visits"));
    if (removed > 0) deps.logger.info({ removed }, "old visit events deleted");
  });
  queue.process("account.purge", async () => {
    const purged = await purgeDeletedAccounts(jobCtx(deps, queue, "purge-accounts"));
    if (purged > 0) deps.logger.info({ purged }, "deleted accounts purged");
  });
  registerCrawlJobs(queue, () => jobCtx(deps, queue, "crawl"), deps.sink ?? tenderSink(jobCtx(deps, queue, "crawl")), {
    userAgent: deps.config.CRAWL_USER_AGENT
  });
  queue.process(MATCH_JOB, async () => {
    const ctx = jobCtx(deps, queue, "subscription-match");
    const r = await runMatching(ctx);
    if (r.matches > 0) {
      deps.logger.info(r, "subscriptions matched");
      await queue.add(DELIVER_JOB, {}, { jobId: DELIVER_JOB, attempts: 1 });
    }
  });
  const origin = deps.config.PUBLIC_ORIGIN ?? `http://localhost:${deps.config.PORT}`;
  queue.process(DELIVER_JOB, async () => {
    const r = await runDeliveries(jobCtx(deps, queue, "subscription-deliver"), { origin });
    if (r.sent + r.failed + r.retried > 0) deps.logger.info(r, "subscription deliveries");
  });
  queue.process(REMINDER_JOB, async () => {
    await runReminders(jobCtx(deps, queue, "subscription-reminders"));
  });
  if (deps.ai) registerLlmFill(queue, () => jobCtx(deps, queue, "llm-fill"), { perMinute: deps.config.LLM_PER_MINUTE });
}

// apps/server/notify.ts
function createNotifier(config) {
  const need = (names) => {
    const missing = names.filter((n) => !config[n]);
    if (missing.length) throw new Error(`\u914D\u7F6E\u9519\u8BEF\uFF1A\u7F3A\u5C11 ${missing.join("\u3001")}`);
  };
  const notifier = {};
  if (config.SMS_PROVIDER === "tencent") {
    need(["TENCENT_SMS_SECRET_ID", "TENCENT_SMS_SECRET_KEY", "TENCENT_SMS_SDK_APP_ID", "TENCENT_SMS_SIGN_NAME", "TENCENT_SMS_TEMPLATE_ID"]);
    notifier.sms = tencentSms({
      secretId: config.TENCENT_SMS_SECRET_ID,
      secretKey: config.TENCENT_SMS_SECRET_KEY,
      sdkAppId: config.TENCENT_SMS_SDK_APP_ID,
      signName: config.TENCENT_SMS_SIGN_NAME,
      templateId: config.TENCENT_SMS_TEMPLATE_ID,
      noticeTemplateId: config.TENCENT_SMS_NOTICE_TEMPLATE_ID,
      region: config.TENCENT_SMS_REGION
    });
  } else if (config.SMS_PROVIDER === "aliyun") {
    need(["ALIYUN_SMS_ACCESS_KEY_ID", "ALIYUN_SMS_ACCESS_KEY_SECRET", "ALIYUN_SMS_SIGN_NAME", "ALIYUN_SMS_TEMPLATE_CODE"]);
    notifier.sms = aliyunSms({
      accessKeyId: config.ALIYUN_SMS_ACCESS_KEY_ID,
      accessKeySecret: config.ALIYUN_SMS_ACCESS_KEY_SECRET,
      signName: config.ALIYUN_SMS_SIGN_NAME,
      templateCode: config.ALIYUN_SMS_TEMPLATE_CODE,
      noticeTemplateCode: config.ALIYUN_SMS_NOTICE_TEMPLATE_CODE
    });
  }
  if (config.MAIL_PROVIDER === "smtp") {
    need(["SMTP_URL"]);
    notifier.mail = smtpMail({ url: config.SMTP_URL, from: config.MAIL_FROM });
  }
  return notifier;
}

export {
  createAi,
  openQueue,
  startJobs,
  createNotifier
};
//# sourceMappingURL=chunk-BSG77GCT.js.map
