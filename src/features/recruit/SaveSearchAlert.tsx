import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { errorMessage } from '../../shared/http/api-error.ts';
import { comeBackHere } from '../../shared/routing/login-return.ts';
import { paths } from '../../shared/routing/paths.ts';
import { useSession } from '../../shared/session/use-session.ts';
import { Button } from '../../shared/ui/Button.tsx';
import type { SaveOutcome } from '#src/shared/alerts/save-search.ts';
import type { PlaceChoice } from '../search-kit/choice.ts';

export const SAVE_SEARCH_LABEL = '새 공고 알림 받기';

/**
 * 새 공고 알림 받기 on /jobsearch (issue 23): the searched job × district joins the member's alert settings (the rest
 * kept). A visitor is taken to log in and brought back here. Only a district can be followed: a whole city is not.
 */
export function SaveSearchAlert({ job, place }: { job: string | null; place: PlaceChoice }) {
  const { loggedIn } = useSession();
  const location = useLocation();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<SaveOutcome | null>(null);
  const regionName = place.city && place.district ? `${place.city} ${place.district}` : null;

  if (!job || !regionName) {
    return <p className="save-search-alert save-search-alert--hint">직업과 구·군을 고르면 그 검색의 새 공고를 알림으로 받을 수 있어요.</p>;
  }

  const save = async () => {
    setBusy(true);
    setOutcome(null);
    try {
      const { saveSearchAlert } = await import('#src/shared/alerts/save-search.ts');
      setOutcome(await saveSearchAlert(queryClient, job, regionName));
    } catch (error) {
      setOutcome({ ok: false, text: `알림을 저장하지 못했어요. ${errorMessage(error)}` });
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="save-search-alert">
      {loggedIn ? (
        <Button variant="secondary" busy={busy} onClick={() => void save()}>
          {busy ? '저장하는 중…' : SAVE_SEARCH_LABEL}
        </Button>
      ) : (
        // after logging in, back to this search
        <Link to={paths.login} state={comeBackHere(location)} className="button button--secondary">
          {SAVE_SEARCH_LABEL}
        </Link>
      )}
      <div role="status" className="save-search-alert__status">
        {outcome?.ok && (
          <p className="save-search-alert__done">
            {outcome.text} <Link to={paths.alerts}>알림 설정 보기</Link>
          </p>
        )}
      </div>
      {outcome && !outcome.ok && (
        <p role="alert" className="save-search-alert__failure">
          {outcome.text}
        </p>
      )}
    </div>
  );
}
