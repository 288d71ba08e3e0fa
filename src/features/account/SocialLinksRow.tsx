import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useGetSocialProviders } from '#generated/api/auth/auth.ts';
import { getGetSocialLinksQueryKey, useGetSocialLinks, useStartSocialLink, useUnlinkSocial } from '#generated/api/member/member.ts';
import { errorMessage } from '../../shared/http/api-error.ts';
import { Button } from '../../shared/ui/Button.tsx';
import { ConfirmDialog } from '../../shared/ui/Dialog.tsx';
import { SocialButton } from '../../shared/social/SocialButton.tsx';
import { PROVIDER_LABELS, rememberSocialFlow, type SocialProvider } from '../../shared/social/social-flow.ts';

const linkedOn = (iso: string) =>
  new Intl.DateTimeFormat('ko-KR', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'Asia/Seoul' }).format(new Date(iso));

/** /mypage's 간편 로그인 row: each provider the server offers, linked (with 연결 끊기, confirmed) or not (연결하기). */
export function SocialLinksRow({ onFailure }: { onFailure: (message: string) => void }) {
  const providers = useGetSocialProviders();
  const links = useGetSocialLinks();
  const start = useStartSocialLink();
  const unlink = useUnlinkSocial();
  const queryClient = useQueryClient();
  const [going, setGoing] = useState<SocialProvider | null>(null);
  const [confirm, setConfirm] = useState<SocialProvider | null>(null);
  const offered = providers.data?.data.providers ?? [];
  const mine = links.data?.data.links ?? [];
  if (offered.length === 0 && mine.length === 0) return null;
  const shown = (['kakao', 'naver'] as const).filter((p) => offered.includes(p) || mine.some((l) => l.provider === p));

  const link = (provider: SocialProvider) => {
    setGoing(provider);
    start.mutate(
      { provider },
      {
        onSuccess: (response) => {
          rememberSocialFlow({ provider, browserKey: response.data.browserKey, purpose: 'link' });
          window.location.assign(response.data.authorizeUrl);
        },
        onError: (error) => {
          setGoing(null);
          onFailure(errorMessage(error));
        },
      },
    );
  };

  const doUnlink = (provider: SocialProvider) => {
    setConfirm(null);
    unlink.mutate(
      { provider },
      {
        onSuccess: (response) => queryClient.setQueryData(getGetSocialLinksQueryKey(), response),
        onError: (error) => onFailure(errorMessage(error)),
      },
    );
  };

  return (
    <div className="account-row">
      <dt className="account-row__label">간편 로그인</dt>
      <dd className="account-row__value social-links">
        <ul className="social-links__list">
          {shown.map((provider) => {
            const linked = mine.find((l) => l.provider === provider);
            const name = PROVIDER_LABELS[provider];
            return (
              <li key={provider} className="social-links__item">
                {linked ? (
                  <>
                    <span className="account-row__text account-row__text--plain">
                      {name} 연결됨 <span className="social-links__date">({linkedOn(linked.linkedAt)})</span>
                    </span>
                    <Button variant="secondary" aria-haspopup="dialog" busy={unlink.isPending} onClick={() => setConfirm(provider)}>
                      {name} 연결 끊기
                    </Button>
                  </>
                ) : (
                  <SocialButton provider={provider} label={`${name} 연결하기`} busy={going === provider} onClick={() => link(provider)} />
                )}
              </li>
            );
          })}
        </ul>
        <ConfirmDialog
        open={confirm !== null}
        title={`${confirm ? PROVIDER_LABELS[confirm] : ''} 연결을 끊을까요?`}
        message={`끊으면 ${confirm ? PROVIDER_LABELS[confirm] : ''}로 새길에 로그인할 수 없어요. 다시 연결할 수 있어요.`}
        confirmLabel="연결 끊기"
        onConfirm={() => confirm && doUnlink(confirm)}
          onCancel={() => setConfirm(null)}
        />
      </dd>
    </div>
  );
}
