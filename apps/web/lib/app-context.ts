import type { Ctx } from "@portal/core";
import { createContext } from "react-router";

/** What the server hands every loader and action (set per request in apps/server/ssr.ts). */
export interface AppLoadContext {
  ctx: Ctx;
  nonce: string;
  /** https://example.com — for canonical URLs and JSON-LD. */
  origin: string;
  /** The API's OpenAPI description (the open-platform pages render it). */
  openApi(): Promise<unknown>;
}

export const appContext = createContext<AppLoadContext>();
