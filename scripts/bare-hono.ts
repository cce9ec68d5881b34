/**
 * The machine's own limit for the benchmark (issue 15): a bare Hono server on @hono/node-server that
 * answers every GET with one fixed HTML page of BARE_BYTES bytes — no database, no rendering, no
 * middleware. `npm run bench` runs it beside ours and prints our figures as a share of it.
 * Prints "PORT <n>" once listening.
 */
import type { AddressInfo } from "node:net";
import { serve } from "@hono/node-server";
import { Hono } from "hono";

const bytes = Number(process.env.BARE_BYTES ?? 30_000);
const page = `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><title>参照页</title></head><body>${"筑".repeat(Math.max(0, Math.floor((bytes - 120) / 3)))}</body></html>`;
const app = new Hono();
app.get("*", (c) => c.html(page));
const server = serve({ fetch: app.fetch, port: 0, hostname: "127.0.0.1" }, (info: AddressInfo) => {
  process.stdout.write(`PORT ${info.port}\n`);
});
process.on("SIGTERM", () => server.close(() => process.exit(0)));
