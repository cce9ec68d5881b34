import { type Database, schema } from "@portal/db";
import { openTestDatabase, testDbKinds } from "@portal/db/testing";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { openAiCompatible } from "../ai";
import type { Ctx } from "../context";
import { manualTimers, memoryQueue } from "../jobs";
import { testClock, testCtx } from "../testing";
import { type FakeLlm, startFakeLlm } from "../testing/fake-llm";
import { memoryThrottleStore } from "../throttle";
import { correctTenderField } from "./corrections";
import { getAnnouncement } from "./detail";
import { ingestAnnouncements, reextractAnnouncements, type TenderNotice } from "./ingest";
import { LLM_CONFIDENCE } from "./llm-check";
import { runLlmFill } from "./llm-fill";
import { LLM_FILL_JOB } from "./llm-queue";

// The rules find the stage, region, code and deadline here, but no buyer (no "招标人：" label) and no
// budget ("概算" is not one of their labels): the model is asked for those. Distinct project codes
// keep the near-duplicate check from merging the notices.
let seq = 0;
const notice = (): TenderNotice => {
  seq += 1;
  return {
    sourceUrl: `https://ggzy.example/llm/${seq}.html`,
    title: `宜昌市夷陵区黄花隧道改扩建工程（${seq}标段）施工招标公告`,
    publishedOn: "2026-03-10",
    text: `项目编号：YL-2026-${seq}\n宜昌市夷陵区交通运输局拟对黄花隧道改扩建工程${seq}标段进行施工招标。\n本工程概算约1200万元，资金已落实。\n投标截止时间：2026年04月02日09时30分\n`,
  };
};

const BUYER = { value: "宜昌市夷陵区交通运输局", evidence: "宜昌市夷陵区交通运输局拟对黄花隧道改扩建工程1标段进行施工招标。" };
const answerFor = (n: number) => ({
  buyer: { ...BUYER, evidence: BUYER.evidence.replace("1标段", `${n}标段`) },
  budget_yuan: { value: 12_000_000, evidence: "本工程概算约1200万元，资金已落实。" },
  // Not in the notice: made up.
  agency: { value: "湖北正信工程咨询有限公司", evidence: "招标代理机构：湖北正信工程咨询有限公司" },
  // Not a number in yuan.
  max_price_yuan: { value: "1100万元", evidence: "本工程概算约1200万元，资金已落实。" },
  open_time: null,
});

describe.each(testDbKinds())("language-model fill of tender fields on %s", (kind) => {
  let database: Database;
  let fake: FakeLlm;
  let clock: ReturnType<typeof testClock>;
  let ctx: Ctx;
  beforeAll(async () => {
    database = await openTestDatabase(kind);
    fake = await startFakeLlm();
  });
  afterAll(async () => {
    await fake.close();
    await database.close();
  });
  beforeEach(() => {
    clock = testClock();
    // Long enough for a busy machine: 300 ms, then 2 s, timed out a good answer in .ci/run (its unit
    // suite ran twice its usual time that day); the hang case waits it once.
    const ai = openAiCompatible({ baseUrl: fake.baseUrl, apiKey: "sk-test", model: "fake-model", timeoutMs: 8_000 });
    ctx = { ...testCtx(database, clock), ai, throttle: memoryThrottleStore() };
    fake.requests.length = 0;
  });

  const stored = async (sourceUrl: string) =>
    (await database.db.select().from(schema.tenderAnnouncements).where(eq(schema.tenderAnnouncements.sourceUrl, sourceUrl)))[0];
  const pending = async (id: number) =>
    (await database.db.select().from(schema.tenderLlmFills).where(eq(schema.tenderLlmFills.announcementId, id)))[0];

  it("fills only what the rules missed, checked, marked and less sure; corrections still win", async () => {
    const n = notice();
    const queue = memoryQueue({ timers: manualTimers() });
    let woken = 0;
    queue.process(LLM_FILL_JOB, async () => void woken++);
    const r = await ingestAnnouncements({ ...ctx, queue }, [n]);
    expect(r).toMatchObject({ created: 1, llmQueued: 1 });
    await queue.idle();
    expect(woken).toBe(1);
    const before = await stored(n.sourceUrl);
    expect(before.fields.buyer).toBeUndefined();

    fake.answer({ content: answerFor(seq) });
    expect(await runLlmFill(ctx, { perMinute: 10 })).toMatchObject({ filled: 1, failed: 0 });
    const [req] = fake.requests;
    expect(req.authorization).toBe("Bearer sk-test");
    expect(req.body.model).toBe("fake-model");
    const prompt = req.body.messages.at(-1)?.content ?? "";
    expect(prompt).toContain("budget_yuan");
    // Found by the rules: not asked again.
    expect(prompt).not.toContain("bid_deadline");
    expect(prompt).not.toContain("region");
    expect(prompt).not.toContain("project_code");

    const after = await stored(n.sourceUrl);
    expect(after.fields.buyer).toEqual({ ...answerFor(seq).buyer, confidence: LLM_CONFIDENCE, source: "llm" });
    expect(after.fields.budget_yuan).toMatchObject({ value: 12_000_000, source: "llm" });
    expect(after.fields.agency).toBeUndefined();
    expect(after.fields.max_price_yuan).toBeUndefined();
    // The rule fields are as they were, and the columns follow the filled fields.
    expect(after.fields.bid_deadline).toEqual(before.fields.bid_deadline);
    expect(after.fields.stage).toEqual(before.fields.stage);
    expect(after.budgetYuan).toBe(12_000_000);
    expect(after.buyerOrgId).not.toBeNull();
    expect(await pending(after.id)).toBeUndefined();
    expect((await getAnnouncement(ctx, after.id)).fields.buyer).toMatchObject({ source: "llm", corrected: false });

    // A rule re-run and a staff correction keep the model's fields; the correction wins over them.
    await reextractAnnouncements(ctx, [after.id]);
    await correctTenderField(ctx, { id: after.id, field: "budget_yuan", value: 11_800_000 });
    const corrected = await stored(n.sourceUrl);
    expect(corrected.budgetYuan).toBe(11_800_000);
    expect(corrected.fields.buyer).toMatchObject({ source: "llm" });
    expect(corrected.buyerOrgId).toBe(after.buyerOrgId);
    await queue.close();
  });

  it("a failing endpoint (500, timeout) is retried with back-off, then given up; the rule fields stay", async () => {
    const n = notice();
    await ingestAnnouncements(ctx, [n]);
    const before = await stored(n.sourceUrl);
    fake.answer({ status: 500 }, { hang: true }, { status: 503 });
    expect(await runLlmFill(ctx, { perMinute: 10 })).toMatchObject({ failed: 1, filled: 0 });
    let p = await pending(before.id);
    expect(p).toMatchObject({ attempts: 1, lastError: expect.stringContaining("HTTP 500") });
    expect(p.nextAt?.getTime()).toBe(clock.now().getTime() + 60_000);
    // Not due yet: no call.
    await runLlmFill(ctx, { perMinute: 10 });
    expect(fake.requests).toHaveLength(1);
    clock.advance(60_000);
    expect(await runLlmFill(ctx, { perMinute: 10 })).toMatchObject({ failed: 1 });
    p = await pending(before.id);
    expect(p).toMatchObject({ attempts: 2, lastError: expect.stringContaining("未应答") });
    expect(p.nextAt?.getTime()).toBe(clock.now().getTime() + 120_000);
    clock.advance(120_000);
    expect(await runLlmFill(ctx, { perMinute: 10 })).toMatchObject({ gaveUp: 1 });
    p = await pending(before.id);
    expect(p).toMatchObject({ attempts: 3, nextAt: null, lastError: expect.stringContaining("HTTP 503") });
    clock.advance(86_400_000);
    await runLlmFill(ctx, { perMinute: 10 });
    expect(fake.requests).toHaveLength(3);
    const after = await stored(n.sourceUrl);
    expect(after.fields).toEqual(before.fields);
    expect(after.updatedAt).toEqual(before.updatedAt);
  });

  it("a call that fails once succeeds on its retry", async () => {
    const n = notice();
    await ingestAnnouncements(ctx, [n]);
    fake.answer({ status: 502 }, { content: answerFor(seq) });
    await runLlmFill(ctx, { perMinute: 10 });
    clock.advance(60_000);
    expect(await runLlmFill(ctx, { perMinute: 10 })).toMatchObject({ filled: 1 });
    expect((await stored(n.sourceUrl)).fields.buyer).toMatchObject({ source: "llm" });
  });

  it("keeps to the per-minute budget", async () => {
    const list = [notice(), notice(), notice()];
    await ingestAnnouncements(ctx, list);
    fake.answer({ content: {} });
    expect(await runLlmFill(ctx, { perMinute: 2 })).toMatchObject({ empty: 2 });
    expect(await runLlmFill(ctx, { perMinute: 2 })).toMatchObject({ empty: 0 });
    expect(fake.requests).toHaveLength(2);
    clock.advance(60_000);
    expect(await runLlmFill(ctx, { perMinute: 2 })).toMatchObject({ empty: 1 });
    expect(fake.requests).toHaveLength(3);
  });

  it("without a model nothing is queued, nothing is called and nothing changes", async () => {
    const { ai: _off, ...plain } = ctx;
    const queue = memoryQueue({ timers: manualTimers() });
    let woken = 0;
    queue.process(LLM_FILL_JOB, async () => void woken++);
    const n = notice();
    const r = await ingestAnnouncements({ ...plain, queue }, [n]);
    expect(r).toMatchObject({ created: 1, llmQueued: 0 });
    await queue.idle();
    expect(woken).toBe(0);
    const row = await stored(n.sourceUrl);
    expect(await pending(row.id)).toBeUndefined();
    expect(await runLlmFill(plain, { perMinute: 10 })).toEqual({ filled: 0, empty: 0, failed: 0, gaveUp: 0, stale: 0 });
    expect(fake.requests).toHaveLength(0);
    await queue.close();
  });
});
