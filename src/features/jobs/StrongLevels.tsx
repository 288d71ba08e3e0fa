import type { JobStrong } from '#generated/model/jobStrong.zod.ts';
import { levelWord, STRONG_LABELS } from './levels.ts';
import './strong-levels.css';

/** Physical load, stress and people contact, each in words and as five blocks (the blocks are decoration). */
export function StrongLevels({ strong }: { strong: JobStrong }) {
  return (
    <dl className="strong-levels">
      {STRONG_LABELS.map(({ key, label }) => {
        const level = strong[key];
        return (
          <div key={key} className="strong-levels__row">
            <dt className="strong-levels__label">{label}</dt>
            <dd className="strong-levels__value">
              <span className="strong-levels__blocks" aria-hidden="true">
                {[1, 2, 3, 4, 5].map((n) => (
                  <span key={n} className={n <= level ? 'strong-levels__block strong-levels__block--on' : 'strong-levels__block'} />
                ))}
              </span>
              <span className="strong-levels__word">
                {levelWord(level)}
                <span className="strong-levels__scale"> (5단계 중 {level})</span>
              </span>
            </dd>
          </div>
        );
      })}
    </dl>
  );
}
