import { ERRORS, ok } from "@portal/contract";
import { listOutbox } from "@portal/core";
import type { Context } from "hono";
import type { AppEnv } from "../env";
import { fromThisMachine, sameToken } from "../middleware/metrics-access";
import type { BackupEndpoint } from "./endpoint";

/** Where `npm run outbox` asks a running server for the newest outbox messages (outside /api and its docs). */
export const OUTBOX_PATH = "/internal/outbox";

const refuse = (c: Context<AppEnv>, status: 401 | 403, code: string, msg: string) => c.json({ code, msg, data: null }, status);

/**
 * GET /internal/outbox?count=N: the newest messages the outbox kept, for an operator on this
 * machine while the server holds the embedded database (issue 29: no more stopping the portal to
 * read the first administrator's code). Two locks: the TCP peer must be loopback with no proxy
 * header (a proxy in front forwards from loopback too, and adds X-Forwarded-For), and the caller must
 * show the token of DATA_DIR/db-owner.json (0600), the same one `npm run backup` uses — whoever can
 * read that file can read the database files anyway.
 */
export function outboxHandler(endpoint: BackupEndpoint) {
  return async (c: Context<AppEnv>) => {
    if (!fromThisMachine(c)) return c.text("Not Found", 404);
    const bearer = c.req.header("authorization")?.match(/^Bearer (.+)$/)?.[1];
    if (!bearer) return refuse(c, 401, ERRORS.Unauthenticated.code, "缺少令牌（见数据目录中的 db-owner.json）");
    if (!sameToken(bearer, endpoint.token)) return refuse(c, 403, ERRORS.Forbidden.code, "令牌不正确");
    const count = Math.min(Math.max(Number.parseInt(c.req.query("count") ?? "5", 10) || 5, 1), 100);
    const ctx = { ...c.get("ctx"), actor: { kind: "system" as const, job: "outbox-cli" } };
    const { records } = await listOutbox(ctx, { current: 1, size: count, recipient: c.req.query("recipient") || undefined });
    c.get("log").info({ count: records.length }, "发件箱已由本机命令读取");
    return c.json(ok(records), 200, { "Cache-Control": "no-store" });
  };
}
