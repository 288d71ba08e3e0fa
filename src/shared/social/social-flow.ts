// What the starting tab keeps while the person is at 카카오·네이버 (docs/decisions/0021): the provider, the browserKey
// the server gave (a flow finishes only in the tab that began it) and what the flow was for. sessionStorage: this tab
// only, gone with it.
export type SocialProvider = 'kakao' | 'naver';
export type SocialPurpose = 'login' | 'link';

export interface PendingSocialFlow {
  provider: SocialProvider;
  browserKey: string;
  purpose: SocialPurpose;
}

const KEY = 'saegil.socialFlow';

export const PROVIDER_LABELS: Readonly<Record<SocialProvider, string>> = { kakao: '카카오', naver: '네이버' };

export const isSocialProvider = (value: string | undefined): value is SocialProvider => value === 'kakao' || value === 'naver';

export function rememberSocialFlow(flow: PendingSocialFlow): void {
  try {
    sessionStorage.setItem(KEY, JSON.stringify(flow));
  } catch {
    /* storage refused (private mode): the finish will say the request was not found */
  }
}

/** The flow this tab started for the provider, or null (another tab, another provider, nothing started). */
export function readSocialFlow(provider: SocialProvider): PendingSocialFlow | null {
  try {
    const flow = JSON.parse(sessionStorage.getItem(KEY) ?? 'null') as Partial<PendingSocialFlow> | null;
    if (!flow || flow.provider !== provider || typeof flow.browserKey !== 'string') return null;
    return { provider, browserKey: flow.browserKey, purpose: flow.purpose === 'link' ? 'link' : 'login' };
  } catch {
    return null;
  }
}

export function forgetSocialFlow(): void {
  try {
    sessionStorage.removeItem(KEY);
  } catch {
    /* nothing kept */
  }
}
