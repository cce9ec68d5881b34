import { createHash } from "node:crypto";
import { createReadStream } from "node:fs";
import { readdir, readFile, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import type { Inventory } from "@portal/db";

/**
 * manifest.json of a backup directory: what it holds and the checksum of every file in it, so a
 * restore refuses a damaged or incomplete backup before it touches anything.
 */
export const FORMAT = "gcportal-backup";
export const VERSION = 1;
export const MANIFEST = "manifest.json";

export interface Entry {
  /** Relative to the backup directory, with "/" separators. */
  path: string;
  size: number;
  sha256: string;
}

export interface Manifest {
  format: typeof FORMAT;
  version: number;
  createdAt: string;
  database: {
    kind: "pglite" | "postgres";
    /** database.tar.gz (the embedded data directory) or database.pgdump (pg_dump -Fc). */
    file: string;
    /** Taken from a running server (PGlite), or while the database was not in use. */
    online: boolean;
    serverVersion?: string;
    /** Major version of the pg_dump that wrote the archive: pg_restore must be at least as new. */
    pgDumpMajor?: number;
  } & Inventory;
  files: {
    storage: "local" | "s3";
    /** Whether files/ holds the stored files (object storage is not copied). */
    copied: boolean;
    count: number;
    bytes: number;
    /** Files removed between the database snapshot and their copy. */
    vanished: number;
  };
  entries: Entry[];
}

export async function sha256File(file: string): Promise<string> {
  const hash = createHash("sha256");
  for await (const chunk of createReadStream(file)) hash.update(chunk as Buffer);
  return hash.digest("hex");
}

/** Every regular file under `dir`, as relative "/" paths. */
export async function listFiles(dir: string, relative = ""): Promise<string[]> {
  const out: string[] = [];
  for (const entry of await readdir(path.join(dir, relative), { withFileTypes: true })) {
    const name = relative ? `${relative}/${entry.name}` : entry.name;
    if (entry.isDirectory()) out.push(...(await listFiles(dir, name)));
    else if (entry.isFile()) out.push(name);
  }
  return out.sort();
}

export async function checksumEntries(dir: string): Promise<Entry[]> {
  const entries: Entry[] = [];
  for (const name of await listFiles(dir)) {
    if (name === MANIFEST) continue;
    const full = path.join(dir, ...name.split("/"));
    entries.push({ path: name, size: (await stat(full)).size, sha256: await sha256File(full) });
  }
  return entries;
}

export async function writeManifest(dir: string, manifest: Manifest): Promise<void> {
  await writeFile(path.join(dir, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`, { mode: 0o600 });
}

export async function readManifest(dir: string): Promise<Manifest> {
  let text: string;
  try {
    text = await readFile(path.join(dir, MANIFEST), "utf8");
  } catch {
    throw new Error(`${dir} 不是备份目录：没有 ${MANIFEST}`);
  }
  let manifest: Manifest;
  try {
    manifest = JSON.parse(text);
  } catch {
    throw new Error(`${MANIFEST} 已损坏（不是有效的 JSON）`);
  }
  if (manifest.format !== FORMAT || !Array.isArray(manifest.entries)) throw new Error(`${MANIFEST} 不是本站的备份清单`);
  if (manifest.version > VERSION) throw new Error(`备份格式版本 ${manifest.version} 比本程序支持的 ${VERSION} 新，请用新版程序恢复`);
  return manifest;
}

/** Every listed file present with its size and checksum; throws naming the first few that are not. */
export async function verifyEntries(dir: string, manifest: Manifest): Promise<void> {
  const problems: string[] = [];
  if (!manifest.entries.some((e) => e.path === manifest.database.file)) problems.push(`清单中没有数据库文件 ${manifest.database.file}`);
  for (const entry of manifest.entries) {
    if (entry.path.split("/").some((p) => p === ".." || p === "") || path.isAbsolute(entry.path)) {
      problems.push(`${entry.path}：路径不合法`);
      continue;
    }
    const full = path.join(dir, ...entry.path.split("/"));
    const size = await stat(full).then(
      (s) => s.size,
      () => -1,
    );
    if (size < 0) problems.push(`${entry.path}：文件缺失`);
    else if (size !== entry.size) problems.push(`${entry.path}：大小不符（应为 ${entry.size} 字节，实为 ${size}）`);
    else if ((await sha256File(full)) !== entry.sha256) problems.push(`${entry.path}：校验和不符`);
    if (problems.length >= 5) break;
  }
  if (problems.length) throw new Error(`备份已损坏，未做任何改动：\n  ${problems.join("\n  ")}`);
}

/** Tables whose row counts differ between what the backup recorded and what a database now holds. */
export function compareTables(expected: Record<string, number>, actual: Record<string, number>): string[] {
  return Object.entries(expected)
    .filter(([table, rows]) => actual[table] !== rows)
    .map(([table, rows]) => `${table}：备份时 ${rows} 行，恢复后 ${actual[table] ?? "无此表"}`);
}
