import type { Cache, Ctx, FileStorage } from "@portal/core";
import type { Database } from "@portal/db";
import type { AppLogger } from "./logger";

/** The context the demo content is loaded in: the site itself, as the seed job (seed.ts, demo-volume.ts, main.ts). */
export function seedCtx(database: Database, cache: Cache, log: AppLogger, storage?: FileStorage): Ctx {
  return { actor: { kind: "system", job: "seed" }, db: database.db, cache, now: () => new Date(), log, storage };
}
