import type { PGlite } from "@electric-sql/pglite";

/**
 * An embedded database whose PGlite can be closed and opened again behind the same face, so the
 * drizzle instance every service holds stays valid (issue 34). Why: PGlite's WebAssembly memory only
 * grows. The first start loads 20,000 generated notices in the serving process, which leaves PGlite
 * holding about twice the memory a restarted server's does (97 against 49 MB, measured); reopening
 * once that load is done hands the difference back to the system.
 *
 * Only `query` and `transaction` are used through the face (drizzle's PGlite session and the
 * snapshot). A reopen lets the calls already running finish, holds new ones until the fresh
 * instance is open, then lets them through in order.
 */
export interface ReopenableClient {
  /** What drizzle and the snapshot are given. */
  face: PGlite;
  /** The instance currently open (the data-directory image of in-memory tests). */
  current(): PGlite;
  reopen(): Promise<void>;
  close(): Promise<void>;
}

export function reopenableClient(first: PGlite, open: () => Promise<PGlite>): ReopenableClient {
  let current = first;
  let running = 0;
  let idle: (() => void) | null = null;
  let gate: Promise<void> | null = null;

  const through = async <T>(call: (pg: PGlite) => Promise<T>): Promise<T> => {
    while (gate) await gate;
    running++;
    try {
      return await call(current);
    } finally {
      running--;
      if (running === 0) idle?.();
    }
  };

  const face = {
    query: (...args: Parameters<PGlite["query"]>) => through((pg) => pg.query(...args)),
    transaction: (fn: Parameters<PGlite["transaction"]>[0]) => through((pg) => pg.transaction(fn)),
  } as unknown as PGlite;

  const reopen = async () => {
    if (gate) return gate;
    let release = () => {};
    gate = new Promise<void>((r) => {
      release = r;
    });
    try {
      if (running > 0) await new Promise<void>((r) => (idle = r));
      idle = null;
      await current.close();
      current = await open();
    } finally {
      gate = null;
      release();
    }
  };

  return { face, current: () => current, reopen, close: () => current.close() };
}
