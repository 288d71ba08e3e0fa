import { useEffect, useId, useMemo, useRef, useState } from 'react';
import type { RegionChoice } from '../../regions/regions.ts';
import { groupByCity } from '../../regions/regions.ts';
import { cityOf } from '../../regions/region-name.ts';
import { useRegions } from '../../regions/use-regions.ts';
import { Dialog } from '../Dialog.tsx';
import { DistrictList, rovingTarget } from './DistrictList.tsx';
import './region-picker.css';

export const REGION_PICKER_TITLE = '거주지 선택';
const ALL_CITIES = '';

export interface RegionPickerProps {
  open: boolean;
  /** the member's current region, shown as chosen */
  value?: RegionChoice | null;
  /**
   * Called once when the picker closes: with the district just chosen, or — when closed with × or Esc —
   * with the current choice (`value`), or null when there is none.
   */
  onClose: (choice: RegionChoice | null) => void;
  /** the dialog's title: the residence by default; 가까운 도움 받기 asks for a district to look in */
  title?: string;
}

/** The residence picker: cities on the left, their districts on the right (all districts until a city is chosen). */
export function RegionPicker({ open, value = null, onClose, title = REGION_PICKER_TITLE }: RegionPickerProps) {
  return (
    <Dialog open={open} title={title} onClose={() => onClose(value)} className="region-picker">
      <RegionPickerBody value={value} onChoose={onClose} />
    </Dialog>
  );
}

function RegionPickerBody({ value, onChoose }: { value: RegionChoice | null; onChoose: (choice: RegionChoice) => void }) {
  const regions = useRegions();
  const [city, setCity] = useState(value ? cityOf(value.regionName) : ALL_CITIES);
  const [query, setQuery] = useState('');
  const cityGroupName = useId();
  const searchId = useId();
  const searchRef = useRef<HTMLInputElement>(null);
  const firstDistrict = useRef<HTMLButtonElement | null>(null);
  const ready = regions.status !== 'pending';
  // focus starts in the search box: after the dialog has opened (its showModal runs after this body mounts)
  useEffect(() => {
    if (!ready) return;
    const frame = requestAnimationFrame(() => searchRef.current?.focus());
    return () => cancelAnimationFrame(frame);
  }, [ready]);
  const districtHeadingId = useId();
  const groups = useMemo(() => (regions.status === 'ready' ? groupByCity(regions.regions) : []), [regions]);

  if (regions.status === 'pending') {
    return (
      <p role="status" className="region-picker__status">
        지역 목록을 불러오는 중이에요…
      </p>
    );
  }

  const chosenCity = groups.some((g) => g.city === city) ? city : ALL_CITIES;
  // a name typed in the search box finds districts in every city ('수성' → 대구광역시 수성구): type, Tab, Enter
  const wanted = query.replace(/\s+/g, '');
  const districts = wanted
    ? groups.flatMap((g) =>
        g.districts
          .filter((d) => d.regionName.replace(/\s+/g, '').includes(wanted))
          .map((d) => ({ ...d, label: d.regionName })),
      )
    : groups
        .filter((g) => chosenCity === ALL_CITIES || g.city === chosenCity)
        .flatMap((g) => g.districts.map((d) => ({ ...d, label: chosenCity === ALL_CITIES ? d.regionName : d.district })));

  const cityNames = [ALL_CITIES, ...groups.map((g) => g.city)];

  return (
    <div className="region-picker__content">
      <p className="region-picker__note">시·도를 고른 다음 시·군·구를 누르면 바로 정해져요.</p>
      {regions.usingFallback && (
        <p className="region-picker__note">지역 목록을 불러오지 못해 새길에 들어 있는 목록을 보여드려요.</p>
      )}
      <div className="region-picker__search">
        <label htmlFor={searchId} className="region-picker__search-label">
          구·군 이름으로 찾기
        </label>
        <input
          id={searchId}
          type="search"
          className="region-picker__search-input"
          value={query}
          placeholder="예: 수성구"
          ref={searchRef}
          autoComplete="off"
          aria-describedby={`${searchId}-count`}
          onChange={(e) => setQuery(e.target.value)}
          onKeyDown={(e) => {
            // ↓ goes on to the districts found, like Tab
            if (e.key !== 'ArrowDown' || !firstDistrict.current) return;
            e.preventDefault();
            firstDistrict.current.focus();
          }}
        />
        <p id={`${searchId}-count`} aria-live="polite" className={wanted ? 'region-picker__found' : 'visually-hidden'}>
          {wanted ? (districts.length ? `${districts.length}곳을 찾았어요. Tab으로 가서 고르세요.` : '찾는 구·군이 없어요.') : ''}
        </p>
      </div>
      <div className="region-picker__columns">
        {/* while searching the found districts come from every city: the city column steps aside, so Tab goes from
            the search box straight to the first one */}
        <fieldset
          className="region-picker__cities"
          hidden={Boolean(wanted)}
          onKeyDown={(e) => {
            // the radios' own ↑↓ move between cities and one Tab leaves them; Home / End go to the first or last
            const target = e.key === 'Home' || e.key === 'End' ? rovingTarget(e.key, 0, cityNames.length) : null;
            if (target === null || !(e.target instanceof HTMLInputElement)) return;
            e.preventDefault();
            setCity(cityNames[target] ?? ALL_CITIES);
            e.currentTarget.querySelectorAll('input')[target]?.focus();
          }}
        >
          <legend className="region-picker__legend">시·도</legend>
          <ul className="region-picker__list">
            {cityNames.map((name) => (
              <li key={name || 'all'}>
                <label className="region-picker__city">
                  <input
                    type="radio"
                    name={cityGroupName}
                    value={name}
                    checked={chosenCity === name}
                    onChange={() => setCity(name)}
                    className="region-picker__radio"
                  />
                  <span>{name || '전체'}</span>
                </label>
              </li>
            ))}
          </ul>
        </fieldset>
        <DistrictList
          districts={districts}
          chosenCode={value?.regionCode}
          onChoose={onChoose}
          headingId={districtHeadingId}
          heading={
            <>
              {wanted ? '찾은 ' : chosenCity ? <span className="visually-hidden">{chosenCity}의 </span> : '전체 '}
              <span className="nowrap">시·군·구</span>
            </>
          }
          firstRef={firstDistrict}
        />
      </div>
    </div>
  );
}
