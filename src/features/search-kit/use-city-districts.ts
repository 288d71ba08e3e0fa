import { useMemo } from 'react';
import { FALLBACK_REGIONS, groupByCity } from '../../shared/regions/regions.ts';
import { useRegions } from '../../shared/regions/use-regions.ts';
import { CITIES } from './cities.ts';

export interface CityWithDistricts {
  city: string;
  districts: string[];
}

/**
 * The seven cities with their districts from GET /v1/region/all; a city the answer leaves out (or every city, when the
 * call fails) takes its districts from the built-in list.
 */
export function useCityDistricts(): { pending: boolean; cities: CityWithDistricts[] } {
  const regions = useRegions();
  const cities = useMemo(() => {
    const loaded = regions.status === 'ready' ? groupByCity(regions.regions) : [];
    const fallback = groupByCity(FALLBACK_REGIONS);
    return CITIES.map((city) => {
      const group = loaded.find((g) => g.city === city) ?? fallback.find((g) => g.city === city);
      return { city, districts: [...new Set(group?.districts.map((d) => d.district) ?? [])] };
    });
  }, [regions]);
  return { pending: regions.status === 'pending', cities };
}
