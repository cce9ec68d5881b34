import { type ChildProcess, spawn } from "node:child_process";
import { fileURLToPath } from "node:url";
import { eventBusReady, redisEventBus } from "@portal/core";
import { Redis } from "ioredis";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { staffSession } from "../api/testing/staff-testkit";
import { startTestServer } from "../testing";
import { connect } from "./ws-client";

const DB = process.env.TEST_DATABASE_URL;
const REDIS = process.env.TEST_REDIS_URL;

/**
 * Two server processes on one PostgreSQL database and one Redis (DESIGN §8): a visitor connected to
 * one and an agent connected to the other see each other's messages, through Redis pub/sub only.
 */
describe.skipIf(!DB || !REDIS)("chat fan-out across two server processes", () => {
  let t: Awaited<ReturnType<typeof startTestServer>>;
  let redis: Redis;
  let peer: ChildProcess;
  let peerPort = 0;
  const prefix = `test:fanout:${Date.now()}:`;

  beforeAll(async () => {
    redis = new Redis(REDIS as string);
    const events = redisEventBus(redis, prefix);
    t = await startTestServer("postgres", { events });
    await eventBusReady(events);
    const entry = fileURLToPath(new URL("./testing/fanout-peer.ts", import.meta.url));
    peer = spawn(process.execPath, ["--import", "tsx", entry], {
      env: { ...process.env, PEER_DATABASE_URL: t.database.url, PEER_REDIS_URL: REDIS, PEER_PREFIX: prefix, NODE_ENV: "test" },
      stdio: ["ignore", "pipe", "inherit"],
    });
    peerPort = await new Promise<number>((resolve, reject) => {
      let out = "";
      peer.stdout?.on("data", (d) => {
        out += d;
        const m = /PORT (\d+)/.exec(out);
        if (m) resolve(Number(m[1]));
      });
      peer.once("exit", (code) => reject(new Error(`peer exited with ${code}`)));
    });
  }, 120_000);

  afterAll(async () => {
    if (peer && peer.exitCode === null) {
      const exited = new Promise((r) => peer.once("exit", r));
      peer.kill("SIGTERM");
      await exited;
    }
    await t?.close();
    await redis?.quit();
  });

  it("a visitor on the second process and an agent on the first talk to each other", async () => {
    expect(peer.pid).not.toBe(process.pid);
    const agent = await staffSession(t.database, "13700000021", ["operator"], "钱客服");
    const peerOrigin = `http://127.0.0.1:${peerPort}`;
    const init = await fetch(`${peerOrigin}/api/crm/sdm/open/session/init`, {
      method: "POST",
      headers: { "Content-Type": "application/json", "X-Requested-With": "XMLHttpRequest", Origin: peerOrigin },
      body: "{}",
    });
    const cookie = (init.headers.get("set-cookie") ?? "").split(";")[0];

    const a = await connect(`ws://127.0.0.1:${t.port}/api/ws/agent`, { Origin: t.origin, Cookie: agent.cookie });
    a.send({ t: "presence", ref: "p", status: "online" });
    await a.next((f) => f.t === "ack");
    const v = await connect(`ws://127.0.0.1:${peerPort}/api/ws/chat`, { Origin: peerOrigin, Cookie: cookie });
    await v.next((f) => f.t === "ready");

    v.send({ t: "message", body: "两台服务器之间也能收到吗？" });
    const queued = await a.next((f) => f.t === "conversation" && f.conversation.status === "waiting");
    await a.next((f) => f.t === "message" && f.message.body === "两台服务器之间也能收到吗？");
    a.send({ t: "accept", id: queued.conversation.id });
    a.send({ t: "message", ref: "r", id: queued.conversation.id, body: "能收到，消息经 Redis 转发。" });
    await a.next((f) => f.t === "ack" && f.ref === "r");
    const answer = await v.next((f) => f.t === "message" && f.message.sender === "agent");
    expect(answer.message).toMatchObject({ body: "能收到，消息经 Redis 转发。", agentName: "钱客服" });
    a.ws.close();
    v.ws.close();
  });
});
