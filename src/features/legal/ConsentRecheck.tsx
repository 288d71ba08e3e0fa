import { lazy, Suspense } from 'react';
import { useGetConsent } from '#generated/api/member/member.ts';
import type { ConsentItem } from '#generated/model/consentItem.zod.ts';
import { useSession } from '../../shared/session/use-session.ts';

/** The required consents a member is asked again for (ConsentRecheckDialog has their texts). */
const ASKED: readonly ConsentItem['kind'][] = ['terms', 'privacy'];

// the dialog and the texts it shows are loaded only for a member who has to answer (most never do): they stay out of
// every page's first load
const ConsentRecheckDialog = lazy(() => import('./ConsentRecheckDialog.tsx').then((m) => ({ default: m.ConsentRecheckDialog })));

/**
 * After login, while the server says a required consent is missing or was given to an older version (a member from
 * before consents, or a text that changed), ask for it again: each text readable in full, then 동의하고 계속하기 or
 * 로그아웃. Nothing else on the page can be used meanwhile (a modal).
 */
export function ConsentRecheck() {
  const { loggedIn } = useSession();
  const consent = useGetConsent({ query: { enabled: loggedIn, staleTime: Infinity, retry: false } });
  const state = loggedIn ? consent.data?.data : undefined;
  const missing = state?.needsAgreement ? state.items.filter((item) => item.required && !item.agreed && ASKED.includes(item.kind)) : [];
  if (missing.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <ConsentRecheckDialog missing={missing} />
    </Suspense>
  );
}
