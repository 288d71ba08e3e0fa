// Turning a search location into the columns the posting and course indexes cover (city, region code).
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { regions } from '../db/schema.ts';
import { memoised } from './count-cache.ts';
import { parseLocation } from './location.ts';

const REGION_TTL_MS = 10 * 60_000;

export type LocationColumns = { city?: string; regionCode?: number };

/** The city, or the city and its district's region code; null when the district is unknown (an empty result). */
export async function locationColumns(db: Db, location: string | undefined): Promise<LocationColumns | null> {
  if (!location) return {};
  const parsed = parseLocation(location);
  if (parsed.kind === 'city') return { city: parsed.city };
  // the regions are seeded facts: a district's code is looked up once in a while, not on every search
  const region = await memoised(
    db,
    `region:${parsed.regionName}`,
    async () => (await db.select({ regionCode: regions.regionCode, city: regions.city }).from(regions).where(eq(regions.regionName, parsed.regionName)))[0] ?? null,
    REGION_TTL_MS,
  );
  return region ? { city: region.city, regionCode: region.regionCode } : null;
}

/** The city of a member's region, or null for a member without one. */
export async function cityOfRegion(db: Db, regionCode: number | null): Promise<string | null> {
  if (regionCode === null) return null;
  const [region] = await db.select({ city: regions.city }).from(regions).where(eq(regions.regionCode, regionCode));
  return region?.city ?? null;
}
