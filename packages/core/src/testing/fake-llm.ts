import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

/**
 * Tests only: a real OpenAI-compatible HTTP server on 127.0.0.1 (port 0) that answers what the test
 * queued, so the client, its timeout and its error handling run for real (DESIGN §8: a local fake
 * OpenAI server, never a mock of our own code).
 */
export type FakeAnswer =
  /** The model's answer: sent as choices[0].message.content, JSON-encoded unless a string. */
  | { content: unknown }
  | { status: number; body?: string }
  /** No answer until the server closes: the client's timeout must end the call. */
  | { hang: true }
  /**
   * A streamed answer: one SSE chunk per piece, `delayMs` apart; `usage: null` leaves out the usage
   * chunk; `stallAfter` sends that many pieces and then nothing more (a provider that hangs mid-answer).
   */
  | { stream: string[]; delayMs?: number; usage?: { prompt_tokens: number; completion_tokens: number } | null; stallAfter?: number };

export interface FakeLlm {
  /** The API root, as LLM_BASE_URL would be. */
  baseUrl: string;
  /** Requests received: the JSON body and the Authorization header. */
  requests: {
    body: { model: string; stream?: boolean; max_tokens?: number; messages: { role: string; content: string }[] };
    authorization?: string;
  }[];
  /** Streamed answers whose client went away before the end (cancellation reached the provider). */
  readonly abandoned: number;
  /** Answers for the next requests, in order; the last one repeats. */
  answer(...answers: FakeAnswer[]): void;
  close(): Promise<void>;
}

const readBody = async (req: IncomingMessage) => {
  const chunks: Buffer[] = [];
  for await (const c of req) chunks.push(c as Buffer);
  return Buffer.concat(chunks).toString("utf8");
};

/** A request as the fake sees it, for a `respond` function that answers by what was asked. */
export type FakeRequest = FakeLlm["requests"][number]["body"];

/**
 * `respond`, when given, answers every request by what it asks (browser tests, where the test
 * cannot queue answers in the server's process); otherwise answers come from `answer()`'s queue.
 */
export async function startFakeLlm(opts: { respond?: (req: FakeRequest) => FakeAnswer } = {}): Promise<FakeLlm> {
  let queue: FakeAnswer[] = [{ content: {} }];
  let abandoned = 0;
  const requests: FakeLlm["requests"] = [];
  const server = createServer(async (req, res) => {
    const body = await readBody(req);
    if (req.method !== "POST" || req.url !== "/v1/chat/completions") {
      res.writeHead(404).end();
      return;
    }
    const parsed = JSON.parse(body) as FakeRequest;
    requests.push({ body: parsed, authorization: req.headers.authorization });
    const next = opts.respond ? opts.respond(parsed) : ((queue.length > 1 ? queue.shift() : queue[0]) as FakeAnswer);
    if ("hang" in next) return;
    if ("status" in next) {
      res.writeHead(next.status, { "content-type": "application/json" }).end(next.body ?? '{"error":{"message":"fake failure"}}');
      return;
    }
    if ("stream" in next) {
      await sendStream(res, next, () => abandoned++);
      return;
    }
    const content = typeof next.content === "string" ? next.content : JSON.stringify(next.content);
    res
      .writeHead(200, { "content-type": "application/json" })
      .end(JSON.stringify({ id: "fake", object: "chat.completion", choices: [{ index: 0, message: { role: "assistant", content } }] }));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    requests,
    get abandoned() {
      return abandoned;
    },
    answer(...answers) {
      queue = answers;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function sendStream(res: ServerResponse, a: Extract<FakeAnswer, { stream: string[] }>, onAbandoned: () => void) {
  res.writeHead(200, { "content-type": "text/event-stream", "cache-control": "no-cache" });
  let gone = false;
  res.on("close", () => {
    if (!res.writableEnded) gone = true;
  });
  const send = (obj: unknown) => res.write(`data: ${JSON.stringify(obj)}\n\n`);
  for (const [i, piece] of a.stream.entries()) {
    if (a.stallAfter !== undefined && i >= a.stallAfter) return;
    if (gone) return onAbandoned();
    send({ id: "fake", object: "chat.completion.chunk", choices: [{ index: 0, delta: { content: piece }, finish_reason: null }] });
    if (a.delayMs) await sleep(a.delayMs);
  }
  if (gone) return onAbandoned();
  send({ id: "fake", object: "chat.completion.chunk", choices: [{ index: 0, delta: {}, finish_reason: "stop" }] });
  if (a.usage !== null) {
    const completion = a.stream.join("").length;
    send({
      id: "fake",
      object: "chat.completion.chunk",
      choices: [],
      usage: a.usage ?? { prompt_tokens: 100, completion_tokens: completion },
    });
  }
  res.end("data: [DONE]\n\n");
}
