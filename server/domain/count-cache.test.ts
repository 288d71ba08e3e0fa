import { afterEach, describe, expect, it, vi } from 'vitest';
import { COUNT_TTL_MS, memoised } from './count-cache.ts';

describe('memoised counts', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('computes once per database and key while fresh, shares a computation in flight, and forgets after the TTL', async () => {
    vi.useFakeTimers();
    const database = {};
    let runs = 0;
    const compute = async () => ++runs;
    const [a, b] = await Promise.all([memoised(database, 'k', compute), memoised(database, 'k', compute)]);
    expect([a, b, runs]).toEqual([1, 1, 1]);
    expect(await memoised({}, 'k', compute)).toBe(2); // another database
    expect(await memoised(database, 'other', compute)).toBe(3);
    vi.advanceTimersByTime(COUNT_TTL_MS + 1);
    expect(await memoised(database, 'k', compute)).toBe(4);
  });

  it('past its time, hands out the arrived value while one caller reads the next (staleWhileRefreshing)', async () => {
    vi.useFakeTimers();
    const database = {};
    let runs = 0;
    let release!: () => void;
    const compute = () => {
      runs++;
      if (runs === 1) return Promise.resolve(1);
      return new Promise<number>((resolve) => (release = () => resolve(runs)));
    };
    const options = { staleWhileRefreshing: true };
    expect(await memoised(database, 'k', compute, options)).toBe(1);
    vi.advanceTimersByTime(COUNT_TTL_MS + 1);
    // both callers get the old value at once; one refresh runs
    expect(await Promise.all([memoised(database, 'k', compute, options), memoised(database, 'k', compute, options)])).toEqual([1, 1]);
    expect(runs).toBe(2);
    release();
    for (let i = 0; i < 5; i++) await Promise.resolve();
    expect(await memoised(database, 'k', compute, options)).toBe(2);
    expect(runs).toBe(2);
  });

  it('does not remember a failure', async () => {
    const database = {};
    await expect(memoised(database, 'k', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await memoised(database, 'k', async () => 7)).toBe(7);
  });
});
