// Region names are 'city district' (spec): the first word is the city, the rest (possibly several words) the district.

export interface RegionNameParts {
  city: string;
  district: string;
}

export function parseRegionName(regionName: string): RegionNameParts {
  const trimmed = regionName.trim();
  const space = trimmed.search(/\s/);
  if (space === -1) return { city: trimmed, district: '' };
  return { city: trimmed.slice(0, space), district: trimmed.slice(space).trim().replace(/\s+/g, ' ') };
}

export function cityOf(regionName: string): string {
  return parseRegionName(regionName).city;
}

export function districtOf(regionName: string): string {
  return parseRegionName(regionName).district;
}

export function joinRegionName(city: string, district: string): string {
  return `${city} ${district}`;
}
