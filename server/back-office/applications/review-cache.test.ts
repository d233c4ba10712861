import { describe, expect, it } from 'vitest';
import { createExpiringCache } from './review-cache';

describe("the review's in-memory cache", () => {
  it('answers again from memory until the value is too old, then makes it anew', async () => {
    let now = 0;
    let made = 0;
    const cache = createExpiringCache<number>({ ttlMs: 1000, now: () => now });
    const make = () => Promise.resolve((made += 1));
    expect(await cache.remember('a', make)).toBe(1);
    now = 999;
    expect(await cache.remember('a', make)).toBe(1);
    now = 1000;
    expect(await cache.remember('a', make)).toBe(2);
    expect(made).toBe(2);
  });

  it('keeps at most its bound, dropping the least recently used first', async () => {
    const cache = createExpiringCache<string>({ maxEntries: 2 });
    const calls: string[] = [];
    const make = (key: string) => () => {
      calls.push(key);
      return Promise.resolve(key);
    };
    await cache.remember('a', make('a'));
    await cache.remember('b', make('b'));
    await cache.remember('a', make('a')); // 'a' used again: 'b' is now the oldest
    await cache.remember('c', make('c'));
    await cache.remember('a', make('a'));
    await cache.remember('b', make('b'));
    expect(calls).toEqual(['a', 'b', 'c', 'b']);
  });

  it('keeps no failure', async () => {
    const cache = createExpiringCache<string>();
    await expect(cache.remember('a', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await cache.remember('a', () => Promise.resolve('up'))).toBe('up');
  });
});
