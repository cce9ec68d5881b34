/**
 * Response cache for public reads (DESIGN §4: 180 s, invalidated when staff change content).
 * Keys live in namespaces ("site", "columns", …); invalidating a namespace drops all its keys at once,
 * so a write never has to know which individual lists it affected.
 */
export interface Cache {
  wrap<T>(namespace: string, key: string, ttlMs: number, load: () => Promise<T>): Promise<T>;
  invalidate(namespace: string): Promise<void>;
  /**
   * Names the namespace's current contents: it changes with every invalidation, on every machine.
   * Lets a caller keep its own derived copy of cached values (the page cache's prepared answers).
   */
  generation(namespace: string): Promise<string>;
  close(): Promise<void>;
}

export const PUBLIC_TTL_MS = 180_000;
