import { useId, useState, type Ref } from 'react';
import { Button } from '../ui/Button.tsx';
import { FieldMessage } from '../ui/TextInput.tsx';
import { NEWS_CONSENT, PRIVACY_CONSENT, TERMS, type LegalDocument } from './documents.ts';
import { DocumentDialog } from './DocumentDialog.tsx';
import { Joined } from './LegalText.tsx';

export interface ConsentChoices {
  terms: boolean;
  privacy: boolean;
  news: boolean;
}

export const NO_CONSENTS: ConsentChoices = { terms: false, privacy: false, news: false };
export const hasRequiredConsents = (choices: ConsentChoices) => choices.terms && choices.privacy;
export const CONSENT_MISSING_MESSAGE = '필수 항목(이용약관, 개인정보 수집·이용)에 동의해주세요.';

const ITEMS: { key: keyof ConsentChoices; required: boolean; label: string; document: LegalDocument }[] = [
  { key: 'terms', required: true, label: '이용약관 동의', document: TERMS },
  { key: 'privacy', required: true, label: '개인정보 수집·이용 동의', document: PRIVACY_CONSENT },
  { key: 'news', required: false, label: '새길 소식 받기', document: NEWS_CONSENT },
];

interface ConsentFieldsProps {
  value: ConsentChoices;
  onChange: (value: ConsentChoices) => void;
  /** shown under the items (a required one left unchecked on 가입하기) */
  error: string | null;
  /** the 전체 동의 checkbox, focused when a required item is missing */
  allRef?: Ref<HTMLInputElement>;
}

/** The sign-up consents: 전체 동의, then each required (필수) and optional (선택) item apart, each readable in full (보기). */
export function ConsentFields({ value, onChange, error, allRef }: ConsentFieldsProps) {
  const id = useId();
  const [reading, setReading] = useState<(typeof ITEMS)[number] | null>(null);
  const all = ITEMS.every((item) => value[item.key]);
  return (
    <fieldset className="consent" aria-describedby={error ? `${id}-error` : `${id}-hint`}>
      <legend className="consent__legend">약관 동의</legend>
      <label className="consent__check consent__all">
        <input
          ref={allRef}
          type="checkbox"
          checked={all}
          onChange={(event) => onChange({ terms: event.target.checked, privacy: event.target.checked, news: event.target.checked })}
        />
        <span>전체 동의 (선택 항목 포함)</span>
      </label>
      <ul className="consent__list">
        {ITEMS.map((item) => (
          <li key={item.key} className="consent__item">
            <label className="consent__check">
              <input
                type="checkbox"
                checked={value[item.key]}
                onChange={(event) => onChange({ ...value, [item.key]: event.target.checked })}
              />
              <span>
                <span className={`consent__kind${item.required ? '' : ' consent__kind--optional'}`}>
                  {item.required ? '(필수)' : '(선택)'}
                </span>{' '}
                <Joined text={item.label} />
              </span>
            </label>
            <Button variant="secondary" className="consent__view" aria-label={`${item.label} 보기`} onClick={() => setReading(item)}>
              보기
            </Button>
          </li>
        ))}
      </ul>
      <p id={`${id}-hint`} className="consent__hint">
        선택 항목은 동의하지 않아도 가입할 수 있어요.
      </p>
      <FieldMessage id={`${id}-error`} message={error} />
      <DocumentDialog
        document={reading?.document ?? null}
        onClose={() => setReading(null)}
        onAgree={reading ? () => onChange({ ...value, [reading.key]: true }) : undefined}
      />
    </fieldset>
  );
}
