/**
 * One value shared by every request for a short while: concurrent misses share one load, a failed load is not kept.
 * Writers in this process drop it at once (see docs/decisions/0004-short-shared-caches.md); the lifetime bounds what
 * another process writing to the same database can leave stale.
 */
export interface SharedCache<T> {
  get(): Promise<T>;
  invalidate(): void;
}

export function createSharedCache<T>(load: () => PromiseLike<T>, ttlMs: number): SharedCache<T> {
  let entry: { at: number; value: Promise<T> } | undefined;
  return {
    get() {
      if (!entry || performance.now() - entry.at > ttlMs) {
        // A real promise: a Drizzle query is a thenable that runs again on every await.
        const value = Promise.resolve(load());
        const current = { at: performance.now(), value };
        entry = current;
        value.catch(() => {
          if (entry === current) entry = undefined;
        });
      }
      return entry.value;
    },
    invalidate() {
      entry = undefined;
    },
  };
}

/** The same per key (a filter, say), holding at most `maxKeys` keys: the oldest goes first. */
export interface KeyedSharedCache<T> {
  get(key: string, load: () => PromiseLike<T>): Promise<T>;
  invalidate(): void;
}

export function createKeyedSharedCache<T>(ttlMs: number, maxKeys: number): KeyedSharedCache<T> {
  const entries = new Map<string, SharedCache<T>>();
  return {
    get(key, load) {
      let cache = entries.get(key);
      if (!cache) {
        if (entries.size >= maxKeys) entries.delete(entries.keys().next().value!);
        cache = createSharedCache(load, ttlMs);
        entries.set(key, cache);
      }
      return cache.get();
    },
    invalidate() {
      entries.clear();
    },
  };
}

/**
 * A value made from another shared cache's value (its ready JSON, say), made once per value of the source: it is
 * never older than the source, and dropping the source drops it too.
 */
export function createDerivedCache<T, U>(source: SharedCache<T>, derive: (value: T) => U): SharedCache<U> {
  let made: { from: Promise<T>; value: Promise<U> } | undefined;
  return {
    get() {
      const from = source.get();
      if (made?.from !== from) made = { from, value: from.then(derive) };
      return made.value;
    },
    invalidate() {
      source.invalidate();
      made = undefined;
    },
  };
}
