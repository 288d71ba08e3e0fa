import { useId, useState, type FormEvent } from 'react';
import { useReportHelpPlace } from '#generated/api/help/help.ts';
import type { HelpReportRequest } from '#generated/model/helpReportRequest.zod.ts';
import { isApiError } from '#src/shared/http/api-error.ts';
import { Dialog } from '#src/shared/ui/Dialog.tsx';

type Reason = HelpReportRequest['reason'];

const REASONS: readonly { value: Reason; label: string }[] = [
  { value: 'WRONG_PHONE', label: '전화번호가 틀렸어요' },
  { value: 'WRONG_ADDRESS', label: '주소가 틀렸어요' },
  { value: 'WRONG_HOURS', label: '운영 시간이 틀렸어요' },
  { value: 'CLOSED', label: '문을 닫았어요' },
  { value: 'OTHER', label: '그 밖의 것이 틀렸어요' },
];
const NOTE_MAX = 500;
const CHOOSE_REASON = '무엇이 틀렸는지 하나 골라 주세요.';
const SEND_FAILED = '보내지 못했어요. 인터넷 연결을 확인하고 다시 보내 주세요.';

/** 정보가 틀렸어요 under a card: what is wrong (and, if they like, what is right), sent for 새길 to check the sources. */
export function ReportWrongInfo({ helpId, placeName }: { helpId: string; placeName: string }) {
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState<Reason | null>(null);
  const [note, setNote] = useState('');
  const [problem, setProblem] = useState('');
  const [received, setReceived] = useState('');
  const send = useReportHelpPlace();
  const formId = useId();
  const noteId = useId();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!reason) return setProblem(CHOOSE_REASON);
    setProblem('');
    const trimmed = note.trim();
    send.mutate(
      { helpId, data: trimmed ? { reason, note: trimmed } : { reason } },
      {
        onSuccess: (answer) => {
          setReceived(answer.data.message);
          setOpen(false);
        },
        // the server's own Korean words for a place it no longer knows or too many reports; the line's for the rest
        onError: (error) => setProblem(isApiError(error) && error.status >= 400 && error.status < 500 ? error.message : SEND_FAILED),
      },
    );
  };

  return (
    <>
      <p className="help-card__received" role="status">
        {received}
      </p>
      {!received && (
        <button type="button" className="help-card__report" onClick={() => setOpen(true)}>
          정보가 틀렸어요<span className="visually-hidden">: {placeName}</span>
        </button>
      )}
      <Dialog
        open={open}
        title="정보가 틀렸어요"
        onClose={() => setOpen(false)}
        className="help-report"
        footer={
          <>
            <button type="button" className="button button--secondary" onClick={() => setOpen(false)}>
              취소
            </button>
            <button type="submit" form={formId} className="button" disabled={send.isPending}>
              {send.isPending ? '보내는 중…' : '보내기'}
            </button>
          </>
        }
      >
        <form id={formId} className="help-report__form" onSubmit={submit} noValidate>
          <p className="help-report__place">{placeName}</p>
          <fieldset className="help-report__reasons">
            <legend>무엇이 틀렸나요?</legend>
            {REASONS.map((option) => (
              <label key={option.value} className="help-report__reason">
                <input
                  type="radio"
                  name={`${formId}-reason`}
                  value={option.value}
                  checked={reason === option.value}
                  onChange={() => {
                    setReason(option.value);
                    setProblem('');
                  }}
                />
                {option.label}
              </label>
            ))}
          </fieldset>
          <label htmlFor={noteId} className="help-report__note-label">
            맞는 정보나 하고 싶은 말 (적지 않아도 돼요)
          </label>
          <textarea
            id={noteId}
            className="help-report__note"
            rows={3}
            maxLength={NOTE_MAX}
            value={note}
            onChange={(event) => setNote(event.target.value)}
          />
          <p className="help-report__problem" role="alert">
            {problem}
          </p>
        </form>
      </Dialog>
    </>
  );
}
