// Figures that are the same for everyone and cost a query to make, kept in this process for a few
// seconds (docs/decisions/0051, "Kept a minute"): /market's overview and a group's comparable sales.
// A value is kept as its promise, so callers asking at once share one computation; a failure is
// forgotten at once. Per process: two instances may differ by one TTL, no more.

type Entry<V> = { expires: number; value: Promise<V> };

export type ShortCache<V> = {
  /** The value kept under `key`, or `compute()`'s, kept for `ttlMs` (0: not kept, computed every time). */
  get(key: string, ttlMs: number, compute: () => Promise<V>): Promise<V>;
};

/** A cache of at most `maxEntries` keys (the oldest goes first), timed by `now` (milliseconds). */
export function createShortCache<V>(maxEntries: number, now: () => number = Date.now): ShortCache<V> {
  const entries = new Map<string, Entry<V>>();
  return {
    get(key, ttlMs, compute) {
      if (!(ttlMs > 0)) return compute();
      const time = now();
      const kept = entries.get(key);
      if (kept && kept.expires > time) return kept.value;
      entries.delete(key);
      if (entries.size >= maxEntries) entries.delete(entries.keys().next().value!);
      const value = compute();
      const entry = { expires: time + ttlMs, value };
      entries.set(key, entry);
      value.catch(() => entries.get(key) === entry && entries.delete(key));
      return value;
    },
  };
}

/** One cache per database handle (a process may hold several: tests, the benchmark). */
export function perDatabase<V>(maxEntries: number): (db: object) => ShortCache<V> {
  const caches = new WeakMap<object, ShortCache<V>>();
  return (db) => {
    let cache = caches.get(db);
    if (!cache) caches.set(db, (cache = createShortCache<V>(maxEntries)));
    return cache;
  };
}
