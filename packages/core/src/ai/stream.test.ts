import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type FakeLlm, startFakeLlm } from "../testing/fake-llm";
import { AiError, openAiCompatible } from "./client";

// The streaming client against a real local OpenAI-compatible server (DESIGN §8), never a mock.
describe("streamed completions", () => {
  let llm: FakeLlm;
  beforeAll(async () => {
    llm = await startFakeLlm();
  });
  afterAll(() => llm.close());

  const client = (timeoutMs = 2000, retries = 2) =>
    openAiCompatible({ baseUrl: llm.baseUrl, apiKey: "sk-test", model: "m", timeoutMs, retries });
  const collect = () => {
    const got: string[] = [];
    return { got, onDelta: (d: string) => void got.push(d) };
  };

  it("passes each chunk on as it arrives and reports the provider's token usage", async () => {
    llm.answer({ stream: ["一、", "工程概况", "\n本工程位于宜昌市。"], delayMs: 20, usage: { prompt_tokens: 321, completion_tokens: 17 } });
    const c = collect();
    const before = llm.requests.length;
    const r = await client().stream([{ role: "user", content: "写" }], { maxTokens: 300, onDelta: c.onDelta });
    expect(c.got).toEqual(["一、", "工程概况", "\n本工程位于宜昌市。"]);
    expect(r.text).toBe("一、工程概况\n本工程位于宜昌市。");
    expect(r.usage).toEqual({ promptTokens: 321, completionTokens: 17, estimated: false });
    expect(r.finishReason).toBe("stop");
    const req = llm.requests[before];
    expect(req?.body).toMatchObject({ stream: true, max_tokens: 300, model: "m" });
    expect(req?.authorization).toBe("Bearer sk-test");
  });

  it("estimates the usage when the provider sends none", async () => {
    llm.answer({ stream: ["一二三四五六"], usage: null });
    const r = await client().stream([{ role: "user", content: "写" }], { onDelta() {} });
    expect(r.usage).toMatchObject({ completionTokens: 4, estimated: true });
  });

  it("retries errors that happen before the first chunk, then gives up with the status", async () => {
    llm.answer({ status: 503 }, { stream: ["好"] });
    const before = llm.requests.length;
    const r = await client().stream([{ role: "user", content: "写" }], { onDelta() {} });
    expect(r.text).toBe("好");
    expect(llm.requests.length - before).toBe(2);

    llm.answer({ status: 500 });
    const err = await client(2000, 1)
      .stream([{ role: "user", content: "写" }], { onDelta() {} })
      .catch((e) => e);
    expect(err).toBeInstanceOf(AiError);
    expect(err.status).toBe(500);
  });

  it("does not retry a refused request", async () => {
    llm.answer({ status: 401, body: '{"error":{"message":"bad key"}}' }, { stream: ["不应到达"] });
    const before = llm.requests.length;
    const err = await client()
      .stream([{ role: "user", content: "写" }], { onDelta() {} })
      .catch((e) => e);
    expect(err.status).toBe(401);
    expect(err.message).toContain("HTTP 401");
    expect(llm.requests.length - before).toBe(1);
  });

  it("ends a provider that stalls mid-answer after the idle timeout, keeping what came", async () => {
    llm.answer({ stream: ["第一段", "第二段", "永远不来"], stallAfter: 2 });
    const c = collect();
    const before = llm.requests.length;
    const err = await client(300)
      .stream([{ role: "user", content: "写" }], { onDelta: c.onDelta })
      .catch((e) => e);
    expect(err).toBeInstanceOf(AiError);
    expect(err.code).toBe("timeout");
    expect(c.got).toEqual(["第一段", "第二段"]);
    // Text was shown, so the call is not repeated.
    expect(llm.requests.length - before).toBe(1);
  });

  it("gives up on a provider that never starts after the timeout and its retries", async () => {
    llm.answer({ hang: true });
    const before = llm.requests.length;
    const err = await client(200, 1)
      .stream([{ role: "user", content: "写" }], { onDelta() {} })
      .catch((e) => e);
    expect(err.code).toBe("timeout");
    expect(llm.requests.length - before).toBe(2);
  });

  it("cancels at once and the provider sees the connection go", async () => {
    llm.answer({ stream: Array.from({ length: 100 }, (_, i) => `第${i}句。`), delayMs: 30 });
    const ctl = new AbortController();
    const c = collect();
    const abandoned = llm.abandoned;
    const err = await client()
      .stream([{ role: "user", content: "写" }], {
        signal: ctl.signal,
        onDelta: (d) => {
          c.onDelta(d);
          if (c.got.length === 3) ctl.abort();
        },
      })
      .catch((e) => e);
    expect(err.code).toBe("cancelled");
    expect(c.got).toHaveLength(3);
    await expect.poll(() => llm.abandoned, { timeout: 3000 }).toBe(abandoned + 1);
  });

  it("reports a wrong address as the provider's status, not retried", async () => {
    const err = await openAiCompatible({ baseUrl: `${llm.baseUrl}/nowhere`, model: "m", timeoutMs: 500, retries: 0 })
      .stream([{ role: "user", content: "写" }], { onDelta() {} })
      .catch((e) => e);
    expect(err.status).toBe(404);
  });
});
