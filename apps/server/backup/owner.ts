import { randomBytes } from "node:crypto";
import { mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";

/**
 * Who has the embedded database of a data directory open. PGlite opened by two processes at once
 * corrupts it, and nothing in PGlite stops that, so the server, `npm run backup` and `npm run restore`
 * each claim DATA_DIR/db-owner.json first. The server also writes there where it listens and the token
 * of its backup endpoint, so a backup made while it runs asks it (the only process that may read the
 * database then). The file is 0600: whoever can read it can read the database files anyway.
 */
export type OwnerRole = "server" | "backup" | "restore" | "outbox";

export interface OwnerRecord {
  pid: number;
  role: OwnerRole;
  /** Linux: boot id and process start time, so a pid reused after a crash or reboot is not taken for us. */
  boot?: string;
  start?: string;
  since: string;
  /** The server's address and backup token, once it listens. */
  url?: string;
  token?: string;
}

const FILE = "db-owner.json";
const ROLE_NAMES: Record<OwnerRole, string> = { server: "服务进程", backup: "备份程序", restore: "恢复程序", outbox: "发件箱查看命令" };

export const ownerFile = (dataDir: string) => path.join(dataDir, FILE);

function readOr<T>(file: string, fallback: T): string | T {
  try {
    return readFileSync(file, "utf8").trim();
  } catch {
    return fallback;
  }
}

/** /proc/<pid>/stat's 22nd field; the 2nd (the command) may hold spaces and parentheses. */
function startTime(pid: number): string | undefined {
  const stat = readOr(`/proc/${pid}/stat`, undefined);
  return stat?.slice(stat.lastIndexOf(")") + 2).split(" ")[19];
}

function identity(pid: number): Pick<OwnerRecord, "boot" | "start"> {
  return { boot: readOr("/proc/sys/kernel/random/boot_id", undefined), start: startTime(pid) };
}

function isAlive(owner: OwnerRecord): boolean {
  try {
    process.kill(owner.pid, 0);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== "EPERM") return false;
  }
  const now = identity(owner.pid);
  if (owner.boot && now.boot && owner.boot !== now.boot) return false;
  if (owner.start && now.start && owner.start !== now.start) return false;
  return true;
}

/** The live owner of the data directory's database, if any (a record left by a dead process is none). */
export function currentOwner(dataDir: string): OwnerRecord | undefined {
  const text = readOr(ownerFile(dataDir), "");
  if (!text) return undefined;
  try {
    const owner = JSON.parse(text) as OwnerRecord;
    return isAlive(owner) ? owner : undefined;
  } catch {
    return undefined;
  }
}

export class DataDirBusy extends Error {
  constructor(
    readonly dataDir: string,
    readonly owner: OwnerRecord,
  ) {
    super(`数据目录 ${dataDir} 的内嵌数据库正由${ROLE_NAMES[owner.role]}（进程 ${owner.pid}）使用`);
  }
}

export interface DataDirClaim {
  /** Adds the server's address and backup token to the record (written whole, never half). */
  publish(extra: { url: string; token: string }): void;
  /** Removes the record if it is still ours. */
  release(): void;
}

/** Takes the data directory's database for this process, or throws DataDirBusy naming the live holder. */
export function claimDataDir(dataDir: string, role: OwnerRole): DataDirClaim {
  mkdirSync(dataDir, { recursive: true });
  const file = ownerFile(dataDir);
  const record: OwnerRecord = { pid: process.pid, role, ...identity(process.pid), since: new Date().toISOString() };
  for (let attempt = 0; ; attempt++) {
    try {
      writeFileSync(file, JSON.stringify(record), { flag: "wx", mode: 0o600 });
      break;
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== "EEXIST" || attempt > 2) throw err;
      const owner = currentOwner(dataDir);
      if (owner && owner.pid !== process.pid) throw new DataDirBusy(dataDir, owner);
      // Left by a process that is gone (killed, or before a reboot): it holds nothing any more.
      rmSync(file, { force: true });
    }
  }
  const write = (next: OwnerRecord) => {
    const tmp = `${file}.${randomBytes(6).toString("hex")}.tmp`;
    writeFileSync(tmp, JSON.stringify(next), { mode: 0o600 });
    renameSync(tmp, file);
  };
  return {
    publish: (extra) => write({ ...record, ...extra }),
    release: () => {
      if (currentOwner(dataDir)?.pid === process.pid) rmSync(file, { force: true });
    },
  };
}
