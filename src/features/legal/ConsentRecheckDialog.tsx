import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useLogout } from '#generated/api/auth/auth.ts';
import { getGetConsentQueryKey, useAgreeConsent } from '#generated/api/member/member.ts';
import type { ConsentItem } from '#generated/model/consentItem.zod.ts';
import type { ConsentKind } from '#generated/model/consentKind.zod.ts';
import { isApiError } from '../../shared/http/api-error.ts';
import { paths, type ToastState } from '../../shared/routing/paths.ts';
import { endSession, getRefreshToken } from '../../shared/session/session.ts';
import { Button } from '../../shared/ui/Button.tsx';
import { Dialog } from '../../shared/ui/Dialog.tsx';
import { FieldMessage } from '../../shared/ui/TextInput.tsx';
import { CONSENT_VERSIONS, PRIVACY_CONSENT, TERMS, type LegalDocument } from '../../shared/legal/documents.ts';
import { DocumentDialog } from '../../shared/legal/DocumentDialog.tsx';
import { Joined } from '../../shared/legal/LegalText.tsx';
import '../../shared/legal/legal.css';

// the kinds ConsentRecheck asks for (its ASKED)
const REQUIRED: Partial<Record<ConsentKind, { label: string; document: LegalDocument }>> = {
  terms: { label: '이용약관', document: TERMS },
  privacy: { label: '개인정보 수집·이용', document: PRIVACY_CONSENT },
};

/** The consents ConsentRecheck asks again for (each text readable in full), then 동의하고 계속하기 or 로그아웃. */
export function ConsentRecheckDialog({ missing }: { missing: ConsentItem[] }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const agree = useAgreeConsent();
  const logout = useLogout();
  const [reading, setReading] = useState<LegalDocument | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const open = missing.length > 0;

  const agreeToAll = () => {
    setFailure(null);
    const data = Object.fromEntries(missing.map((item) => [item.kind, CONSENT_VERSIONS[item.kind]]));
    agree.mutate(
      { data },
      {
        onSuccess: (answer) => queryClient.setQueryData(getGetConsentQueryKey(), answer),
        onError: (error) => setFailure(isApiError(error) ? error.message : '동의를 저장하지 못했어요. 잠시 후 다시 시도해주세요.'),
      },
    );
  };

  const leave = () => {
    const refreshToken = getRefreshToken();
    const end = () => {
      void navigate(paths.home, { replace: true, state: { toast: '로그아웃했어요.' } satisfies ToastState });
      endSession();
      queryClient.clear();
    };
    if (!refreshToken) return end();
    logout.mutate({ data: { refreshToken } }, { onSettled: end });
  };

  return (
    <>
      <Dialog
        open={open}
        role="alertdialog"
        title="약관 동의를 부탁드려요"
        onClose={() => {}}
        hideCloseButton
        scrollingBody
        footer={
          <>
            <Button variant="secondary" busy={logout.isPending} onClick={leave}>
              로그아웃
            </Button>
            <Button busy={agree.isPending} onClick={agreeToAll}>
              동의하고 계속하기
            </Button>
          </>
        }
      >
        <p>새길을 계속 쓰시려면 아래 내용을 읽고 동의해주세요. 동의하지 않으려면 로그아웃하거나 내 정보에서 탈퇴할 수 있어요.</p>
        <ul className="consent-recheck__list">
          {missing.map((item) => {
            const required = REQUIRED[item.kind];
            if (!required) return null;
            return (
              <li key={item.kind} className="consent__item">
                <span>
                  <span className="consent__kind">(필수)</span> <Joined text={required.label} />
                  {item.agreedVersion ? ' (내용이 바뀌었어요)' : ''}
                </span>
                <Button variant="secondary" className="consent__view" aria-label={`${required.label} 보기`} onClick={() => setReading(required.document)}>
                  보기
                </Button>
              </li>
            );
          })}
        </ul>
        <FieldMessage id="consent-recheck-failure" message={failure} />
      </Dialog>
      <DocumentDialog document={reading} onClose={() => setReading(null)} />
    </>
  );
}
