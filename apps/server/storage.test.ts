import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { loadConfig } from "./config";
import { openStorage } from "./storage";

describe("openStorage", () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), "open-storage-"));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
  const s3 = { S3_ENDPOINT: "http://127.0.0.1:9000", S3_BUCKET: "portal", S3_ACCESS_KEY_ID: "id", S3_SECRET_ACCESS_KEY: "secret" };

  it("keeps files on local disk unless a bucket is configured", () => {
    expect(openStorage(loadConfig({ DATA_DIR: dataDir })).kind).toBe("local");
    expect(openStorage(loadConfig({ DATA_DIR: dataDir, ...s3, S3_BUCKET: "" })).kind).toBe("local");
    const config = loadConfig({ DATA_DIR: dataDir, ...s3 });
    expect(config).toMatchObject({ S3_REGION: "us-east-1", S3_FORCE_PATH_STYLE: true });
    expect(openStorage(config).kind).toBe("s3");
    expect(loadConfig({ ...s3, S3_FORCE_PATH_STYLE: "false" }).S3_FORCE_PATH_STYLE).toBe(false);
  });

  it("refuses to start with a bucket but no way to reach it", () => {
    expect(() => loadConfig({ S3_BUCKET: "portal" })).toThrow(/S3_ENDPOINT: 设置了 S3_BUCKET 时须同时设置 S3_ENDPOINT/);
    expect(() => loadConfig({ ...s3, S3_SECRET_ACCESS_KEY: undefined })).toThrow(/S3_SECRET_ACCESS_KEY/);
    expect(() => loadConfig({ ...s3, S3_ENDPOINT: "minio:9000" })).toThrow(/S3_ENDPOINT/);
  });
});
