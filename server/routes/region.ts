// The region list: the seven cities' districts and counties, cities in the contract's CityName order and codes
// ascending inside a city.
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { regions } from '../db/schema.ts';
import { CITIES } from '../seed/regions.ts';
import type { Handlers } from './types.ts';

const cityRank = (city: string) => {
  const i = (CITIES as readonly string[]).indexOf(city);
  return i === -1 ? CITIES.length : i;
};

export async function regionExists(db: Db, regionCode: number): Promise<boolean> {
  const [row] = await db.select({ code: regions.regionCode }).from(regions).where(eq(regions.regionCode, regionCode));
  return Boolean(row);
}

export async function findRegion(db: Db, regionCode: number): Promise<{ regionCode: number; regionName: string } | undefined> {
  const [row] = await db
    .select({ regionCode: regions.regionCode, regionName: regions.regionName })
    .from(regions)
    .where(eq(regions.regionCode, regionCode));
  return row;
}

export const handlers: Handlers = {
  async getAllRegions({ db }) {
    const rows = await db
      .select({ regionCode: regions.regionCode, regionName: regions.regionName, city: regions.city })
      .from(regions);
    return rows
      .sort((a, b) => cityRank(a.city) - cityRank(b.city) || a.regionCode - b.regionCode)
      .map(({ regionCode, regionName }) => ({ regionCode, regionName }));
  },
};
