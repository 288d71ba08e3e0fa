import { useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { useGetMyTodoJobs } from '#generated/api/my-dream/my-dream.ts';
import { CLIENT_MESSAGES, isApiError } from '../../shared/http/api-error.ts';
import { comeBackHere } from '../../shared/routing/login-return.ts';
import { useSaveJobAndRefresh } from '../../shared/my-dream/todo-lists.ts';
import { paths } from '../../shared/routing/paths.ts';
import { useSession } from '../../shared/session/use-session.ts';
import { AlertDialog } from '../../shared/ui/Dialog.tsx';
import { useToast } from '../../shared/ui/toast.tsx';
import { ALREADY_SAVED, SAVE_FAILED, savedMessage } from './messages.ts';


/** Saving from the detail page: disabled for visitors (its label says why); a job saved before is an alert. */
export function SaveJobButton({ jobId, jobName }: { jobId: number; jobName: string }) {
  const { loggedIn } = useSession();
  const location = useLocation();
  const toast = useToast();
  const myJobs = useGetMyTodoJobs({ query: { enabled: loggedIn } });
  const save = useSaveJobAndRefresh();
  const [alreadySavedOpen, setAlreadySavedOpen] = useState(false);
  const savedBefore = myJobs.data?.data.some((job) => job.jobName === jobName) ?? false;

  if (!loggedIn) {
    return (
      <div className="save-job">
        <button type="button" className="button" disabled>
          로그인 후 담을 수 있어요
        </button>
        <Link to={paths.login} state={comeBackHere(location)} className="save-job__login">
          로그인하러 가기
        </Link>
      </div>
    );
  }

  const onSave = () => {
    if (savedBefore) {
      setAlreadySavedOpen(true);
      return;
    }
    save.mutate(
      { jobId },
      {
        onSuccess: () => toast.show(savedMessage(jobName), { variant: 'success' }),
        onError: (error) => {
          if (isApiError(error) && error.code === 'JOB_ALREADY_SAVED') {
            setAlreadySavedOpen(true);
            return;
          }
          const fromServer = isApiError(error) && !(error.code in CLIENT_MESSAGES) && error.message;
          toast.show(fromServer || SAVE_FAILED, { variant: 'error' });
        },
      },
    );
  };

  return (
    <div className="save-job">
      <button type="button" className="button" onClick={onSave} disabled={save.isPending}>
        {save.isPending ? '담는 중...' : savedBefore ? '담은 직업이에요' : '이 직업 담기'}
      </button>
      <AlertDialog open={alreadySavedOpen} message={ALREADY_SAVED} onClose={() => setAlreadySavedOpen(false)} />
    </div>
  );
}
