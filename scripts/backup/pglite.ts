import { createReadStream, createWriteStream } from "node:fs";
import { rm } from "node:fs/promises";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { ReadableStream as WebReadableStream } from "node:stream/web";
import { createGunzip, createGzip } from "node:zlib";
import { type Inventory, inventory, migrationsFolder, openDatabase, PROCESS_FILES } from "@portal/db";
import { sql } from "drizzle-orm";
import { BACKUP_PATH } from "../../apps/server/backup/endpoint";
import { claimDataDir, currentOwner } from "../../apps/server/backup/owner";
import { extractTar, tarDirectory } from "../../apps/server/backup/tar";
import { isEmptyDir } from "./files";

/**
 * The embedded database into `archive` (a gzipped tar of its directory). While the server runs, it
 * is the one process that may read the database, so it is asked for a snapshot; otherwise this
 * process takes the directory (so no server starts meanwhile) and archives it as it lies.
 */
export async function dumpPglite(dataDir: string, dbDir: string, archive: string): Promise<{ online: boolean }> {
  const owner = currentOwner(dataDir);
  if (owner?.role === "server") {
    if (!owner.url || !owner.token) throw new Error(`服务（进程 ${owner.pid}）正在启动，请等它启动完成后再备份`);
    console.log(`服务正在运行（进程 ${owner.pid}），向它请求数据库快照……`);
    const res = await fetch(`${owner.url}${BACKUP_PATH}`, { method: "POST", headers: { Authorization: `Bearer ${owner.token}` } }).catch(
      (err: Error) => {
        throw new Error(`无法连接正在运行的服务（进程 ${owner.pid}，${owner.url}）：${err.cause ?? err.message}`);
      },
    );
    if (!res.ok || !res.body) {
      const msg = await res.json().then(
        (b: { msg?: string }) => b.msg,
        () => undefined,
      );
      throw new Error(`服务拒绝了备份请求（HTTP ${res.status}）${msg ? `：${msg}` : ""}`);
    }
    await pipeline(Readable.fromWeb(res.body as WebReadableStream<Uint8Array>), createGzip(), createWriteStream(archive));
    return { online: true };
  }
  if (await isEmptyDir(dbDir)) throw new Error(`${dbDir} 中没有内嵌数据库，无可备份（使用 PostgreSQL 时请设置 DATABASE_URL）`);
  // Throws when another backup or a restore holds the directory, or a server started just now.
  const claim = claimDataDir(dataDir, "backup");
  try {
    console.log("服务未运行，直接读取内嵌数据库目录……");
    await pipeline(Readable.from(tarDirectory(dbDir, PROCESS_FILES)), createGzip(), createWriteStream(archive));
  } finally {
    claim.release();
  }
  return { online: false };
}

export async function extractArchive(archive: string, dest: string): Promise<void> {
  await extractTar(createReadStream(archive).pipe(createGunzip()), dest);
}

/**
 * Opens an unpacked data directory with PGlite (which finishes any interrupted transaction the way
 * it would after a crash) and counts its rows: proof the archive is a database, not only a file.
 */
export async function inventoryOfDirectory(dir: string): Promise<Inventory> {
  const database = await openDatabase({ dataDir: dir });
  try {
    const run = async (text: string) => ((await database.db.execute(sql.raw(text))) as unknown as { rows: Record<string, unknown>[] }).rows;
    return await inventory(run, migrationsFolder);
  } finally {
    await database.close();
  }
}

/** Unpacks the archive into a scratch directory, takes its inventory and removes it again. */
export async function inventoryOfArchive(archive: string, scratch: string): Promise<Inventory> {
  try {
    await extractArchive(archive, scratch);
    return await inventoryOfDirectory(scratch);
  } finally {
    await rm(scratch, { recursive: true, force: true });
  }
}
