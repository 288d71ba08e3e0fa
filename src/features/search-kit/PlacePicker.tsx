import { useEffect, useRef, useState } from 'react';
import type { PlaceChoice } from './choice.ts';
import { useCityDistricts } from './use-city-districts.ts';
import './filter-chips.css';

interface PlacePickerProps {
  place: PlaceChoice;
  onChooseCity: (city: string) => void;
  onChooseDistrict: (district: string) => void;
}

/** City, then district (spec): choosing a city shows its districts with a way back to the cities. */
export function PlacePicker({ place, onChooseCity, onChooseDistrict }: PlacePickerProps) {
  const { pending, cities } = useCityDistricts();
  const [view, setView] = useState<'cities' | 'districts'>(place.city ? 'districts' : 'cities');
  const showDistricts = view === 'districts' && place.city !== null;
  const backRef = useRef<HTMLButtonElement>(null);
  const cityRef = useRef<HTMLButtonElement>(null);
  const moved = useRef(false);

  // the pressed button disappears when the list switches, so focus follows to the new list
  useEffect(() => {
    if (!moved.current) return;
    moved.current = false;
    (showDistricts ? backRef : cityRef).current?.focus();
  }, [showDistricts]);

  const districts = cities.find((c) => c.city === place.city)?.districts ?? [];

  return (
    <fieldset className="filter-chips">
      <legend className="filter-chips__legend">지역</legend>
      {showDistricts ? (
        <>
          <div className="place-picker__head">
            <button
              ref={backRef}
              type="button"
              className="place-picker__back"
              onClick={() => {
                moved.current = true;
                setView('cities');
              }}
            >
              <span aria-hidden="true">←</span> 시·도 다시 고르기
            </button>
            <span className="place-picker__city">{place.city}</span>
          </div>
          <ul className="filter-chips__list" aria-label={`${place.city ?? ''} 구·군`}>
            {districts.map((district) => (
              <li key={district}>
                <button
                  type="button"
                  className="filter-chip"
                  aria-pressed={place.district === district}
                  onClick={() => onChooseDistrict(district)}
                >
                  {district}
                </button>
              </li>
            ))}
          </ul>
        </>
      ) : (
        <ul className="filter-chips__list" aria-label="시·도" aria-busy={pending || undefined}>
          {cities.map(({ city }) => (
            <li key={city}>
              <button
                ref={city === place.city ? cityRef : undefined}
                type="button"
                className="filter-chip"
                aria-pressed={place.city === city}
                onClick={() => {
                  const choosing = place.city !== city;
                  onChooseCity(city);
                  if (choosing) {
                    moved.current = true;
                    setView('districts');
                  }
                }}
              >
                {city}
              </button>
            </li>
          ))}
        </ul>
      )}
    </fieldset>
  );
}
