import { useState } from 'react';
import { useGetNearbyHelp } from '#generated/api/help/help.ts';
import type { HelpPlace } from '#generated/model/helpPlace.zod.ts';
import { FALLBACK_REGIONS, type RegionChoice } from '#src/shared/regions/regions.ts';
import { useSession } from '#src/shared/session/use-session.ts';
import { RegionPicker } from '#src/shared/ui/region-picker/RegionPickerOnDemand.tsx';
import { ErrorState, LoadingState } from '#src/shared/ui/StateMessage.tsx';
import { HelpCard } from './HelpCard.tsx';
import { ReportWrongInfo } from './ReportWrongInfo.tsx';
import { HELP_LOAD_FAILED, HELP_PICK_REGION, noneFor, noneServing } from './help-words.ts';
import './nearby-help.css';

const PICKER_TITLE = '지역 선택';
/** shown at first; the rest behind 더 보기 (the API answers 10 at most) */
const SHOWN = 3;
const TEN_MINUTES = 10 * 60_000;
/** the district a visitor chose, kept for this tab: home and the job pages show the same one */
const STORAGE_KEY = 'saegil.helpRegion';

const squash = (name: string) => name.replace(/\s+/g, '');

/** The member's district from their profile (userStore), by its name in the built-in list of districts. */
function regionByName(regionName: string): RegionChoice | null {
  const wanted = squash(regionName);
  return (wanted && FALLBACK_REGIONS.find((region) => squash(region.regionName) === wanted)) || null;
}

function storedRegion(): RegionChoice | null {
  try {
    const stored = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? 'null') as RegionChoice | null;
    return stored && FALLBACK_REGIONS.find((region) => region.regionCode === stored.regionCode) ? stored : null;
  } catch {
    return null;
  }
}

function storeRegion(region: RegionChoice) {
  try {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify(region));
  } catch {
    // a browser that keeps nothing: the choice lasts until the page is left
  }
}

/** The section's content: the district (the member's, or one chosen in the picker), then its places. */
export function NearbyHelpBody() {
  const { loggedIn, user } = useSession();
  const [chosen, setChosen] = useState<RegionChoice | null>(storedRegion);
  const [picking, setPicking] = useState(false);
  const region = chosen ?? (loggedIn ? regionByName(user.regionName) : null);

  const pick = (choice: RegionChoice | null) => {
    setPicking(false);
    if (!choice || choice.regionCode === region?.regionCode) return;
    storeRegion(choice);
    setChosen(choice);
  };
  const pickButton = (
    <button type="button" className="button button--secondary help__pick" onClick={() => setPicking(true)}>
      {region ? '다른 지역 고르기' : '지역 고르기'}
    </button>
  );

  return (
    <>
      {region ? (
        <>
          <div className="help__where">
            <p className="help__region">
              <strong>{region.regionName}</strong>에서 찾아갈 수 있는 곳
            </p>
            {pickButton}
          </div>
          <NearbyPlaces region={region} />
        </>
      ) : (
        <div className="help__ask">
          <p>{HELP_PICK_REGION}</p>
          {pickButton}
        </div>
      )}
      {picking && <RegionPicker open title={PICKER_TITLE} value={region} onClose={pick} />}
    </>
  );
}

function NearbyPlaces({ region }: { region: RegionChoice }) {
  // one quiet retry, then the error and its 다시 시도: the screen's own content above does not wait on this section
  const nearby = useGetNearbyHelp({ regionCode: region.regionCode }, { query: { staleTime: TEN_MINUTES, retry: 1 } });
  const [showAll, setShowAll] = useState(false);

  if (nearby.isPending) return <LoadingState label="가까운 곳을 찾는 중이에요…" />;
  if (nearby.isError) return <ErrorState message={HELP_LOAD_FAILED} onRetry={() => void nearby.refetch()} />;

  const places = nearby.data.data.places;
  if (places.length === 0) return <p className="help__note">{noneFor(region.regionName)}</p>;
  const shown = showAll ? places : places.slice(0, SHOWN);
  return (
    <>
      {!places[0]?.servesDistrict && <p className="help__note">{noneServing(region.regionName)}</p>}
      <PlaceList places={shown.filter((place) => place.servesDistrict)} />
      {shown.some((place) => !place.servesDistrict) && (
        <>
          {places[0]?.servesDistrict && <p className="help__group">같은 시·도의 다른 곳</p>}
          <PlaceList places={shown.filter((place) => !place.servesDistrict)} />
        </>
      )}
      {places.length > shown.length && (
        <button type="button" className="button button--secondary help__more" onClick={() => setShowAll(true)}>
          {places.length - shown.length}곳 더 보기
        </button>
      )}
    </>
  );
}

function PlaceList({ places }: { places: HelpPlace[] }) {
  if (places.length === 0) return null;
  return (
    <ul className="help__list">
      {places.map((place) => (
        <li key={place.helpId}>
          <HelpCard place={place} report={<ReportWrongInfo helpId={place.helpId} placeName={place.name} />} />
        </li>
      ))}
    </ul>
  );
}
