import { mkdirSync } from "node:fs";
import path from "node:path";
import { type FileStorage, localFileStorage, s3FileStorage } from "@portal/core";
import type { Config } from "./config";

/**
 * The one file storage of this process (DESIGN §8): the S3-compatible bucket when S3_BUCKET is set
 * (config.ts has checked that its endpoint and keys are there too), else DATA_DIR/files on local disk.
 */
export function openStorage(config: Config): FileStorage {
  if (config.S3_BUCKET && config.S3_ENDPOINT && config.S3_ACCESS_KEY_ID && config.S3_SECRET_ACCESS_KEY)
    return s3FileStorage({
      endpoint: config.S3_ENDPOINT,
      region: config.S3_REGION,
      bucket: config.S3_BUCKET,
      accessKeyId: config.S3_ACCESS_KEY_ID,
      secretAccessKey: config.S3_SECRET_ACCESS_KEY,
      forcePathStyle: config.S3_FORCE_PATH_STYLE,
    });
  const dir = path.resolve(config.DATA_DIR, "files");
  mkdirSync(dir, { recursive: true });
  return localFileStorage(dir);
}
