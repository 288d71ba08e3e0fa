import fallbackRegions from '#generated/regions-fallback.json';
import { parseRegionName } from './region-name.ts';

/** One district as the contract names it: a 5-digit 시군구 code and its 'city district' name. */
export interface RegionEntry {
  regionCode: number;
  regionName: string;
}

/** What the region picker reports: the chosen 'city district' and its code. */
export type RegionChoice = RegionEntry;

export interface CityDistricts {
  city: string;
  districts: { regionCode: number; regionName: string; district: string }[];
}

/**
 * The built-in list of the seven cities and their districts, used when GET /v1/region/all fails.
 * Generated from the server's seed by scripts/generate-regions-fallback.mjs, so codes and names are the server's.
 */
export const FALLBACK_REGIONS: readonly RegionEntry[] = fallbackRegions;

/** Groups regions by city, keeping the order in which cities and districts arrive. */
export function groupByCity(regions: readonly RegionEntry[]): CityDistricts[] {
  const byCity = new Map<string, CityDistricts>();
  for (const region of regions) {
    const { city, district } = parseRegionName(region.regionName);
    if (!city || !district) continue;
    let group = byCity.get(city);
    if (!group) {
      group = { city, districts: [] };
      byCity.set(city, group);
    }
    group.districts.push({ regionCode: region.regionCode, regionName: region.regionName, district });
  }
  return [...byCity.values()];
}
