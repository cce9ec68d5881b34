export { localFileStorage } from "./local";
export { checkDownload, type LinkCheck, signDownload } from "./signed";
export { checkKey, contentTypeOf, type FileStorage, parseRange } from "./storage";
