// 가까운 도움 받기 (issue 24): the places a member can go to in a district, from the sourced facts in
// server/seed/facts (each with the page it was read from and that page's date). The places that serve the district
// come first, then the rest of its city; in each, 고용센터 before 50플러스, 중장년내일센터 and 시니어클럽, then by name.
import { helpPlaceReports } from '../db/schema.ts';
import { notFound, validationError } from '../errors.ts';
import { loadFacts } from '../seed/facts/facts.ts';
import type { HelpPlace } from '../seed/facts/facts.ts';
import { REGIONS, cityOf } from '../seed/regions.ts';
import { helpPlaceAnswer } from './help-answer.ts';
import type { Handlers } from './types.ts';

export const NEARBY_MAX = 10;
/** The facts are read again at most this often: an edited file is served without a restart. */
const FACTS_TTL_MS = 60_000;

const REGION_NAMES: ReadonlyMap<number, string> = new Map(REGIONS.map((region) => [region.regionCode, region.regionName]));

let cached: { places: HelpPlace[]; until: number } | undefined;
function helpPlaces(now: number): HelpPlace[] {
  if (!cached || cached.until <= now) cached = { places: loadFacts().helpPlaces, until: now + FACTS_TTL_MS };
  return cached.places;
}

/** 고용센터 first (every district has one serving it), then the places for people of 50 and over. */
const KIND_ORDER: readonly HelpPlace['kind'][] = ['EMPLOYMENT_CENTER', 'FIFTY_PLUS', 'MIDDLE_AGED_CENTER', 'SENIOR_CLUB'];

const serves = (place: HelpPlace, regionCode: number) => place.regionCode === regionCode || place.servesDistricts.includes(regionCode);

export const HELP_PLACE_UNKNOWN = '찾는 기관 정보가 없어요. 목록을 다시 불러와 주세요.';
export const HELP_REPORT_RECEIVED = '알려 주셔서 고마워요. 출처를 다시 확인해서 고칠게요.';

export const handlers: Handlers = {
  // 정보가 틀렸어요: kept for someone to read the place's sources again; the card does not change by itself
  reportHelpPlace: async ({ db, memberId, params, body, reply }) => {
    if (!helpPlaces(Date.now()).some((place) => place.id === params.helpId)) throw notFound(HELP_PLACE_UNKNOWN);
    const [row] = await db
      .insert(helpPlaceReports)
      .values({ helpId: params.helpId, reason: body.reason, note: body.note?.trim() || null, memberId })
      .returning({ id: helpPlaceReports.id });
    reply.code(201);
    return { reportId: row!.id, message: HELP_REPORT_RECEIVED };
  },

  getNearbyHelp: async ({ query }) => {
    const regionCode = query.regionCode;
    const regionName = REGION_NAMES.get(regionCode);
    if (!regionName) throw validationError('query.regionCode', '지역을 다시 골라주세요.');
    const city = cityOf(regionName);
    const order = (place: HelpPlace) => (serves(place, regionCode) ? 0 : 1) * 10 + KIND_ORDER.indexOf(place.kind);
    const places = helpPlaces(Date.now())
      .filter((place) => serves(place, regionCode) || cityOf(REGION_NAMES.get(place.regionCode) ?? '') === city)
      .sort((a, b) => order(a) - order(b) || a.name.localeCompare(b.name, 'ko'))
      .slice(0, NEARBY_MAX);
    return {
      regionCode,
      regionName,
      places: places.map((place) => helpPlaceAnswer(place, REGION_NAMES.get(place.regionCode) ?? regionName, serves(place, regionCode))),
    };
  },
};
