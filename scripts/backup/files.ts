import { createReadStream } from "node:fs";
import { constants, copyFile, mkdir, readdir } from "node:fs/promises";
import path from "node:path";
import type { FileStorage } from "@portal/core";
import { listFiles } from "./manifest";

/** Local storage writes `<key>.<12 hex>.tmp` and renames it when complete (packages/core storage/local.ts). */
const IN_PROGRESS = /\.[0-9a-f]{12}\.tmp$/;

/**
 * Copies DATA_DIR/files. Run after the database snapshot: a row refers to a file only once the file
 * was completely stored, so every file the snapshot refers to is already here (a file still being
 * written belongs to no row of it and is skipped). A file removed after the snapshot is counted.
 */
export async function copyStoredFiles(from: string, to: string): Promise<{ count: number; vanished: number }> {
  const totals = { count: 0, vanished: 0 };
  await mkdir(to, { recursive: true });
  const walk = async (relative: string) => {
    let entries: import("node:fs").Dirent[];
    try {
      entries = await readdir(path.join(from, relative), { withFileTypes: true });
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === "ENOENT") return;
      throw err;
    }
    for (const entry of entries) {
      const name = path.join(relative, entry.name);
      if (entry.isDirectory()) {
        await mkdir(path.join(to, name), { recursive: true });
        await walk(name);
      } else if (entry.isFile() && !IN_PROGRESS.test(entry.name)) {
        try {
          await copyFile(path.join(from, name), path.join(to, name), constants.COPYFILE_FICLONE);
          totals.count++;
        } catch (err) {
          if ((err as NodeJS.ErrnoException).code !== "ENOENT") throw err;
          totals.vanished++;
        }
      }
    }
  };
  await walk("");
  return totals;
}

/** A restore into object storage: each file of the backup put under its key (keys are content names, so again is harmless). */
export async function uploadFiles(from: string, storage: FileStorage): Promise<number> {
  const names = await listFiles(from);
  for (const name of names) await storage.put(name, createReadStream(path.join(from, ...name.split("/"))));
  return names.length;
}

/** Absent, or a directory with nothing in it. */
export async function isEmptyDir(dir: string): Promise<boolean> {
  try {
    return (await readdir(dir)).length === 0;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === "ENOENT") return true;
    throw err;
  }
}
