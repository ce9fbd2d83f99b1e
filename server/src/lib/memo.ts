import { LRUCache } from 'lru-cache';

/**
 * The server's one kind of cache: a bounded memo with expiry. A key's value is computed at most once per `ttlMs`
 * (callers asking meanwhile share the same promise); past `max` keys the least recently used go first, so a cache
 * keyed by what users type (searches) cannot grow without end. A failed computation is not kept.
 */
export function memo<T extends {}>({ ttlMs, max }: { ttlMs: number; max: number }) {
  const cache = new LRUCache<string, Promise<T>>({ max, ttl: ttlMs });
  return {
    get(key: string, compute: () => Promise<T>, ttl?: number): Promise<T> {
      const hit = cache.get(key);
      if (hit) return hit;
      const value = compute();
      cache.set(key, value, ttl === undefined ? undefined : { ttl });
      value.catch(() => cache.delete(key));
      return value;
    },
    delete: (key: string) => void cache.delete(key),
    clear: () => cache.clear(),
  };
}

export type Memo<T extends {}> = ReturnType<typeof memo<T>>;

/**
 * List totals (a count per search): counting is the costly half of a page, and a count this old is good enough;
 * the process's own writes clear it at once, another process's show within the TTL.
 */
export const TOTALS_TTL_MS = 10_000;
export const TOTALS_MAX = 500;
