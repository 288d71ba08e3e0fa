import { useState } from 'react';
import { useGetSocialProviders, useStartSocialLogin } from '#generated/api/auth/auth.ts';
import { errorMessage } from '#src/shared/http/api-error.ts';
import { AlertDialog } from '#src/shared/ui/Dialog.tsx';
import { SocialButton } from '#src/shared/social/SocialButton.tsx';
import { PROVIDER_LABELS, rememberSocialFlow, type SocialProvider } from '#src/shared/social/social-flow.ts';

/** "카카오로 시작하기" and "네이버로 시작하기" on /login and /signup: only the providers the server is set up for. */
export function SocialButtons() {
  const providers = useGetSocialProviders();
  const start = useStartSocialLogin();
  const [going, setGoing] = useState<SocialProvider | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const offered = providers.data?.data.providers ?? [];
  // always in one order, Kakao first, whatever order the list came in
  const list = (['kakao', 'naver'] as const).filter((p) => offered.includes(p));
  if (list.length === 0) return null;

  const go = (provider: SocialProvider) => {
    setGoing(provider);
    start.mutate(
      { provider },
      {
        onSuccess: (response) => {
          rememberSocialFlow({ provider, browserKey: response.data.browserKey, purpose: 'login' });
          window.location.assign(response.data.authorizeUrl);
        },
        onError: (error) => {
          setGoing(null);
          setFailure(errorMessage(error));
        },
      },
    );
  };

  return (
    <div className="social-start" role="group" aria-labelledby="social-start-title">
      <p id="social-start-title" className="social-start__title">
        아이디 없이 간편하게
      </p>
      {list.map((provider) => (
        <SocialButton key={provider} provider={provider} label={`${PROVIDER_LABELS[provider]}로 시작하기`} busy={going === provider} onClick={() => go(provider)} />
      ))}
      <AlertDialog open={failure !== null} title="시작하지 못했어요" message={failure ?? ''} onClose={() => setFailure(null)} />
    </div>
  );
}
