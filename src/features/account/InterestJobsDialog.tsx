import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { useRemoveMemberJobs } from '#generated/api/member/member.ts';
import { paths } from '../../shared/routing/paths.ts';
import { Button } from '../../shared/ui/Button.tsx';
import { Dialog } from '../../shared/ui/Dialog.tsx';
import { useToast } from '../../shared/ui/toast.tsx';
import { jobRemovalFailure } from './account-failures.ts';
import { DialogFormFooter } from './DialogFormFooter.tsx';
import { useMemberInfoCache } from './use-member-info-cache.ts';

export const INTEREST_JOBS_TITLE = '관심 직업';

interface SavedJob {
  jobId: number;
  jobName: string;
}

interface InterestJobsDialogProps {
  open: boolean;
  jobs: readonly SavedJob[];
  onClose: () => void;
}

export function InterestJobsDialog({ open, jobs, onClose }: InterestJobsDialogProps) {
  return (
    <Dialog open={open} title={INTEREST_JOBS_TITLE} onClose={onClose}>
      <InterestJobsForm jobs={jobs} onDone={onClose} />
    </Dialog>
  );
}

/** The chosen jobs, each with a checkbox; the checked ones are removed (with their to-dos). */
function InterestJobsForm({ jobs, onDone }: { jobs: readonly SavedJob[]; onDone: () => void }) {
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const [failure, setFailure] = useState<string | null>(null);
  const remove = useRemoveMemberJobs();
  const updateInfo = useMemberInfoCache();
  const toast = useToast();

  if (jobs.length === 0) {
    return (
      <div className="account-dialog-form">
        <p className="account-dialog-form__empty">아직 담은 직업이 없어요.</p>
        <p>
          <Link to={paths.jobFound} className="button button--secondary">
            직업 정보 보러 가기
          </Link>
        </p>
      </div>
    );
  }

  const toggle = (jobId: number) =>
    setSelected((current) => {
      const next = new Set(current);
      if (!next.delete(jobId)) next.add(jobId);
      return next;
    });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (selected.size === 0) return;
    setFailure(null);
    const jobIds = [...selected];
    remove.mutate(
      { data: { jobIds } },
      {
        onSuccess: () => {
          updateInfo((info) => ({ jobs: info.jobs.filter((job) => !selected.has(job.jobId)) }));
          toast.show('관심 직업을 바꿨어요.', { variant: 'success' });
          onDone();
        },
        onError: (error) => setFailure(jobRemovalFailure(error)),
      },
    );
  };

  return (
    <form className="account-dialog-form" onSubmit={submit} noValidate>
      <fieldset className="account-jobs">
        <legend className="account-jobs__legend">뺄 직업을 골라주세요</legend>
        <ul className="account-jobs__list">
          {jobs.map((job) => (
            <li key={job.jobId}>
              <label className="account-jobs__option">
                <input
                  type="checkbox"
                  checked={selected.has(job.jobId)}
                  onChange={() => toggle(job.jobId)}
                  className="account-jobs__checkbox"
                />
                {job.jobName}
              </label>
            </li>
          ))}
        </ul>
      </fieldset>
      <p className="account-dialog-form__note">직업을 빼면 그 직업의 할 일과 메모도 함께 지워져요.</p>
      <DialogFormFooter failure={failure} onCancel={onDone}>
        <Button type="submit" disabled={selected.size === 0} busy={remove.isPending}>
          {selected.size > 0 ? `선택한 직업 빼기 (${selected.size}개)` : '선택한 직업 빼기'}
        </Button>
      </DialogFormFooter>
    </form>
  );
}
