import { useState } from 'react';
import { CLIENT_MESSAGES, isApiError } from '../../shared/http/api-error.ts';
import { useSaveJobAndRefresh } from '../../shared/my-dream/todo-lists.ts';
import { getAccessToken } from '../../shared/session/session.ts';
import { useToast } from '../../shared/ui/toast.tsx';
import { SAVE_FAILED, savedMessage } from './messages.ts';

export interface SavableJob {
  jobId: number;
  jobTitle: string;
}

/** The server's own message when it sent one; otherwise (no answer, unreadable answer) the spec's fallback. */
export function saveFailureMessage(error: unknown): string {
  const fromServer = isApiError(error) && !(error.code in CLIENT_MESSAGES) && error.message;
  return fromServer || SAVE_FAILED;
}

/**
 * Saving a recommended job (spec section 4): logged out, a login-required dialog comes first and, once it is
 * closed, the job is saved only if a token exists by then. Success and failure are toasts (toast-duration.ts).
 */
export function useSaveRecommendedJob() {
  const toast = useToast();
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
  };
}
