import { mkdirSync } from "node:fs";
import path from "node:path";
import { type FileStorage, localFileStorage } from "@portal/core";
import type { Config } from "./config";

/** The one file storage of this process (DESIGN §8): DATA_DIR/files on local disk. */
export function openStorage(config: Config): FileStorage {
  const dir = path.resolve(config.DATA_DIR, "files");
  mkdirSync(dir, { recursive: true });
  return localFileStorage(dir);
}
