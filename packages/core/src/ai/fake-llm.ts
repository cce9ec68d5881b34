import { createServer, type IncomingMessage } from "node:http";
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
  | { hang: true };

export interface FakeLlm {
  /** The API root, as LLM_BASE_URL would be. */
  baseUrl: string;
  /** Requests received: the JSON body and the Authorization header. */
  requests: { body: { model: string; messages: { role: string; content: string }[] }; authorization?: string }[];
  /** Answers for the next requests, in order; the last one repeats. */
  answer(...answers: FakeAnswer[]): void;
  close(): Promise<void>;
}

const readBody = async (req: IncomingMessage) => {
  const chunks: Buffer[] = [];
  for await (const c of req) chunks.push(c as Buffer);
  return Buffer.concat(chunks).toString("utf8");
};

export async function startFakeLlm(): Promise<FakeLlm> {
  let queue: FakeAnswer[] = [{ content: {} }];
  const requests: FakeLlm["requests"] = [];
  const server = createServer(async (req, res) => {
    const body = await readBody(req);
    if (req.method !== "POST" || req.url !== "/v1/chat/completions") {
      res.writeHead(404).end();
      return;
    }
    requests.push({ body: JSON.parse(body), authorization: req.headers.authorization });
    const next = (queue.length > 1 ? queue.shift() : queue[0]) as FakeAnswer;
    if ("hang" in next) return;
    if ("status" in next) {
      res.writeHead(next.status, { "content-type": "application/json" }).end(next.body ?? '{"error":{"message":"fake failure"}}');
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
