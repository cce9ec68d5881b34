import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { isDiskFull } from "@portal/core";
import { openDatabase } from "@portal/db";
import { afterAll, describe, expect, it } from "vitest";
import { loadConfig } from "./config";
import { DEMO_FILES_BYTES, diskFullMessage, FIRST_START_DEMO_BYTES, freeSpaceProblem, nearestExisting, spaceNeeded } from "./disk-space";
import { mountTmpfs, tmpfsReason } from "./disk-space-testing";

const MB = 1024 * 1024;
/** A volume with `freeMb` left, as statfs reports it (our check's arithmetic, not a database). */
const volume = (freeMb: number) => (dir: string) => {
  asked.push(dir);
  return { bavail: freeMb * 256, bsize: 4096 };
};
const asked: string[] = [];

describe("DATA_DIR free space at start (issue 29 item 9)", () => {
  const root = mkdtempSync(path.join(tmpdir(), "disk-space-"));
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it("asks the first start of the embedded database for the demo's space, naming DATA_DIR", () => {
    const config = loadConfig({ DATA_DIR: path.join(root, "fresh", "data") });
    const need = spaceNeeded(config);
    expect(need).toEqual({ bytes: FIRST_START_DEMO_BYTES, why: "首次启动（演示数据与索引）" });
    const message = freeSpaceProblem(config.DATA_DIR, need, volume(25));
    expect(message).toBe(
      `数据目录 DATA_DIR=${config.DATA_DIR} 所在磁盘剩余 25 MB，首次启动（演示数据与索引）至少需要 ${FIRST_START_DEMO_BYTES / MB} MB。请清理磁盘或把 DATA_DIR 指到空间更大的位置。`,
    );
    // DATA_DIR does not exist yet: its nearest existing parent's volume is the one asked.
    expect(asked.at(-1)).toBe(root);
    expect(freeSpaceProblem(config.DATA_DIR, need, volume(FIRST_START_DEMO_BYTES / MB))).toBeNull();
    expect(spaceNeeded({ ...config, DEMO_DATA: "off" })?.why).toBe("首次启动（空数据库）");
  });

  it("does not check a later start, nor PostgreSQL unless DATA_DIR still takes the demo files", () => {
    const dataDir = path.join(root, "used");
    mkdirSync(path.join(dataDir, "db"), { recursive: true });
    writeFileSync(path.join(dataDir, "db", "PG_VERSION"), "17\n");
    expect(spaceNeeded(loadConfig({ DATA_DIR: dataDir }))).toBeNull();

    const pg = { DATA_DIR: path.join(root, "pg"), DATABASE_URL: "postgres://u@127.0.0.1/x" };
    expect(spaceNeeded(loadConfig(pg))).toEqual({ bytes: DEMO_FILES_BYTES, why: "首次启动（演示资料与上传文件）" });
    expect(spaceNeeded(loadConfig({ ...pg, DEMO_DATA: "off" }))).toBeNull();
    const s3 = { S3_BUCKET: "portal", S3_ENDPOINT: "http://127.0.0.1:9000", S3_ACCESS_KEY_ID: "k", S3_SECRET_ACCESS_KEY: "s" };
    expect(spaceNeeded(loadConfig({ ...pg, ...s3 }))).toBeNull();
    expect(freeSpaceProblem(pg.DATA_DIR, null, volume(1))).toBeNull();
  });

  it("knows a full disk in Node's, PGlite's and PostgreSQL's words", () => {
    expect(isDiskFull(Object.assign(new Error("write failed"), { code: "ENOSPC" }))).toBe(true);
    expect(isDiskFull(new Error('could not extend file "base/5/1234": No space left on device'))).toBe(true);
    expect(isDiskFull(new Error("演示数据加载失败", { cause: Object.assign(new Error(""), { code: "ENOSPC" }) }))).toBe(true);
    expect(isDiskFull(Object.assign(new Error("x"), { code: "EACCES" }))).toBe(false);
    expect(isDiskFull(undefined)).toBe(false);
    expect(diskFullMessage("/srv/data", null, volume(0))).toBe(
      "数据目录 DATA_DIR=/srv/data 所在磁盘空间不足，写入失败（剩余 0 MB）。请清理磁盘或把 DATA_DIR 指到空间更大的位置后重新启动。",
    );
    expect(nearestExisting(path.join(root, "a", "b", "c"))).toBe(root);
  });

  // A real small volume needs mount (root, as in CI's container); elsewhere the reason is printed.
  const cannot = tmpfsReason();
  it.skipIf(cannot !== null)(
    `recognises PGlite's own failure on a 30 MB volume${cannot ? `（跳过：${cannot}）` : ""}`,
    async () => {
      const small = mountTmpfs(30);
      try {
        const failure = await (async () => {
          const database = await openDatabase({ dataDir: path.join(small.dir, "db") });
          await database.migrate();
          await database.close();
        })().then(
          () => null,
          (err: unknown) => err,
        );
        expect(failure).not.toBeNull();
        expect(isDiskFull(failure)).toBe(true);
      } finally {
        small.unmount();
      }
    },
    120_000,
  );
});
