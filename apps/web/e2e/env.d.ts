/** The base URL of the server started by global-setup.ts; empty when Chromium is missing. */
declare module "vitest" {
  export interface ProvidedContext {
    e2eBaseUrl: string;
  }
}

export {};
