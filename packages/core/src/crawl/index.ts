export * from "./file-import";
export { CrawlError, type CrawlHttp, createCrawlHttp, DEFAULT_USER_AGENT } from "./http";
export type { NoticeSink, RawAttachment, RawNotice, SinkResult } from "./raw-notice";
export { type RunSummary, runSource } from "./run-source";
export { CRAWL_JOB, registerCrawlJobs, scheduleCrawlSources } from "./schedules";
export { SOURCE_KINDS, type SourceKind } from "./source-config";
export * from "./sources";
