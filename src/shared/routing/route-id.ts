/** A route id the API can take: a positive whole number written in digits only. */
export function parseRouteId(raw: string | undefined): number | null {
  if (!raw || !/^\d{1,15}$/.test(raw)) return null;
  const id = Number(raw);
  return id >= 1 ? id : null;
}
