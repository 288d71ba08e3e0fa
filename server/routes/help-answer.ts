// One help place as the contract answers it (HelpPlace): the one mapping from a sourced fact, used by the server
// (./help.ts) and by the Prism mock (mock/saegil-faker.cjs requires this file), so both say the same thing.
// Type imports only: the mock loads this file with Node's own TypeScript stripping.
import type { components } from '../../generated/openapi.d.ts';
import type { HelpPlace } from '../seed/facts/facts.ts';

export type HelpPlaceAnswer = components['schemas']['HelpPlace'];

/** The answer for `place`: phone and hours only where its source gave them (null otherwise), its source and 기준일. */
export function helpPlaceAnswer(place: HelpPlace, regionName: string, servesDistrict: boolean): HelpPlaceAnswer {
  return {
    helpId: place.id,
    kind: place.kind,
    name: place.name,
    services: place.services,
    address: place.address,
    phone: place.phone ?? null,
    hours: place.hours ?? null,
    regionCode: place.regionCode,
    regionName,
    servesDistrict,
    source: { url: place.source.url, checkedOn: place.source.checkedOn },
  };
}
