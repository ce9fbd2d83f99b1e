import { describe, expect, it, vi } from 'vitest';
import { memo } from './memo.ts';

describe('memo', () => {
  it('computes once per key while fresh, shares the pending promise, and forgets failures', async () => {
    const cache = memo<number>({ ttlMs: 60_000, max: 10 });
    const compute = vi.fn(async () => 42);
    expect(await Promise.all([cache.get('a', compute), cache.get('a', compute)])).toEqual([42, 42]);
    expect(compute).toHaveBeenCalledTimes(1);
    await expect(cache.get('b', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await cache.get('b', async () => 7)).toBe(7);
  });

  it('keeps at most `max` keys, dropping the least recently used', async () => {
    const cache = memo<number>({ ttlMs: 60_000, max: 3 });
    for (let i = 0; i < 1_000; i++) await cache.get(`search ${i}`, async () => i);
    const compute = vi.fn(async () => -1);
    expect(await cache.get('search 999', compute)).toBe(999);
    expect(await cache.get('search 0', compute)).toBe(-1);
    expect(compute).toHaveBeenCalledTimes(1);
  });
});
