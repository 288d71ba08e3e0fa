import { PROVIDER_LABELS, type SocialProvider } from './social-flow.ts';
import { KakaoSymbol, NaverSymbol } from './SocialSymbols.tsx';
import './social.css';

/** A provider's own button: Kakao yellow with black text, Naver green with its white N (docs/decisions/0021). */
export function SocialButton({ provider, label, busy, onClick }: { provider: SocialProvider; label: string; busy: boolean; onClick: () => void }) {
  return (
    <button type="button" className={`social-button social-button--${provider}`} aria-busy={busy || undefined} onClick={() => !busy && onClick()}>
      {provider === 'kakao' ? <KakaoSymbol /> : <NaverSymbol />}
      <span className="social-button__label">{busy ? `${PROVIDER_LABELS[provider]}로 가는 중…` : label}</span>
    </button>
  );
}
