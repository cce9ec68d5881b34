/**
 * A cache of recent answers for the label lookups, which see the same few hundred labels in every
 * notice among a stream of one-off strings (values, prose): when the newer map is full it becomes the
 * older one and the one before goes; an answer found in the older map moves back to the newer. Hot
 * labels stay, however many one-off strings pass, and memory stays under twice `size` entries.
 */
export class RecentCache<K, V> {
  private newer = new Map<K, V>();
  private older = new Map<K, V>();

  constructor(private readonly size: number) {}

  get(key: K): V | undefined {
    const v = this.newer.get(key);
    if (v !== undefined) return v;
    const old = this.older.get(key);
    if (old !== undefined) this.set(key, old);
    return old;
  }

  set(key: K, value: V): void {
    if (this.newer.size >= this.size) {
      this.older = this.newer;
      this.newer = new Map();
    }
    this.newer.set(key, value);
  }
}
