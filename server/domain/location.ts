// A search location as the screens send it: '서울특별시' (the whole city) or '서울특별시 종로구' (one district).

export type LocationFilter = { kind: 'city'; city: string } | { kind: 'region'; city: string; regionName: string };

export function parseLocation(location: string): LocationFilter {
  const name = location.trim().replace(/\s+/g, ' ');
  const space = name.indexOf(' ');
  if (space === -1) return { kind: 'city', city: name };
  return { kind: 'region', city: name.slice(0, space), regionName: name };
}
