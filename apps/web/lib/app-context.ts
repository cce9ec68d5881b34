import type { Ctx, PayProvider } from "@portal/core";
import { createContext } from "react-router";

/** What the server hands every loader and action (set per request in apps/server/ssr.ts). */
export interface AppLoadContext {
  ctx: Ctx;
  nonce: string;
  /** https://example.com — for canonical URLs and JSON-LD. */
  origin: string;
  /** Ways to pay for a membership this site is configured for (/contract); offline transfer always. */
  payProviders?: PayProvider[];
  /** WeChat scan login is configured (WECHAT_APPID and WECHAT_SECRET): /weChat shows the QR, else says it is not offered. */
  wechatLogin?: boolean;
  /** The API's OpenAPI description (the open-platform pages render it). */
  openApi(): Promise<unknown>;
  /** Set when the server refused the request before rendering (e.g. a NUL byte in the address): the
   * page shows this status and message and no loader runs. */
  refused?: { status: number; message: string };
}

export const appContext = createContext<AppLoadContext>();
