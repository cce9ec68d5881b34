/**
 * What one chat socket's frames do (DESIGN §8): the rate and format checks a frame passes as it
 * arrives, then the visitor's or the agent's verb it stands for. The sockets, their upgrade and
 * their bookkeeping are in ./sockets.
 */
import {
  AppError,
  acceptChat,
  agentConversationKey,
  browserVisitor,
  CHAT_CHANNEL,
  type ChatEvent,
  type Ctx,
  closeChat,
  type EventBus,
  liveConversationId,
  markAgentRead,
  markVisitorRead,
  sendAgentMessage,
  sendVisitorMessage,
  setAgentPresence,
  transferChat,
  type VisitorMeta,
} from "@portal/core";
import type { WebSocket } from "ws";
import { type AgentFrame, agentFrame, parseFrame, type VisitorFrame, visitorFrame } from "./frames";

export interface ChatSocketLimits {
  /** Frames a socket may send at once, and refilled per second after that. */
  burst: number;
  perSecond: number;
  /** Sockets one address may hold open. */
  perIp: number;
  /** Frames that are not ours before the socket is closed. */
  badFrames: number;
  /** How often sockets are pinged (dead ones are dropped) and agents' presence refreshed. */
  heartbeatMs: number;
}

export interface Client {
  ws: WebSocket;
  role: "visitor" | "agent";
  ctx: Ctx;
  ip: string;
  /** The session token the socket was opened with, re-checked on every heartbeat. */
  sessionToken?: string;
  /** visitor: where its frames go (chatVisitorKey); agent: its user id. */
  key: string;
  meta: VisitorMeta;
  tokens: number;
  refilledAt: number;
  strikes: number;
  bad: number;
  alive: boolean;
  /** The frames of one socket are handled one after the other, in the order they were sent. */
  handling: Promise<void>;
  lastTyping: number;
}

/** A frame to one socket, dropped when it has closed meanwhile. */
export function send(client: Client, frame: object) {
  if (client.ws.readyState === client.ws.OPEN) client.ws.send(JSON.stringify(frame));
}

/** Token bucket: `burst` frames at once, then `perSecond`. */
function allowed(client: Client, limits: ChatSocketLimits): boolean {
  const now = Date.now();
  client.tokens = Math.min(limits.burst, client.tokens + ((now - client.refilledAt) / 1000) * limits.perSecond);
  client.refilledAt = now;
  if (client.tokens < 1) return false;
  client.tokens -= 1;
  return true;
}

/** Bad frames and frames over the rate are answered at once, as they arrive; the rest wait their turn. */
export function admit(client: Client, raw: string | null, limits: ChatSocketLimits): VisitorFrame | AgentFrame | null {
  const frame = raw === null ? null : parseFrame<VisitorFrame | AgentFrame>(client.role === "agent" ? agentFrame : visitorFrame, raw);
  if (!frame) {
    client.bad += 1;
    send(client, { t: "error", code: "BAD_FRAME", msg: "消息格式不正确" });
    if (client.bad >= limits.badFrames) client.ws.close(1008, "bad frames");
    return null;
  }
  if (frame.t === "typing") {
    // Typing is shown, never stored: at most one every 2 s, and it does not use up the message budget.
    if (Date.now() - client.lastTyping < 2000) return null;
    client.lastTyping = Date.now();
  } else if (!allowed(client, limits)) {
    client.strikes += 1;
    send(client, { t: "error", ref: frame.ref, code: "RATE_LIMITED", msg: "发送太频繁，请稍后再试" });
    if (client.strikes >= limits.burst * 3) client.ws.close(1008, "rate limited");
    return null;
  }
  return frame;
}

export async function handle(client: Client, frame: VisitorFrame | AgentFrame, events: EventBus) {
  try {
    if (client.role === "agent") await onAgentFrame(client, frame as AgentFrame, events);
    else await onVisitorFrame(client, frame as VisitorFrame, events);
  } catch (err) {
    if (err instanceof AppError) send(client, { t: "error", ref: frame.ref, code: err.kind, msg: err.userMessage });
    else {
      client.ctx.log.error({ err }, "chat frame failed");
      send(client, { t: "error", ref: frame.ref, code: "INTERNAL", msg: "服务暂时不可用，请稍后再试" });
    }
  }
}

async function onVisitorFrame(client: Client, frame: VisitorFrame, events: EventBus) {
  switch (frame.t) {
    case "hello":
      client.meta = {
        source: frame.source,
        page: frame.page,
        guestId: frame.guestId,
        browser: frame.bid ? browserVisitor(frame.bid) : undefined,
      };
      return send(client, { t: "ack", ref: frame.ref });
    case "message":
      await sendVisitorMessage(client.ctx, { kind: frame.kind, body: frame.body, meta: client.meta });
      return send(client, { t: "ack", ref: frame.ref });
    case "typing": {
      const conversationId = await liveConversationId(client.ctx);
      if (conversationId) {
        await events.publish(CHAT_CHANNEL, {
          to: "agents",
          visitorKey: client.key,
          frame: { t: "typing", conversationId, from: "visitor" },
        } satisfies ChatEvent);
      }
      return;
    }
    case "read":
      return markVisitorRead(client.ctx, frame.upTo);
    case "ping":
      return send(client, { t: "pong", ref: frame.ref });
  }
}

async function onAgentFrame(client: Client, frame: AgentFrame, events: EventBus) {
  const { ctx } = client;
  switch (frame.t) {
    case "presence":
      await setAgentPresence(ctx, frame.status);
      return send(client, { t: "ack", ref: frame.ref });
    case "accept":
      await acceptChat(ctx, frame.id);
      return send(client, { t: "ack", ref: frame.ref });
    case "message":
      await sendAgentMessage(ctx, frame.id, { kind: frame.kind, body: frame.body });
      return send(client, { t: "ack", ref: frame.ref });
    case "typing": {
      const visitorKey = await agentConversationKey(ctx, frame.id);
      await events.publish(CHAT_CHANNEL, {
        to: "visitor",
        visitorKey,
        frame: { t: "typing", conversationId: frame.id, from: "agent" },
      } satisfies ChatEvent);
      return;
    }
    case "read":
      return markAgentRead(ctx, frame.id, frame.upTo);
    case "transfer":
      await transferChat(ctx, frame.id, frame.to);
      return send(client, { t: "ack", ref: frame.ref });
    case "close":
      await closeChat(ctx, frame.id);
      return send(client, { t: "ack", ref: frame.ref });
    case "ping":
      return send(client, { t: "pong", ref: frame.ref });
  }
}
