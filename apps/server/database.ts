import { type Database, openDatabase } from "@portal/db";
import type { Config } from "./config";

/**
 * The configured database (PostgreSQL when DATABASE_URL is set, else PGlite in DATA_DIR), migrated:
 * what the server, the worker and the import script each open first.
 */
export async function openConfiguredDatabase(config: Config, onPoolError?: (err: Error) => void): Promise<Database> {
  const database = await openDatabase({
    url: config.DATABASE_URL,
    dataDir: config.dbDir,
    poolSize: config.DATABASE_POOL_SIZE,
    onPoolError,
  });
  await database.migrate();
  return database;
}
