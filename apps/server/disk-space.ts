import { existsSync, type StatsFs, statfsSync } from "node:fs";
import path from "node:path";
import type { Config } from "./config";

/**
 * Free space in DATA_DIR (issue 29 item 9). On a volume too small for the first start the embedded
 * database failed deep inside PGlite (`ErrnoError { errno: 51 }`, or no answer at all), so the start
 * checks first and says in Chinese where the space is missing and how much is needed; a write that
 * fails for want of space later in the start ends the process with the same kind of message.
 */
const MB = 1024 * 1024;

/**
 * Measured (`du` of a fresh DATA_DIR after the first start with the demo content): ~330 MB, PGlite's
 * base/ ~150 MB (the 20,000 demo notices and their search indexes) and pg_wal ~180 MB; the demo
 * documents in files/ ~0.1 MB. Required with a third more for the peak and what the site writes next.
 */
export const FIRST_START_DEMO_BYTES = 450 * MB;
/** An empty embedded database after the migrations (DEMO_DATA=off): ~45 MB, with margin. */
export const FIRST_START_EMPTY_BYTES = 100 * MB;
/** With PostgreSQL only stored files use DATA_DIR (files/): the demo's are small, this is room for the first uploads. */
export const DEMO_FILES_BYTES = 40 * MB;

export interface SpaceNeed {
  bytes: number;
  /** What the space is for, in the message: "首次启动（演示数据与索引）". */
  why: string;
}

/**
 * What this start writes into DATA_DIR, or null when it writes nothing worth checking: a later start
 * (its database exists; a full disk then is caught when a write fails), or PostgreSQL with files in
 * object storage (S3), when DATA_DIR holds only small bookkeeping files.
 */
export function spaceNeeded(config: Pick<Config, "DATA_DIR" | "DATABASE_URL" | "S3_BUCKET" | "DEMO_DATA" | "dbDir">): SpaceNeed | null {
  const demo = config.DEMO_DATA === "on";
  if (!config.DATABASE_URL) {
    if (existsSync(path.join(config.dbDir, "PG_VERSION"))) return null;
    return demo
      ? { bytes: FIRST_START_DEMO_BYTES, why: "首次启动（演示数据与索引）" }
      : { bytes: FIRST_START_EMPTY_BYTES, why: "首次启动（空数据库）" };
  }
  if (config.S3_BUCKET || !demo || existsSync(path.join(config.DATA_DIR, "files"))) return null;
  return { bytes: DEMO_FILES_BYTES, why: "首次启动（演示资料与上传文件）" };
}

/** The directory itself, or its nearest parent that exists (DATA_DIR is created on first start). */
export function nearestExisting(dir: string): string {
  let at = path.resolve(dir);
  while (!existsSync(at) && path.dirname(at) !== at) at = path.dirname(at);
  return at;
}

type Statfs = (dir: string) => Pick<StatsFs, "bavail" | "bsize">;

/** Bytes an unprivileged process may still write on the volume of `dir` (or of its nearest parent). */
export function freeBytes(dir: string, statfs: Statfs = statfsSync): number {
  const s = statfs(nearestExisting(dir));
  return Number(s.bavail) * Number(s.bsize);
}

const mb = (bytes: number) => Math.floor(bytes / MB);

/** The Chinese message when DATA_DIR's volume has less than `need`, else null. */
export function freeSpaceProblem(dataDir: string, need: SpaceNeed | null, statfs: Statfs = statfsSync): string | null {
  if (!need) return null;
  const free = freeBytes(dataDir, statfs);
  if (free >= need.bytes) return null;
  return (
    `数据目录 DATA_DIR=${dataDir} 所在磁盘剩余 ${mb(free)} MB，${need.why}至少需要 ${mb(need.bytes)} MB。` +
    "请清理磁盘或把 DATA_DIR 指到空间更大的位置。"
  );
}

/** What to print when a write failed for want of space, naming DATA_DIR and what is left. */
export function diskFullMessage(dataDir: string, need: SpaceNeed | null, statfs: Statfs = statfsSync): string {
  let left = "";
  try {
    left = `（剩余 ${mb(freeBytes(dataDir, statfs))} MB）`;
  } catch {
    // The volume cannot even be asked; the message stands without the figure.
  }
  const needed = need ? `${need.why}至少需要 ${mb(need.bytes)} MB。` : "";
  return `数据目录 DATA_DIR=${dataDir} 所在磁盘空间不足，写入失败${left}。${needed}请清理磁盘或把 DATA_DIR 指到空间更大的位置后重新启动。`;
}
