/**
 * The chat side of the soak (issue 12's sockets): visitors who open the chat window (session/init gives
 * the `ocs` cookie), connect to /api/ws/chat, write every few seconds and leave after a minute or so, a
 * new visitor taking their place; and one agent who takes each new conversation, answers now and then
 * and closes conversations that went quiet. Every frame that asks for an answer is timed to its ack.
 * Both sides stay well inside the per-socket limit (a burst of 10, then 1 frame/s): visitors write once
 * every few seconds, and the agent paces its own frames at one per 1.25 s, dropping replies (never
 * accepts or closes) when it falls behind, as a busy person would.
 */
import WebSocket from "ws";
import type { Recorder } from "./soak-stats";

export const CHAT_KINDS = {
  open: "chat: open window + socket",
  message: "chat: visitor message → ack",
  delivery: "chat: visitor message → agent",
  agent: "chat: agent frame → ack",
} as const;

const ACK_TIMEOUT_MS = 10_000;
const AGENT_PACE_MS = 1250;
const QUIET_CLOSE_MS = 30_000;
const QUESTIONS = ["你们的计量支付软件支持公路项目吗？", "请问怎么开发票？", "会员可以查看多少条招标联系人？", "标准规范能下载 PDF 吗？"];

type Frame = Record<string, unknown> & { t: string; ref?: string };

/** A socket whose frames with a `ref` resolve the matching ack (or error) and whose other frames go to `onFrame`. */
function openSocket(url: string, headers: Record<string, string>, onFrame: (f: Frame) => void) {
  return new Promise<{ ws: WebSocket; ask: (frame: Frame) => Promise<void> }>((resolve, reject) => {
    const ws = new WebSocket(url, { headers });
    const waiting = new Map<string, (f: Frame) => void>();
    let n = 0;
    ws.on("message", (data) => {
      const f = JSON.parse(data.toString()) as Frame;
      const done = f.ref && (f.t === "ack" || f.t === "error") ? waiting.get(f.ref) : undefined;
      if (done) done(f);
      else if (f.t === "ready") resolve({ ws, ask });
      else onFrame(f);
    });
    ws.on("unexpected-response", (_req, res) => reject(new Error(`upgrade refused: HTTP ${res.statusCode}`)));
    ws.on("error", reject);
    const ask = (frame: Frame) =>
      new Promise<void>((ok, fail) => {
        const ref = `r${++n}`;
        const timer = setTimeout(() => {
          waiting.delete(ref);
          fail(new Error(`no ack for ${frame.t} in ${ACK_TIMEOUT_MS} ms`));
        }, ACK_TIMEOUT_MS);
        waiting.set(ref, (f) => {
          clearTimeout(timer);
          waiting.delete(ref);
          if (f.t === "ack") ok();
          else fail(new Error(`${frame.t}: ${f.code} ${f.msg}`));
        });
        ws.send(JSON.stringify({ ...frame, ref }));
      });
  });
}

export interface ChatLoad {
  stop(): Promise<void>;
}

export async function startChat(
  base: string,
  opts: { visitors: number; everyMs: number; agentToken: string; rec: Recorder },
): Promise<ChatLoad> {
  const { rec } = opts;
  const origin = base;
  const wsBase = base.replace(/^http/, "ws");
  const sentAt = new Map<string, number>(); // message body → when the visitor sent it
  let stopping = false;
  const timed = async (kind: string, t0: number, work: Promise<unknown>) => {
    try {
      await work;
      rec.ok(kind, performance.now() - t0);
    } catch (err) {
      if (!stopping) rec.fail(kind, (err as Error).message, performance.now() - t0);
    }
  };

  // The agent: one socket, its own frames paced, conversations tracked until they go quiet.
  const conversations = new Map<string, { heardAt: number; repliedAt: number }>();
  const queue: { frame: Frame; droppable: boolean }[] = [];
  const agent = await openSocket(`${wsBase}/api/ws/agent`, { Origin: origin, Cookie: `sid=${opts.agentToken}` }, (f) => {
    if (f.t === "conversation") {
      const c = f.conversation as { id: string; status: string };
      if (c.status === "waiting" && !conversations.has(c.id)) {
        conversations.set(c.id, { heardAt: Date.now(), repliedAt: 0 });
        queue.push({ frame: { t: "accept", id: c.id }, droppable: false });
      }
    } else if (f.t === "message") {
      const m = f.message as { conversationId: string; sender: string; body: string };
      if (m.sender !== "visitor") return;
      const t0 = sentAt.get(m.body);
      sentAt.delete(m.body);
      if (t0 !== undefined) rec.ok(CHAT_KINDS.delivery, performance.now() - t0);
      const c = conversations.get(m.conversationId);
      if (!c) return;
      c.heardAt = Date.now();
      if (Date.now() - c.repliedAt > 10_000 && queue.length < 5) {
        c.repliedAt = Date.now();
        queue.push({ frame: { t: "message", id: m.conversationId, body: "您好，已收到，我们马上为您查询。" }, droppable: true });
      }
    }
  });
  agent.ws.on("close", (code) => {
    if (!stopping) rec.fail(CHAT_KINDS.agent, `agent socket closed by the server (${code})`);
  });
  await timed(CHAT_KINDS.agent, performance.now(), agent.ask({ t: "presence", status: "online" }));
  const pacer = setInterval(() => {
    const now = Date.now();
    for (const [id, c] of conversations)
      if (now - c.heardAt > QUIET_CLOSE_MS) {
        conversations.delete(id);
        queue.push({ frame: { t: "close", id }, droppable: false });
      }
    const next = queue.shift();
    if (next) void timed(CHAT_KINDS.agent, performance.now(), agent.ask(next.frame));
  }, AGENT_PACE_MS);

  // Visitors: each lives 45–90 s, writing every `everyMs` (±20 %), then a new one opens the window.
  let seq = 0;
  const visitorLoops: Promise<void>[] = [];
  const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
  async function visitor(slot: number) {
    await sleep((slot * opts.everyMs) / opts.visitors); // spread the visitors' messages over the interval
    while (!stopping) {
      const t0 = performance.now();
      let socket: Awaited<ReturnType<typeof openSocket>> | undefined;
      try {
        const res = await fetch(`${base}/api/crm/sdm/open/session/init`, {
          method: "POST",
          headers: { "Content-Type": "application/json", "X-Requested-With": "XMLHttpRequest" },
          body: "{}",
        });
        const cookie = (res.headers.get("set-cookie") ?? "").split(";")[0];
        if (res.status !== 200 || !cookie.startsWith("ocs=")) throw new Error(`session/init: HTTP ${res.status}`);
        socket = await openSocket(`${wsBase}/api/ws/chat`, { Origin: origin, Cookie: cookie }, () => undefined);
        await socket.ask({ t: "hello", source: "直接访问", page: "/" });
        rec.ok(CHAT_KINDS.open, performance.now() - t0);
      } catch (err) {
        rec.fail(CHAT_KINDS.open, (err as Error).message, performance.now() - t0);
        socket?.ws.terminate();
        await sleep(opts.everyMs);
        continue;
      }
      const leaveAt = Date.now() + 45_000 + Math.random() * 45_000;
      while (!stopping && Date.now() < leaveAt && socket.ws.readyState === WebSocket.OPEN) {
        const body = `${QUESTIONS[seq % QUESTIONS.length]}（#${++seq}）`;
        const sent = performance.now();
        sentAt.set(body, sent);
        void timed(CHAT_KINDS.message, sent, socket.ask({ t: "message", body }));
        await sleep(opts.everyMs * (0.8 + Math.random() * 0.4));
      }
      if (!stopping && socket.ws.readyState !== WebSocket.OPEN) rec.fail(CHAT_KINDS.open, "visitor socket closed by the server");
      socket.ws.close();
    }
  }
  for (let i = 0; i < opts.visitors; i++) visitorLoops.push(visitor(i));

  return {
    async stop() {
      stopping = true;
      clearInterval(pacer);
      await Promise.all(visitorLoops);
      agent.ws.close();
    },
  };
}
