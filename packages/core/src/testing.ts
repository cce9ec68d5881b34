import type { Database } from "@portal/db";
import { memoryCache } from "./cache/memory";
import type { Ctx } from "./context";
import { silentLogger } from "./context";

/** A settable clock so tests move time instead of sleeping. */
export function testClock(start = new Date("2026-03-15T02:00:00Z")) {
  let t = start.getTime();
  return {
    now: () => new Date(t),
    advance(ms: number) {
      t += ms;
    },
  };
}

export function testCtx(database: Database, clock = testClock()): Ctx {
  return {
    actor: { kind: "system", job: "test" },
    db: database.db,
    cache: memoryCache(() => clock.now().getTime()),
    now: clock.now,
    log: silentLogger,
  };
}
