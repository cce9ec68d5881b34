/**
 * npm run backup [-- --out DIR]: the configured database (DATA_DIR or DATABASE_URL, as `npm start`)
 * and the stored files into backups/<YYYYMMDD-HHmmss>/ (or DIR), with manifest.json listing each
 * file's size and sha256 and each table's rows. Safe while the server runs: the database is read as
 * of one moment (a snapshot the server takes, or pg_dump's), and the files are copied after it, so
 * every file a row of that moment refers to is in the copy. The directory appears only when complete.
 */
import { randomBytes } from "node:crypto";
import { existsSync } from "node:fs";
import { mkdir, rename, rm } from "node:fs/promises";
import path from "node:path";
import { parseArgs } from "node:util";
import { loadConfig } from "../apps/server/config";
import { copyStoredFiles } from "./backup/files";
import { checksumEntries, FORMAT, type Manifest, VERSION, writeManifest } from "./backup/manifest";
import { dumpPglite, inventoryOfArchive } from "./backup/pglite";
import { dumpPostgres } from "./backup/postgres";

const USAGE = "用法：npm run backup [-- --out 目录]";

function stamp(d: Date): string {
  const p = (n: number) => String(n).padStart(2, "0");
  return `${d.getFullYear()}${p(d.getMonth() + 1)}${p(d.getDate())}-${p(d.getHours())}${p(d.getMinutes())}${p(d.getSeconds())}`;
}

async function backup(out: string | undefined) {
  const config = loadConfig();
  const createdAt = new Date();
  const target = path.resolve(out ?? path.join("backups", stamp(createdAt)));
  if (existsSync(target)) throw new Error(`${target} 已存在，请换一个目录`);
  // Written beside the target and renamed at the end: a failed backup leaves no directory that looks whole.
  const work = `${target}.partial-${randomBytes(4).toString("hex")}`;
  await mkdir(work, { recursive: true, mode: 0o700 });
  try {
    let database: Manifest["database"];
    if (config.DATABASE_URL) {
      const file = "database.pgdump";
      const dumped = await dumpPostgres(config.DATABASE_URL, path.join(work, file));
      database = { kind: "postgres", file, online: true, ...dumped };
    } else {
      const file = "database.tar.gz";
      const { online } = await dumpPglite(config.DATA_DIR, config.dbDir, path.join(work, file));
      console.log("检查备份：解开并打开数据库，统计各表行数……");
      database = { kind: "pglite", file, online, ...(await inventoryOfArchive(path.join(work, file), path.join(work, ".verify"))) };
    }
    console.log(`数据库已备份：${Object.keys(database.tables).length} 张表，最新迁移 ${database.lastMigration?.tag ?? "无"}`);

    let files: Manifest["files"];
    if (config.S3_BUCKET) {
      console.log(`文件存放在对象存储（存储桶 ${config.S3_BUCKET}），不在本备份中：请用存储桶的版本控制或跨区域复制保护它们`);
      files = { storage: "s3", copied: false, count: 0, bytes: 0, vanished: 0 };
    } else {
      const copied = await copyStoredFiles(path.resolve(config.DATA_DIR, "files"), path.join(work, "files"));
      files = { storage: "local", copied: true, bytes: 0, ...copied };
      if (copied.vanished) console.log(`注意：${copied.vanished} 个文件在数据库快照之后被删除，未能复制`);
    }

    console.log("计算校验和……");
    const entries = await checksumEntries(work);
    files.bytes = entries.filter((e) => e.path.startsWith("files/")).reduce((sum, e) => sum + e.size, 0);
    const manifest: Manifest = { format: FORMAT, version: VERSION, createdAt: createdAt.toISOString(), database, files, entries };
    await writeManifest(work, manifest);
    await rename(work, target);
    const size = entries.reduce((sum, e) => sum + e.size, 0);
    console.log(
      `备份完成：${target}（数据库${database.online ? "在线" : "离线"}备份，${files.count} 个文件，共 ${(size / 1048576).toFixed(1)} MB）`,
    );
  } catch (err) {
    await rm(work, { recursive: true, force: true });
    throw err;
  }
}

try {
  const { values } = parseArgs({ options: { out: { type: "string" }, help: { type: "boolean", short: "h" } } });
  if (values.help) console.log(USAGE);
  else await backup(values.out);
} catch (err) {
  // parseArgs names an unknown option in English; the usage line says what is expected.
  if ((err as { code?: string }).code?.startsWith("ERR_PARSE_ARGS")) console.error(USAGE);
  console.error(`备份失败：${err instanceof Error ? err.message : err}`);
  process.exitCode = 1;
}
