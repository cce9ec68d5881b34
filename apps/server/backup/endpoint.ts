import { randomBytes } from "node:crypto";
import { readdirSync, rmSync } from "node:fs";
import { rm } from "node:fs/promises";
import path from "node:path";
import { ERRORS } from "@portal/contract";
import type { Database } from "@portal/db";
import type { Context } from "hono";
import type { AppEnv } from "../env";
import { sameToken } from "../middleware/metrics-access";
import { tarDirectory } from "./tar";

/** Where `npm run backup` asks a running server for its embedded database (outside /api and its docs). */
export const BACKUP_PATH = "/internal/backup";
const SNAPSHOT_PREFIX = ".backup-";

export interface BackupEndpoint {
  /** A fresh random token of this server process; it is in DATA_DIR/db-owner.json (0600) for the script. */
  token: string;
  dataDir: string;
}

const refuse = (c: Context<AppEnv>, status: 401 | 403 | 409, code: string, msg: string) => c.json({ code, msg, data: null }, status);

/**
 * POST /internal/backup: the embedded database as a tar stream, taken as of one moment while the
 * site keeps running (packages/db backup.ts). Loopback alone would not do as authorisation, since a
 * reverse proxy on this machine forwards from loopback: the caller must show the token only readers of
 * DATA_DIR can see. The snapshot is a directory in DATA_DIR, removed once sent or abandoned; several
 * requests at once each get their own (PGlite takes the snapshots one after the other).
 */
export function backupHandler(endpoint: BackupEndpoint, database: Database) {
  // Snapshots left by a backup this directory's previous server was sending when it stopped.
  for (const name of readdirSync(endpoint.dataDir))
    if (name.startsWith(SNAPSHOT_PREFIX)) rmSync(path.join(endpoint.dataDir, name), { recursive: true, force: true });

  return async (c: Context<AppEnv>) => {
    const bearer = c.req.header("authorization")?.match(/^Bearer (.+)$/)?.[1];
    if (!bearer) return refuse(c, 401, ERRORS.Unauthenticated.code, "缺少备份令牌（见数据目录中的 db-owner.json）");
    if (!sameToken(bearer, endpoint.token)) return refuse(c, 403, ERRORS.Forbidden.code, "备份令牌不正确");
    if (!database.snapshot)
      return refuse(c, 409, ERRORS.Conflict.code, "本服务使用 PostgreSQL，请直接运行 npm run backup（由 pg_dump 导出）");
    const dir = path.join(endpoint.dataDir, `${SNAPSHOT_PREFIX}${randomBytes(6).toString("hex")}`);
    const started = Date.now();
    try {
      await database.snapshot(dir);
    } catch (err) {
      await rm(dir, { recursive: true, force: true });
      throw err;
    }
    c.get("log").info({ ms: Date.now() - started }, "数据库快照已生成，开始发送备份");
    const entries = tarDirectory(dir);
    const cleanup = () => rm(dir, { recursive: true, force: true });
    const body = new ReadableStream<Uint8Array>({
      async pull(controller) {
        try {
          const next = await entries.next();
          if (next.done) {
            controller.close();
            await cleanup();
          } else controller.enqueue(next.value);
        } catch (err) {
          controller.error(err);
          await cleanup();
        }
      },
      async cancel() {
        await entries.return(undefined);
        await cleanup();
      },
    });
    return c.body(body, 200, { "Content-Type": "application/x-tar", "Cache-Control": "no-store" });
  };
}
