/**
 * npm run outbox [-- 数量] [-- --to 手机号或邮箱]: the newest messages of the outbox (SMS and e-mail
 * kept instead of delivered when no provider is configured), e.g. the first administrator's login
 * code or a visitor's registration code to pass on. Works while the server runs (issue 29):
 *   - embedded database (default): asks the running server over loopback with the token of
 *     DATA_DIR/db-owner.json (0600); when no server runs, opens the database itself;
 *   - PostgreSQL (DATABASE_URL): reads the table directly.
 * Times are Beijing time.
 */
import { parseArgs } from "node:util";
import { chinaDateTime, listOutbox, memoryCache, type OutboxRow, silentLogger } from "@portal/core";
import { openDatabase } from "@portal/db";
import { OUTBOX_PATH } from "../apps/server/backup/outbox-endpoint";
import { claimDataDir, currentOwner } from "../apps/server/backup/owner";
import { loadConfig } from "../apps/server/config";

const USAGE = "用法：npm run outbox [-- 条数] [-- --to 手机号或邮箱]";

async function fromServer(url: string, token: string, count: number, to?: string): Promise<OutboxRow[]> {
  const query = new URLSearchParams({ count: String(count), ...(to ? { recipient: to } : {}) });
  const res = await fetch(`${url}${OUTBOX_PATH}?${query}`, { headers: { Authorization: `Bearer ${token}` } }).catch((err: Error) => {
    throw new Error(`无法连接正在运行的服务（${url}）：${err.cause ?? err.message}`);
  });
  const body = (await res.json().catch(() => null)) as { msg?: string; data?: OutboxRow[] } | null;
  if (!res.ok || !body?.data) throw new Error(`服务拒绝了请求（HTTP ${res.status}）${body?.msg ? `：${body.msg}` : ""}`);
  return body.data;
}

async function fromDatabase(config: ReturnType<typeof loadConfig>, count: number, to?: string): Promise<OutboxRow[]> {
  // The embedded database opens in one process at a time: hold the directory so no server starts meanwhile.
  const claim = config.DATABASE_URL ? undefined : claimDataDir(config.DATA_DIR, "outbox");
  const database = await openDatabase({ url: config.DATABASE_URL || undefined, dataDir: config.dbDir });
  try {
    const ctx = {
      actor: { kind: "system" as const, job: "outbox-cli" },
      db: database.db,
      cache: memoryCache(),
      now: () => new Date(),
      log: silentLogger,
    };
    return (await listOutbox(ctx, { current: 1, size: count, recipient: to })).records;
  } finally {
    await database.close();
    claim?.release();
  }
}

async function main() {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { to: { type: "string" }, help: { type: "boolean", short: "h" } },
  });
  if (values.help) return console.log(USAGE);
  const count = Math.min(Math.max(Number.parseInt(positionals[0] ?? "5", 10) || 5, 1), 100);
  const config = loadConfig();
  const owner = config.DATABASE_URL ? undefined : currentOwner(config.DATA_DIR);
  let rows: OutboxRow[];
  if (owner?.role === "server") {
    if (!owner.url || !owner.token) throw new Error(`服务（进程 ${owner.pid}）正在启动，请稍后再试`);
    rows = await fromServer(owner.url, owner.token, count, values.to);
  } else {
    rows = await fromDatabase(config, count, values.to);
  }
  if (rows.length === 0) return console.log("发件箱是空的。");
  console.log(`最新 ${rows.length} 条（北京时间，新的在前）：`);
  for (const r of rows) {
    const channel = r.channel === "sms" ? "短信" : "邮件";
    const body = r.subject ? `${r.subject}：${r.body}` : r.body;
    console.log(`${chinaDateTime(new Date(r.createdAt))}  ${channel}  ${r.recipient}  ${body}`);
  }
}

try {
  await main();
} catch (err) {
  if ((err as { code?: string }).code?.startsWith("ERR_PARSE_ARGS")) console.error(USAGE);
  else console.error(err instanceof Error ? err.message : err);
  process.exitCode = 1;
}
