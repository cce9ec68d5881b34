import type { IncomingMessage } from "node:http";
import { createRequire } from "node:module";
import type { Duplex } from "node:stream";
import {
  CHAT_CHANNEL,
  type ChatEvent,
  type ChatVisitor,
  type Ctx,
  chatVisitorKey,
  type EventBus,
  hashVisitorToken,
  hasPermission,
  resolveSession,
  setAgentPresence,
  touchAgentPresence,
} from "@portal/core";
import { parse as parseCookies } from "hono/utils/cookie";
import type { WebSocket, WebSocketServer } from "ws";
import type { AppLogger } from "../logger";
import { SESSION_COOKIE } from "../middleware/session";
import { admit, type ChatSocketLimits, type Client, handle, send } from "./socket-frames";

const requireHere = createRequire(import.meta.url);

export type { ChatSocketLimits };

/** The anonymous visitor's chat cookie (HttpOnly), set by /crm/sdm/open/session/init. */
export const CHAT_COOKIE = "ocs";
export const VISITOR_PATH = "/api/ws/chat";
export const AGENT_PATH = "/api/ws/agent";

// 50 sockets per address: an office behind one NAT address may have many people chatting at once.
const DEFAULT_LIMITS: ChatSocketLimits = { burst: 10, perSecond: 1, perIp: 50, badFrames: 10, heartbeatMs: 30_000 };
/** A frame larger than this closes the socket (1009): a chat message is at most a few KB. */
const MAX_FRAME_BYTES = 16 * 1024;

export interface ChatSocketDeps {
  /** Everything a service call needs but the actor and logger. */
  base: Omit<Ctx, "actor" | "log"> & { events: EventBus };
  logger: AppLogger;
  trustProxy: boolean;
  /** The site's public origin; without it a browser's Origin must match the Host it connected to. */
  publicOrigin?: string;
  limits?: Partial<ChatSocketLimits>;
}

function reject(socket: Duplex, status: number, reason: string) {
  const text = Buffer.from(JSON.stringify({ code: String(status), msg: reason }));
  socket.end(
    `HTTP/1.1 ${status} ${reason === "" ? "Error" : "Refused"}\r\nConnection: close\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${text.length}\r\n\r\n${text}`,
  );
}

/** The caller's address: the proxy's X-Forwarded-For when we sit behind one we trust. */
function clientIp(req: IncomingMessage, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = String(req.headers["x-forwarded-for"] ?? "")
      .split(",")[0]
      ?.trim();
    if (forwarded) return forwarded;
  }
  return req.socket.remoteAddress ?? "unknown";
}

/** Only our own pages may open a socket that rides our cookies. */
function originAllowed(req: IncomingMessage, publicOrigin: string | undefined): boolean {
  const origin = req.headers.origin;
  if (!origin) return false;
  try {
    const host = new URL(origin).host;
    if (publicOrigin && host === new URL(publicOrigin).host) return true;
    return host === req.headers.host;
  } catch {
    return false;
  }
}

/**
 * Every `everyMs`: a socket that did not answer the last ping is dropped, the others are pinged,
 * sessions are checked again and agents' presence is refreshed.
 */
function startHeartbeat(sockets: () => WebSocketServer | undefined, everyMs: number, logger: AppLogger) {
  const heartbeat = setInterval(() => {
    const touched = new Set<string>();
    for (const client of (sockets()?.clients ?? []) as Set<WebSocket & { client?: Client }>) {
      const c = client.client;
      if (!c) continue;
      if (!c.alive) {
        client.terminate();
        continue;
      }
      c.alive = false;
      client.ping();
      if (c.sessionToken) void recheckSession(c, logger);
      if (c.role === "agent" && !touched.has(c.key)) {
        touched.add(c.key);
        void touchAgentPresence(c.ctx).catch((err) => logger.warn({ err }, "agent presence not refreshed"));
      }
    }
  }, everyMs);
  heartbeat.unref();
  return heartbeat;
}

/** A socket opened with a session ends with it (logout, password change, account deletion). */
async function recheckSession(c: Client, logger: AppLogger) {
  try {
    if (!(await resolveSession(c.ctx, c.sessionToken as string))) c.ws.close(4401, "session ended");
  } catch (err) {
    logger.warn({ err }, "session re-check failed");
  }
}

/**
 * The customer-service chat over WebSocket (DESIGN §8): visitors on /api/ws/chat, agents on
 * /api/ws/agent. Upgrades are checked before a socket exists: the Origin must be ours (no other site
 * can open a socket riding our cookies), the session or chat cookie must be valid, agents need the
 * chat:answer permission, and one address holds at most `perIp` sockets. Every change is published on
 * `ctx.events`; each process delivers it to the sockets it holds, so with Redis a visitor on one
 * process and an agent on another see each other.
 */
export function chatSockets(deps: ChatSocketDeps) {
  const limits = { ...DEFAULT_LIMITS, ...deps.limits };
  // The socket library (~50 ms to load) is loaded on the first upgrade, not at every start.
  let opened: WebSocketServer | undefined;
  const wss = () => {
    opened ??= new (requireHere("ws") as typeof import("ws")).WebSocketServer({ noServer: true, maxPayload: MAX_FRAME_BYTES });
    return opened;
  };
  const visitors = new Map<string, Set<Client>>();
  const agents = new Set<Client>();
  const perIp = new Map<string, number>();
  let closing = false;

  const unsubscribe = deps.base.events.subscribe(CHAT_CHANNEL, (payload) => {
    const event = payload as ChatEvent;
    if (event.to !== "agents") for (const client of visitors.get(event.visitorKey) ?? []) send(client, event.frame);
    if (event.to !== "visitor") for (const client of agents) send(client, event.frame);
  });

  const heartbeat = startHeartbeat(() => opened, limits.heartbeatMs, deps.logger);

  async function handleUpgrade(req: IncomingMessage, socket: Duplex, head: Buffer) {
    socket.on("error", () => undefined);
    const path = (req.url ?? "").split("?")[0];
    const role = path === VISITOR_PATH ? "visitor" : path === AGENT_PATH ? "agent" : null;
    if (!role) return reject(socket, 404, "not found");
    if (closing) return reject(socket, 503, "服务器正在重启，请稍后重连");
    if (!originAllowed(req, deps.publicOrigin)) return reject(socket, 403, "不允许从其他网站连接");
    const ip = clientIp(req, deps.trustProxy);
    if ((perIp.get(ip) ?? 0) >= limits.perIp) return reject(socket, 429, "连接过多，请关闭多余的页面后再试");
    const log = deps.logger.child({ ws: role });
    let ctx: Ctx = { ...deps.base, actor: { kind: "anonymous", ip }, log };
    const cookies = parseCookies(req.headers.cookie ?? "");
    const sid = cookies[SESSION_COOKIE];
    try {
      const session = sid ? await resolveSession(ctx, sid) : null;
      if (session)
        ctx = { ...ctx, actor: { kind: "user", userId: session.userId, sessionId: session.sessionId, roles: session.roles, ip } };
    } catch (err) {
      log.error({ err }, "session check failed on upgrade");
      return reject(socket, 503, "服务暂时不可用");
    }
    let visitor: ChatVisitor | undefined;
    if (role === "agent") {
      if (ctx.actor.kind !== "user") return reject(socket, 401, "请先登录");
      if (!hasPermission(ctx.actor.roles, "chat:answer")) return reject(socket, 403, "没有客服权限");
    } else if (ctx.actor.kind === "user") {
      visitor = { userId: ctx.actor.userId };
    } else {
      const token = cookies[CHAT_COOKIE];
      if (!token || token.length > 100) return reject(socket, 401, "请先打开客服窗口");
      visitor = { tokenHash: hashVisitorToken(token) };
      ctx = { ...ctx, actor: { kind: "chatVisitor", tokenHash: visitor.tokenHash, ip } };
    }
    wss().handleUpgrade(req, socket, head, (ws) => {
      const client: Client = {
        ws,
        role,
        ctx,
        ip,
        sessionToken: ctx.actor.kind === "user" ? sid : undefined,
        key: visitor ? chatVisitorKey(visitor) : (ctx.actor as { userId: string }).userId,
        meta: {},
        tokens: limits.burst,
        refilledAt: Date.now(),
        strikes: 0,
        bad: 0,
        alive: true,
        handling: Promise.resolve(),
        lastTyping: 0,
      };
      connected(client);
    });
  }

  function connected(client: Client) {
    const { ws } = client;
    (ws as WebSocket & { client?: Client }).client = client;
    perIp.set(client.ip, (perIp.get(client.ip) ?? 0) + 1);
    if (client.role === "agent") agents.add(client);
    else {
      const set = visitors.get(client.key) ?? new Set();
      set.add(client);
      visitors.set(client.key, set);
    }
    ws.on("pong", () => {
      client.alive = true;
    });
    // An agent who accepts a chat and answers at once sends two frames back to back: the answer must
    // not overtake the acceptance (seen as "请先接入该会话" in the fan-out test).
    ws.on("message", (data, isBinary) => {
      const frame = admit(client, isBinary ? null : data.toString(), limits);
      if (frame) client.handling = client.handling.then(() => handle(client, frame, deps.base.events));
    });
    ws.on("error", () => undefined);
    ws.on("close", () => {
      perIp.set(client.ip, (perIp.get(client.ip) ?? 1) - 1);
      if ((perIp.get(client.ip) ?? 0) <= 0) perIp.delete(client.ip);
      if (client.role === "agent") {
        agents.delete(client);
        const stillHere = [...agents].some((a) => a.key === client.key);
        if (!stillHere && !closing) void setAgentPresence(client.ctx, "offline").catch(() => undefined);
      } else {
        const set = visitors.get(client.key);
        set?.delete(client);
        if (set?.size === 0) visitors.delete(client.key);
      }
    });
    send(client, { t: "ready", role: client.role });
  }

  return {
    handleUpgrade: (req: IncomingMessage, socket: Duplex, head: Buffer) => {
      handleUpgrade(req, socket, head).catch((err) => {
        deps.logger.error({ err }, "websocket upgrade failed");
        reject(socket, 500, "服务器错误");
      });
    },
    /** Sockets open in this process. */
    size: () => opened?.clients.size ?? 0,
    /**
     * Shutdown: no new sockets; open ones get 1001 (going away) so browsers reconnect to another
     * process, and whatever has not closed after a second is cut.
     */
    async close() {
      closing = true;
      clearInterval(heartbeat);
      unsubscribe();
      const open = opened;
      if (!open) return;
      for (const ws of open.clients) ws.close(1001, "server restarting");
      const deadline = Date.now() + 1000;
      while (open.clients.size > 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
      for (const ws of open.clients) ws.terminate();
      await new Promise<void>((resolve) => open.close(() => resolve()));
    },
  };
}

export type ChatSockets = ReturnType<typeof chatSockets>;
