import { createRequire } from "node:module";
import type * as Cheerio from "cheerio";
import type * as Feedsmith from "feedsmith";
import type * as Fflate from "fflate";
import type * as IORedis from "ioredis";
import type JpegJs from "jpeg-js";
import type Nodemailer from "nodemailer";
import type * as Pngjs from "pngjs";
import type QRCodeLib from "qrcode";
import type SanitizeHtml from "sanitize-html";
import type * as Undici from "undici";

const requireHere = createRequire(import.meta.url);

/**
 * Libraries only some processes or requests need are loaded the first time they are used, not when
 * the server starts (start time is a DESIGN §6 target): the crawler's cheerio, undici and feedsmith
 * (~400 ms together; cheerio also reads a paper for its Word file), ioredis without REDIS_URL
 * (~100 ms), nodemailer without SMTP (~50 ms), sanitize-html for staff's article edits (~50 ms),
 * qrcode, jpeg-js and pngjs for QR logins and image codes (~40 ms), fflate for exports (~20 ms).
 * require() keeps the callers synchronous.
 */
function lazy<T>(id: string): () => T {
  let loaded: T | undefined;
  return () => {
    loaded ??= requireHere(id) as T;
    return loaded;
  };
}

export const cheerio = lazy<typeof Cheerio>("cheerio");
export const undici = lazy<typeof Undici>("undici");
export const feedsmith = lazy<typeof Feedsmith>("feedsmith");
export const ioredis = lazy<typeof IORedis>("ioredis");
export const nodemailer = lazy<typeof Nodemailer>("nodemailer");
export const sanitizeHtml = lazy<typeof SanitizeHtml>("sanitize-html");
export const qrcode = lazy<typeof QRCodeLib>("qrcode");
export const jpegJs = lazy<typeof JpegJs>("jpeg-js");
export const pngjs = lazy<typeof Pngjs>("pngjs");
export const fflate = lazy<typeof Fflate>("fflate");
