/** The base URL of the server started by global-setup.ts; empty when Chromium is missing. */
declare module "vitest" {
  export interface ProvidedContext {
    e2eBaseUrl: string;
    /** Session token of the demo administrator (reads the SMS outbox); empty when skipped. */
    staffToken: string;
    /** Session token of a plain user, phone 13700000101 (scripts/e2e-seed.ts); empty when skipped. */
    memberToken: string;
    /** Session token of a user who buys a membership (phone 13700000102, /contract tests). */
    buyerToken: string;
    /** The server appends "icodeId answer" for every image code it issues (IMAGE_CODE_TEST_FILE). */
    imageCodeFile: string;
    /** The loopback robot gateway (receivers.ts); GET /__inbox lists delivered mails and robot posts. */
    receiverUrl: string;
    /** The loopback stand-in of WeChat's QR page and API (packages/core/src/auth/testing/fake-wechat.ts). */
    wechatUrl: string;
  }
}

export {};
