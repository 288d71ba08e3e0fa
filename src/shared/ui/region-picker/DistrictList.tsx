import { useId, useRef, useState, type KeyboardEvent, type ReactNode, type RefObject } from 'react';
import type { RegionChoice } from '../../regions/regions.ts';

export interface DistrictItem extends RegionChoice {
  /** what the button says: the district alone under a chosen city, "city district" otherwise */
  label: string;
}

interface DistrictListProps {
  districts: DistrictItem[];
  /** the member's current district, shown as pressed */
  chosenCode: number | undefined;
  onChoose: (choice: RegionChoice) => void;
  headingId: string;
  heading: ReactNode;
  /** the first button, for the search box's ↓ */
  firstRef?: RefObject<HTMLButtonElement | null>;
}

/** Keys that move between the districts, and where each goes from `index` in a list of `count`. */
export function rovingTarget(key: string, index: number, count: number): number | null {
  if (key === 'ArrowDown' || key === 'ArrowRight') return Math.min(count - 1, index + 1);
  if (key === 'ArrowUp' || key === 'ArrowLeft') return Math.max(0, index - 1);
  if (key === 'Home') return 0;
  if (key === 'End') return count - 1;
  return null;
}

/**
 * The districts as one Tab stop (roving tabindex): Tab lands on the current district (or the first), ↑↓ / Home / End
 * move between them, Enter or Space chooses. Before, every district was its own Tab stop (43 presses to 수성구).
 */
export function DistrictList({ districts, chosenCode, onChoose, headingId, heading, firstRef }: DistrictListProps) {
  const [active, setActive] = useState<number | null>(null);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const hintId = useId();
  const found = districts.findIndex((d) => d.regionCode === active);
  const stop = found >= 0 ? found : Math.max(0, districts.findIndex((d) => d.regionCode === chosenCode));

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const next = rovingTarget(event.key, index, districts.length);
    if (next === null) return;
    event.preventDefault();
    setActive(districts[next]?.regionCode ?? null);
    buttons.current[next]?.focus();
  };

  return (
    <section className="region-picker__districts" aria-labelledby={headingId}>
      <h3 id={headingId} className="region-picker__legend">
        {heading}
      </h3>
      <p id={hintId} className="visually-hidden">
        위아래 화살표로 옮기고 Enter로 고르세요.
      </p>
      <ul className="region-picker__list">
        {districts.map((d, index) => (
          <li key={`${d.regionCode}-${index}`}>
            <button
              ref={(element) => {
                buttons.current[index] = element;
                if (index === 0 && firstRef) firstRef.current = element;
              }}
              type="button"
              className="region-picker__district"
              tabIndex={index === stop ? 0 : -1}
              aria-pressed={chosenCode === d.regionCode}
              aria-describedby={hintId}
              onFocus={() => setActive(d.regionCode)}
              onKeyDown={(event) => onKeyDown(event, index)}
              onClick={() => onChoose({ regionCode: d.regionCode, regionName: d.regionName })}
            >
              {d.label}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
