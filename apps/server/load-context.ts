import type { Ctx, PayProvider } from "@portal/core";

/**
 * What the server hands every loader and action, set per request in ssr.ts. Declared here, on the
 * server's side: imports run down (web → server, DESIGN §3), so the web app's appContext
 * (apps/web/lib/app-context.ts) names this type and the server never imports the web's source.
 */
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
