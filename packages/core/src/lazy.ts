import { createRequire } from "node:module";
import type * as Cheerio from "cheerio";
import type * as Feedsmith from "feedsmith";
import type * as IORedis from "ioredis";
import type Nodemailer from "nodemailer";
import type * as Undici from "undici";

const requireHere = createRequire(import.meta.url);

/**
 * Libraries only some processes need are loaded the first time they are used, not when the server
 * starts (start time is a DESIGN §6 target): the crawler's cheerio, undici and feedsmith (~400 ms
 * together), ioredis without REDIS_URL (~100 ms), nodemailer without SMTP (~50 ms). require()
 * keeps the callers synchronous.
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
