import { useEffect, useEffectEvent, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { CLIENT_MESSAGES, isApiError } from '../../shared/http/api-error.ts';
import { useSaveJobAndRefresh } from '../../shared/my-dream/todo-lists.ts';
import {
  forgetPendingSave,
  keepPendingSave,
  readPendingSave,
  type PendingSave,
} from '../../shared/recommendation/recommendation-session.ts';
import { paths } from '../../shared/routing/paths.ts';
import { getAccessToken } from '../../shared/session/session.ts';
import { useToast } from '../../shared/ui/toast.tsx';
import { SAVE_FAILED, savedMessage } from './messages.ts';

export type SavableJob = PendingSave;

/** The server's own message when it sent one; otherwise (no answer, unreadable answer) the spec's fallback. */
export function saveFailureMessage(error: unknown): string {
  const fromServer = isApiError(error) && !(error.code in CLIENT_MESSAGES) && error.message;
  return fromServer || SAVE_FAILED;
}

/**
 * Saving a recommended job (spec section 4): logged out, a login-required dialog comes first and, once it is
 * closed, the job is saved only if a token exists by then. Its 로그인하기 (명세에 없어 정함) keeps the job in this tab
 * and goes to /login; back on /jobrecommend logged in, the job is saved at once. Success and failure are toasts
 * (toast-duration.ts).
 */
export function useSaveRecommendedJob() {
  const toast = useToast();
  const navigate = useNavigate();
  const save = useSaveJobAndRefresh();
  const [loginPromptFor, setLoginPromptFor] = useState<SavableJob | null>(null);
  // saved during this visit (shown at once, before the saved-jobs list is fetched again)
  const [savedJobIds, setSavedJobIds] = useState<ReadonlySet<number>>(new Set());

  const saveNow = (job: SavableJob) =>
    save.mutate(
      { jobId: job.jobId },
      {
        onSuccess: () => {
          toast.show(savedMessage(job.jobTitle), { variant: 'success' });
          setSavedJobIds((ids) => new Set(ids).add(job.jobId));
        },
        onError: (error) => toast.show(saveFailureMessage(error), { variant: 'error' }),
      },
    );

  // back from logging in: the job chosen before is saved now (taken first, so it is saved once)
  const saveChosenBeforeLogin = useEffectEvent(() => {
    const pending = getAccessToken() ? readPendingSave() : null;
    if (!pending) return;
    forgetPendingSave();
    saveNow(pending);
  });
  useEffect(() => saveChosenBeforeLogin(), []);

  return {
    savingJobId: save.isPending ? save.variables?.jobId : undefined,
    savedJobIds,
    loginPromptOpen: loginPromptFor !== null,
    requestSave: (job: SavableJob) => (getAccessToken() ? saveNow(job) : setLoginPromptFor(job)),
    closeLoginPrompt: () => {
      const job = loginPromptFor;
      setLoginPromptFor(null);
      if (job && getAccessToken()) saveNow(job);
    },
    goToLogin: () => {
      if (loginPromptFor) keepPendingSave(loginPromptFor);
      navigate(paths.login, { state: { from: paths.jobRecommend } });
    },
  };
}
