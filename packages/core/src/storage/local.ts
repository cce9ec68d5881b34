import { randomBytes } from "node:crypto";
import { createReadStream, createWriteStream } from "node:fs";
import { mkdir, rename, rm, stat } from "node:fs/promises";
import path from "node:path";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { checkKey, contentTypeOf, type FileStorage } from "./storage";

/** Files under one directory (DATA_DIR/files by default): written to a temporary name, then renamed. */
export function localFileStorage(dir: string): FileStorage {
  const full = (key: string) => path.join(dir, ...checkKey(key).split("/"));
  return {
    kind: "local",
    async put(key, body) {
      const target = full(key);
      await mkdir(path.dirname(target), { recursive: true });
      const tmp = `${target}.${randomBytes(6).toString("hex")}.tmp`;
      try {
        await pipeline(body instanceof Uint8Array ? Readable.from([body]) : body, createWriteStream(tmp));
        await rename(tmp, target);
      } catch (err) {
        await rm(tmp, { force: true });
        throw err;
      }
      return { size: (await stat(target)).size };
    },
    async stat(key) {
      try {
        const s = await stat(full(key));
        return s.isFile() ? { size: s.size, contentType: contentTypeOf(key) } : null;
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === "ENOENT") return null;
        throw err;
      }
    },
    async read(key, range) {
      return createReadStream(full(key), range ? { start: range.start, end: range.end } : {});
    },
    async remove(key) {
      await rm(full(key), { force: true });
    },
  };
}
