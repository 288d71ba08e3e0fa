import type { ReactNode } from 'react';
import type { HelpPlace } from '#generated/model/helpPlace.zod.ts';
import { KIND_WORDS, NO_HOURS, NO_PHONE, dotDate } from './help-words.ts';

/**
 * One place to go: its kind in plain words, name, what it helps with, address, hours, the 기준일 with its source,
 * a large 전화 걸기 (only with a sourced number: otherwise the card says there is none) and, under it, `report`.
 */
export function HelpCard({ place, report }: { place: HelpPlace; report?: ReactNode }) {
  const nameId = `help-${place.helpId}`;
  return (
    <article className="help-card" aria-labelledby={nameId}>
      <p className="help-card__kind">{KIND_WORDS[place.kind]}</p>
      <h3 id={nameId} className="help-card__name">
        {place.name}
      </h3>
      <dl className="help-card__facts">
        <div>
          <dt>도와주는 일</dt>
          <dd>{place.services.join(' · ')}</dd>
        </div>
        <div>
          <dt>주소</dt>
          <dd>{place.address}</dd>
        </div>
        <div>
          <dt>운영 시간</dt>
          <dd>{place.hours ?? NO_HOURS}</dd>
        </div>
      </dl>
      <p className="help-card__source">
        <span className="nowrap">기준일 {dotDate(place.source.checkedOn)}</span>{' '}
        <a href={place.source.url} target="_blank" rel="noopener noreferrer">
          출처<span className="visually-hidden">: {place.name} 정보를 읽은 페이지 (새 창)</span>
        </a>
      </p>
      {place.phone ? (
        <a className="button help-card__call" href={`tel:${place.phone}`}>
          전화 걸기 <span className="help-card__number">{place.phone}</span>
        </a>
      ) : (
        <p className="help-card__no-phone">{NO_PHONE}</p>
      )}
      {report}
    </article>
  );
}
