export { localFileStorage } from "./local";
export { type S3StorageOptions, s3FileStorage } from "./s3";
export { checkDownload, type LinkCheck, signDownload } from "./signed";
export { checkKey, contentTypeOf, type FileStorage, parseRange, storageOf } from "./storage";
