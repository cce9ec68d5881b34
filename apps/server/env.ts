import type { Ctx } from "@portal/core";
import type { AppLogger } from "./logger";

/** Variables every request carries through Hono (`c.get("ctx")`). */
export type AppEnv = {
  Variables: {
    requestId: string;
    log: AppLogger;
    ctx: Ctx;
    cspNonce: string;
    /** The visitor's connection is HTTPS (directly, or at a trusted proxy): cookies get Secure. */
    https: boolean;
    /** A page request refused before rendering (middleware/bad-text.ts); the renderer shows the error. */
    refused?: { status: number; message: string };
  };
};
