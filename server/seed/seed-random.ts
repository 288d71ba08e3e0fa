// PRNG, Korean calendar days and small text helpers shared by the seed generators (postings.ts, courses.ts).
import { REGIONS, type RegionSeed } from './regions.ts';
import { districtWeight, jobQuotas } from './weights.ts';

// ---------------------------------------------------------------------------
// PRNG and small helpers

/** mulberry32: tiny, fast, good enough for seed data. Returns floats in [0, 1). */
export function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export interface Rng {
  /** Integer in [min, max] (both inclusive). */
  int(min: number, max: number): number;
  pick<T>(items: readonly T[]): T;
  /** true with probability p. */
  chance(p: number): boolean;
  /** Picks by weight: [[value, weight], ...]. */
  weighted<T>(items: readonly (readonly [T, number])[]): T;
}

export function makeRng(seed: number, today: Date): Rng {
  // Mix the day into the seed so a different `today` gives a fresh but still deterministic set.
  const next = mulberry32(Math.imul(seed, 2654435761) ^ kstDayNumber(today));
  const rng: Rng = {
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    pick: (items) => {
      const item = items[Math.floor(next() * items.length)];
      if (item === undefined) throw new Error('pick from an empty list');
      return item;
    },
    chance: (p) => next() < p,
    weighted: (items) => {
      const total = items.reduce((sum, [, w]) => sum + w, 0);
      let r = next() * total;
      for (const [value, w] of items) {
        r -= w;
        if (r < 0) return value;
      }
      const last = items[items.length - 1];
      if (last === undefined) throw new Error('weighted pick from an empty list');
      return last[0];
    },
  };
  return rng;
}

export const DAY_MS = 86_400_000;
const KST_OFFSET_MS = 9 * 3_600_000;

/** Days since 1970-01-01 of the Korean calendar day that contains `date`. */
function kstDayNumber(date: Date): number {
  return Math.floor((date.getTime() + KST_OFFSET_MS) / DAY_MS);
}

/** 00:00 UTC of the KST calendar day `offset` days after today's KST day (a date-only value). */
export function kstDate(today: Date, offset: number): Date {
  return new Date((kstDayNumber(today) + offset) * DAY_MS);
}

/** 23:59:59.999 KST of the KST calendar day `offset` days after today's KST day. */
export function kstEndOfDay(today: Date, offset: number): Date {
  return new Date((kstDayNumber(today) + offset + 1) * DAY_MS - KST_OFFSET_MS - 1);
}

/** Adds whole calendar months to a date-only (UTC midnight) value. */
export function addMonths(date: Date, months: number): Date {
  const d = new Date(date.getTime());
  d.setUTCMonth(d.getUTCMonth() + months);
  return d;
}

/** 1234567 → '1,234,567'. */
export function won(n: number): string {
  return n.toLocaleString('en-US');
}

/** '종로구' → '종로', '중구' → '중구', '기장군' → '기장'. */
export function shortDistrict(district: string): string {
  return district.length >= 3 ? district.slice(0, -1) : district;
}

/** '서울특별시' → '서울'. */
export function shortCity(city: string): string {
  return city.slice(0, 2);
}

// ---------------------------------------------------------------------------
// Spread: districts by residents, jobs by hiring (weights.ts)

const REGION_WEIGHTS: readonly (readonly [RegionSeed, number])[] = REGIONS.map((r) => [r, districtWeight(r.regionName)]);

export function pickRegion(rng: Rng): RegionSeed {
  return rng.weighted(REGION_WEIGHTS);
}

/** `count` jobs in proportion to hiring, in a shuffled (deterministic) order. */
export function jobSequence(rng: Rng, count: number): string[] {
  const jobs = jobQuotas(count);
  for (let i = jobs.length - 1; i > 0; i--) {
    const j = rng.int(0, i);
    [jobs[i], jobs[j]] = [jobs[j]!, jobs[i]!];
  }
  return jobs;
}
