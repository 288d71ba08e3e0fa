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

  it('does not remember a failure', async () => {
    const database = {};
    await expect(memoised(database, 'k', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await memoised(database, 'k', async () => 7)).toBe(7);
  });
});
