// Filter rules shared by the recruitment and training searches (spec section 4): choosing the same choice again
// clears it; choosing a different city clears the district.

export function toggleChoice<T>(current: T | null, chosen: T): T | null {
  return current === chosen ? null : chosen;
}

/** The place filter: a city alone means the whole city; a district narrows it. */
export interface PlaceChoice {
  city: string | null;
  district: string | null;
}

export const NO_PLACE: PlaceChoice = { city: null, district: null };

export function chooseCity(place: PlaceChoice, city: string): PlaceChoice {
  if (place.city === city) return NO_PLACE;
  return { city, district: null };
}

export function chooseDistrict(place: PlaceChoice, district: string): PlaceChoice {
  if (!place.city) return place;
  return { city: place.city, district: place.district === district ? null : district };
}

/** The value the searches send ('서울특별시' or '서울특별시 종로구'), or undefined for the whole country. */
export function placeFilterValue(place: PlaceChoice): string | undefined {
  if (!place.city) return undefined;
  return place.district ? `${place.city} ${place.district}` : place.city;
}

/** The place as a tag label ('서울특별시 전체' for a city alone). */
export function placeLabel(place: PlaceChoice): string | null {
  if (!place.city) return null;
  return place.district ? `${place.city} ${place.district}` : `${place.city} 전체`;
}
