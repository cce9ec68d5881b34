/**
 * npm run restore -- <backup-dir> [--force]: checks every checksum of the backup first (a damaged
 * backup is refused before anything is touched), then restores into the configured target (DATA_DIR
 * or DATABASE_URL, as `npm start`). The target must be empty, and for the embedded database no server
 * may be running on it; --force replaces what is there (the embedded database and files are moved
 * aside into DATA_DIR/replaced-<time>/, not deleted). The database is checked row by row against the
 * manifest before it is put in place.
 */
import { randomBytes } from "node:crypto";
import { mkdir, rename, rm } from "node:fs/promises";
import path from "node:path";
import { parseArgs } from "node:util";
import { claimDataDir, DataDirBusy } from "../apps/server/backup/owner";
import { loadConfig } from "../apps/server/config";
import { openStorage } from "../apps/server/storage";
import { copyStoredFiles, isEmptyDir, uploadFiles } from "./backup/files";
import { compareTables, type Manifest, readManifest, verifyEntries } from "./backup/manifest";
import { extractArchive, inventoryOfDirectory } from "./backup/pglite";
import { restorePostgres, tablesIn } from "./backup/postgres";

const USAGE = "用法：npm run restore -- <备份目录> [--force]";
const KIND_NAMES = { pglite: "内嵌数据库（PGlite）", postgres: "PostgreSQL" };

type Config = ReturnType<typeof loadConfig>;

function checkRows(manifest: Manifest, actual: Record<string, number>) {
  const differences = compareTables(manifest.database.tables, actual);
  if (differences.length) throw new Error(`恢复出的数据库与备份清单不符：\n  ${differences.slice(0, 5).join("\n  ")}`);
}

/** Moves what `force` replaces into DATA_DIR/replaced-<time>/ and puts the prepared directory in its place. */
async function swapIn(prepared: string, target: string, aside: string) {
  if (!(await isEmptyDir(target))) {
    await mkdir(aside, { recursive: true });
    await rename(target, path.join(aside, path.basename(target)));
    console.log(`原有的 ${target} 已移到 ${aside}`);
  } else await rm(target, { recursive: true, force: true });
  await rename(prepared, target);
}

async function restore(dir: string, force: boolean) {
  const manifest = await readManifest(dir);
  console.log(`校验备份（${manifest.createdAt}，${manifest.entries.length} 个文件）……`);
  await verifyEntries(dir, manifest);
  console.log("校验通过");

  const config = loadConfig();
  const kind = config.DATABASE_URL ? "postgres" : "pglite";
  if (manifest.database.kind !== kind)
    throw new Error(
      `这是${KIND_NAMES[manifest.database.kind]}的备份，当前配置的是${KIND_NAMES[kind]}：` +
        (kind === "postgres" ? "请去掉 DATABASE_URL 恢复到内嵌数据库" : "请设置 DATABASE_URL 指向要恢复到的 PostgreSQL 数据库"),
    );
  const filesDir = path.resolve(config.DATA_DIR, "files");
  const localFiles = manifest.files.copied && !config.S3_BUCKET;
  const work = path.join(config.DATA_DIR, `.restore-${randomBytes(4).toString("hex")}`);
  const aside = path.join(config.DATA_DIR, `replaced-${new Date().toISOString().replace(/[:.]/g, "-")}`);
  // For the embedded database this process holds the directory: no server starts in the middle.
  const claim = kind === "pglite" ? claimForRestore(config) : undefined;
  try {
    if (!force && kind === "pglite" && !(await isEmptyDir(config.dbDir)))
      throw new Error(`${config.dbDir} 中已有数据库：请恢复到空的数据目录（DATA_DIR），或加 --force 替换（原有数据库会被移到一旁保留）`);
    if (!force && localFiles && !(await isEmptyDir(filesDir)))
      throw new Error(`${filesDir} 中已有文件：请恢复到空的数据目录，或加 --force 替换（原有文件会被移到一旁保留）`);
    if (!force && kind === "postgres") {
      const tables = await tablesIn(config.DATABASE_URL as string);
      if (tables) throw new Error(`目标数据库中已有 ${tables} 张表：请恢复到新建的空数据库（createdb），或加 --force 覆盖其中同名的对象`);
    }
    await mkdir(work, { recursive: true, mode: 0o700 });
    const archive = path.join(dir, manifest.database.file);
    if (kind === "pglite") {
      console.log("解开数据库并逐表核对行数……");
      await extractArchive(archive, path.join(work, "db"));
      checkRows(manifest, (await inventoryOfDirectory(path.join(work, "db"))).tables);
    } else {
      console.log("用 pg_restore 恢复（单个事务，出错则不留下任何改动）……");
      checkRows(manifest, (await restorePostgres(config.DATABASE_URL as string, archive, manifest.database.pgDumpMajor, force)).tables);
    }
    if (localFiles) await copyStoredFiles(path.join(dir, "files"), path.join(work, "files"));
    if (kind === "pglite") await swapIn(path.join(work, "db"), config.dbDir, aside);
    if (localFiles) await swapIn(path.join(work, "files"), filesDir, aside);
    else if (manifest.files.copied)
      console.log(`上传 ${await uploadFiles(path.join(dir, "files"), openStorage(config))} 个文件到对象存储……`);
    else console.log("备份中没有文件（备份时文件在对象存储中），未恢复文件");
    console.log(
      `恢复完成：${KIND_NAMES[kind]} ${Object.keys(manifest.database.tables).length} 张表、${manifest.files.count} 个文件，` +
        `最新迁移 ${manifest.database.lastMigration?.tag ?? "无"}；启动服务时会执行之后的迁移`,
    );
  } finally {
    await rm(work, { recursive: true, force: true });
    claim?.release();
  }
}

function claimForRestore(config: Config) {
  try {
    return claimDataDir(config.DATA_DIR, "restore");
  } catch (err) {
    if (err instanceof DataDirBusy && err.owner.role === "server") throw new Error(`${err.message}：请先停止服务再恢复`);
    throw err;
  }
}

try {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { force: { type: "boolean" }, help: { type: "boolean", short: "h" } },
  });
  if (values.help || positionals.length !== 1) {
    console.log(USAGE);
    if (!values.help) process.exitCode = 1;
  } else await restore(path.resolve(positionals[0]), Boolean(values.force));
} catch (err) {
  // parseArgs names an unknown option in English; the usage line says what is expected.
  if ((err as { code?: string }).code?.startsWith("ERR_PARSE_ARGS")) console.error(USAGE);
  console.error(`恢复失败：${err instanceof Error ? err.message : err}`);
  process.exitCode = 1;
}
