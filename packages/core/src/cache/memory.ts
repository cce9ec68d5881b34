import type { Cache } from "./cache";

interface Entry {
  expires: number;
  value: Promise<unknown>;
}

/**
 * In-process cache for a single machine. Concurrent misses share one load (no stampede). Each
 * namespace keeps at most `maxEntriesPerNamespace` entries (the oldest stored go first), or its own
 * limit in `limits` for namespaces of large entries.
 */
export function memoryCache(now: () => number = Date.now, maxEntriesPerNamespace = 5000, limits: Record<string, number> = {}): Cache {
  const spaces = new Map<string, Map<string, Entry>>();
  const generations = new Map<string, number>();
  return {
    async wrap<T>(namespace: string, key: string, ttlMs: number, load: () => Promise<T>): Promise<T> {
      let space = spaces.get(namespace);
      if (!space) {
        space = new Map();
        spaces.set(namespace, space);
      }
      const hit = space.get(key);
      if (hit && hit.expires > now()) return hit.value as Promise<T>;
      if (space.size >= (limits[namespace] ?? maxEntriesPerNamespace)) space.delete(space.keys().next().value as string);
      const value = load();
      const entry = { expires: now() + ttlMs, value };
      space.set(key, entry);
      // A failed load must not be served from the cache.
      value.catch(() => {
        if (space.get(key) === entry) space.delete(key);
      });
      return value;
    },
    async invalidate(namespace) {
      spaces.delete(namespace);
      generations.set(namespace, (generations.get(namespace) ?? 0) + 1);
    },
    async generation(namespace) {
      return String(generations.get(namespace) ?? 0);
    },
    async close() {
      spaces.clear();
    },
  };
}
